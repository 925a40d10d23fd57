import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import codeHighlightPlugin, {emptyClientModule, prismClientModule} from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const require = createRequire(import.meta.url);
const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));

describe('codeHighlightPlugin', () => {
  it("names the theme's client module that loads Prism on every page, and only it", () => {
    // The client module theme-classic lists in getClientModules(), as the generated client-modules.js requires it.
    const clientModule = path.join(themeLib, 'prism-include-languages');
    expect(existsSync(`${clientModule}.js`)).toBe(true);
    expect(prismClientModule.test(clientModule)).toBe(true);
    expect(prismClientModule.test(`${clientModule}.js`)).toBe(true);
    expect(
      prismClientModule.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages'),
    ).toBe(true);
    // The swizzlable component of the same name stays: the on-demand chunk registers languages with it.
    expect(prismClientModule.test(path.join(themeLib, 'theme', 'prism-include-languages.js'))).toBe(false);
    expect(existsSync(emptyClientModule)).toBe(true);
  });

  it('replaces it in both bundles with the bundler of the build', () => {
    const plugin = codeHighlightPlugin();
    const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Parameters<ConfigureWebpack>[2];
    for (const isServer of [false, true]) {
      const config = configureWebpack.call(plugin, {}, isServer, utils, {} as LoadContext) as {plugins: unknown[]};
      expect(config.plugins).toHaveLength(1);
      expect(config.plugins[0]).toBeInstanceOf(rspack.NormalModuleReplacementPlugin);
    }
  });
});
