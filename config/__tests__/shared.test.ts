/**
 * The site and its test area are two Docusaurus sites (config/shared.ts): these
 * tests hold them together where a reader crosses from one to the other.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {createSiteStorage} from '@docusaurus/core/lib/server/storage.js';
import siteConfig from '../../docusaurus.config';
import testsConfig from '../../tests-area/docusaurus.config';
import {docsVersionsOfBothSites, sharedSiteOptions, storageNamespace} from '../shared';
import {crossSiteLink, isTestsPath, testsBaseUrl} from '../crossSite.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The storage suffix Docusaurus gives a config (`-` and the namespace). */
const namespaceOf = (config: Config, namespace: boolean | string) =>
  createSiteStorage({
    ...config,
    future: {...config.future, experimental_storage: {type: 'localStorage', namespace}},
  } as Parameters<typeof createSiteStorage>[0]).namespace;

/** The ids of a config's docs instances, the preset's included. */
function docsInstanceIds(config: Config): string[] {
  const preset = (config.presets![0] as [string, {docs?: false | object}])[1];
  const plugins = (config.plugins as PluginConfig[]).filter(
    (plugin): plugin is [string, {id?: string}] =>
      Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-content-docs',
  );
  return [...(preset.docs === false ? [] : ['default']), ...plugins.map(([, options]) => options.id ?? 'default')];
}

/** Every navbar item of a config, dropdown items included. */
function navbarItems(config: Config): Record<string, unknown>[] {
  const items = (config.themeConfig as {navbar: {items: Record<string, unknown>[]}}).navbar.items;
  return items.flatMap((item) => [item, ...((item.items as Record<string, unknown>[] | undefined) ?? [])]);
}

describe('the site and its test area', () => {
  it('differ in base URL, and share every other site option', () => {
    expect(siteConfig.baseUrl).toBe('/');
    expect(testsConfig.baseUrl).toBe(testsBaseUrl);
    for (const [key, value] of Object.entries(sharedSiteOptions)) {
      expect(siteConfig[key as keyof Config], key).toEqual(value);
      expect(testsConfig[key as keyof Config], key).toEqual(value);
    }
  });

  it('share their storage keys, which stay those readers of the site already hold', () => {
    // What `namespace: true`, the setting before the test area became a site, gave the site.
    const before = namespaceOf(siteConfig, true);
    expect(`-${storageNamespace}`).toBe(before);
    expect(createSiteStorage(siteConfig as Parameters<typeof createSiteStorage>[0]).namespace).toBe(before);
    expect(createSiteStorage(testsConfig as Parameters<typeof createSiteStorage>[0]).namespace).toBe(before);
    // The automatic namespace would tell them apart.
    expect(namespaceOf(testsConfig, true)).not.toBe(before);
  });

  it("list the versions of both sites' docs instances for storage validation", () => {
    const ids = [...docsInstanceIds(siteConfig), ...docsInstanceIds(testsConfig)].sort();
    expect(Object.keys(docsVersionsOfBothSites).sort()).toEqual(ids);
    const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
    expect(docsVersionsOfBothSites.default).toEqual(['current', ...versions]);
    expect(siteConfig.customFields?.docsVersions).toEqual(docsVersionsOfBothSites);
  });

  it('put the test-area navbar items in the test area only; the site links to it across sites', () => {
    const boundToTests = (item: Record<string, unknown>) =>
      item.docsPluginId === 'docs-tests' || String(item.type ?? '').startsWith('custom-tests');
    expect(navbarItems(siteConfig).filter(boundToTests)).toEqual([]);
    expect(navbarItems(testsConfig).filter(boundToTests).length).toBeGreaterThanOrEqual(5);
    expect(navbarItems(siteConfig)).toContainEqual({
      label: 'Tests',
      position: 'left',
      ...crossSiteLink('/tests/pages/'),
    });
    // The test area's routes are `to` paths below its base URL; every root-relative `href` crosses to the site.
    const items = navbarItems(testsConfig);
    expect(items.some((item) => item.to !== undefined)).toBe(true);
    for (const item of items) {
      if (typeof item.to === 'string') {
        expect(item.to.startsWith(testsBaseUrl), item.to).toBe(false);
      }
      if (typeof item.href === 'string' && item.href.startsWith('/')) {
        expect(item, item.href).toMatchObject(crossSiteLink(item.href));
      }
    }
  });
});

describe('crossSiteLink', () => {
  it('makes a plain link that keeps its path', () => {
    expect(crossSiteLink('/docs/')).toEqual({href: '/docs/', target: '_top', autoAddBaseUrl: false});
    expect(() => crossSiteLink('docs/')).toThrow(/root-relative/);
  });

  it('tells the test area by its base URL', () => {
    expect(isTestsPath('/tests/pages/')).toBe(true);
    expect(isTestsPath('/tests')).toBe(true);
    expect(isTestsPath('/testsuite/')).toBe(false);
    expect(isTestsPath('/docs/')).toBe(false);
  });
});
