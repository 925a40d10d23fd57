import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import lazyNotFoundPlugin, {
  docRootFolder,
  lazyNotFoundContent,
  notFoundContentRequest,
  replaceNotFoundImport,
} from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const require = createRequire(import.meta.url);
const themeTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme');

describe('lazyNotFoundPlugin', () => {
  it("names the classic theme's DocRoot, which imports the 404 body", async () => {
    const docRoot = path.join(themeTheme, 'DocRoot');
    expect(docRootFolder.test(docRoot)).toBe(true);
    expect(docRootFolder.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\DocRoot')).toBe(true);
    const {readFile} = await import('node:fs/promises');
    expect(await readFile(path.join(docRoot, 'index.js'), 'utf8')).toContain(`from '${notFoundContentRequest}'`);
    // Its layout and the 404 page itself keep theirs.
    expect(docRootFolder.test(path.join(docRoot, 'Layout'))).toBe(false);
    expect(docRootFolder.test(path.join(themeTheme, 'NotFound'))).toBe(false);
    expect(existsSync(lazyNotFoundContent)).toBe(true);
  });

  it("replaces DocRoot's import of the 404 body, and no other import", () => {
    const docRoot = path.join(themeTheme, 'DocRoot');
    const fromDocRoot = {request: notFoundContentRequest, context: docRoot};
    replaceNotFoundImport(fromDocRoot);
    expect(fromDocRoot.request).toBe(lazyNotFoundContent);

    for (const data of [
      {request: notFoundContentRequest, context: path.join(themeTheme, 'NotFound')},
      // The wrapper's own import: replacing it would make it import itself.
      {request: notFoundContentRequest, context: path.dirname(lazyNotFoundContent)},
      {request: '@theme/DocRoot/Layout', context: docRoot},
    ]) {
      const before = data.request;
      replaceNotFoundImport(data);
      expect(data.request).toBe(before);
    }
  });

  it('adds the replacement to the client bundle only, with the bundler of the build', () => {
    const plugin = lazyNotFoundPlugin();
    const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Parameters<ConfigureWebpack>[2];
    const client = configureWebpack.call(plugin, {}, false, utils, {} as LoadContext) as {plugins: unknown[]};
    expect(client.plugins).toHaveLength(1);
    expect(client.plugins[0]).toBeInstanceOf(rspack.NormalModuleReplacementPlugin);
    expect(configureWebpack.call(plugin, {}, true, utils, {} as LoadContext)).toEqual({});
  });
});
