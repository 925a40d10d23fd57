import {rspack} from '@rspack/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {moduleReplacementPlugin, replacer, requestPattern, type ModuleReplacement} from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

const spec: ModuleReplacement = {
  name: 'example',
  request: './utils/Thing',
  importer: /[\\/]pkg[\\/]lib$/,
  replacement: '/ours/Thing.ts',
  bundles: 'client',
};

describe('module replacement', () => {
  it('rewrites the exact request from the one importer, and nothing else', () => {
    const replace = replacer(spec);
    const hit = {request: './utils/Thing', context: '/x/node_modules/pkg/lib'};
    replace(hit);
    expect(hit.request).toBe('/ours/Thing.ts');
    for (const miss of [
      {request: './utils/Thing', context: '/x/node_modules/other/lib'},
      {request: './utils/Things', context: '/x/node_modules/pkg/lib'},
    ]) {
      const before = miss.request;
      replace(miss);
      expect(miss.request).toBe(before);
    }
  });

  it('matches the request literally in the bundler plugin, and leaves the server bundle alone for client-only', () => {
    const plugin = moduleReplacementPlugin(spec);
    const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Parameters<ConfigureWebpack>[2];
    const client = configureWebpack.call(plugin, {}, false, utils, {} as LoadContext) as {plugins: unknown[]};
    expect(client.plugins).toHaveLength(1);
    expect(client.plugins[0]).toBeInstanceOf(rspack.NormalModuleReplacementPlugin);
    expect(requestPattern('./utils/Thing').test('./utils/Thing')).toBe(true);
    expect(requestPattern('./utils/Thing').test('x/utils/Thing')).toBe(false);
    expect(requestPattern('@theme/Mermaid').test('@theme/Mermaid/Layout')).toBe(false);
    expect(configureWebpack.call(plugin, {}, true, utils, {} as LoadContext)).toEqual({});
    const both = moduleReplacementPlugin({...spec, bundles: 'both'});
    expect((both.configureWebpack as ConfigureWebpack).call(both, {}, true, utils, {} as LoadContext)).toHaveProperty(
      'plugins',
    );
  });
});
