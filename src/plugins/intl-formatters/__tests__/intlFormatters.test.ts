import {readFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import intlFormattersPlugin, {cachedIntlUtils, intlUtilsRequest, replaceIntlUtils, themeCommonLib} from '../index';
import {dateTimeFormat} from '../client/formatterCache';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const require = createRequire(import.meta.url);
const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));

describe('dateTimeFormat', () => {
  const longDate: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};

  it('makes one formatter per locale and options, as each render asks again with new option objects', () => {
    const first = dateTimeFormat('en', {calendar: 'gregory', ...longDate});
    expect(dateTimeFormat('en', {calendar: 'gregory', ...longDate})).toBe(first);
    expect(
      dateTimeFormat('en', {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}),
    ).toBe(first);
  });

  it('makes another for another locale or other options', () => {
    const english = dateTimeFormat('en', longDate);
    expect(dateTimeFormat('fr', longDate)).not.toBe(english);
    expect(dateTimeFormat('en', {...longDate, month: 'short'})).not.toBe(english);
    expect(dateTimeFormat('en')).not.toBe(english);
  });

  it('formats as a new formatter with the same arguments would', () => {
    const date = new Date('2024-11-08T00:00:00Z');
    for (const [locale, options] of [
      ['en', longDate],
      ['en', {...longDate, month: 'short'}],
      ['fr', longDate],
    ] as const) {
      expect(dateTimeFormat(locale, options).format(date)).toBe(new Intl.DateTimeFormat(locale, options).format(date));
    }
    expect(dateTimeFormat('en', longDate).format(date)).toBe('November 8, 2024');
  });
});

describe('intlFormattersPlugin', () => {
  it("names theme-common's import of the hooks, which the replacement provides under the same names", async () => {
    expect(themeCommonLib.test(themeCommon)).toBe(true);
    expect(await readFile(path.join(themeCommon, 'internal.js'), 'utf8')).toContain(`from '${intlUtilsRequest}'`);
    const declared = await readFile(path.join(themeCommon, 'utils', 'IntlUtils.d.ts'), 'utf8');
    const names = [...declared.matchAll(/export declare function (\w+)/g)].map(([, name]) => name).sort();
    expect(names).toEqual(['useCalendar', 'useDateTimeFormat']);
    const ours = await readFile(cachedIntlUtils, 'utf8');
    expect([...ours.matchAll(/export function (\w+)/g)].map(([, name]) => name).sort()).toEqual(names);
    expect(existsSync(cachedIntlUtils)).toBe(true);
  });

  it("replaces theme-common's import and no other", () => {
    const data = {request: intlUtilsRequest, context: themeCommon};
    replaceIntlUtils(data);
    expect(data.request).toBe(cachedIntlUtils);
    for (const other of [
      {request: intlUtilsRequest, context: path.join(themeCommon, 'utils')},
      {request: intlUtilsRequest, context: '/site/src/plugins/x'},
      {request: './utils/ThemeClassNames', context: themeCommon},
    ]) {
      const before = other.request;
      replaceIntlUtils(other);
      expect(other.request).toBe(before);
    }
  });

  it('adds the replacement to both bundles', () => {
    const plugin = intlFormattersPlugin();
    const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Parameters<ConfigureWebpack>[2];
    for (const isServer of [false, true]) {
      const config = configureWebpack.call(plugin, {}, isServer, utils, {} as LoadContext) as {plugins: unknown[]};
      expect(config.plugins).toHaveLength(1);
      expect(config.plugins[0]).toBeInstanceOf(rspack.NormalModuleReplacementPlugin);
    }
  });
});
