import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {describe, expect, it} from 'vitest';
import routeDataPlugin, {componentCreatorModule, registryClientRule, withNamedChunkAsset} from '../index';
import {NamedChunkAssetPlugin, chunkAssetRuntimeCode, renamedChunks} from '../chunkAsset';

const require = createRequire(import.meta.url);
const {slimRegistry} = require('../registryClientLoader.cjs') as {slimRegistry: (source: string) => string};
// Core's own plugin class, as its client config holds an instance of it.
const CoreChunkAssetPlugin = (
  require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as {default: new () => WebpackPluginInstance}
).default;

/** A registry as @docusaurus/core 3.6.1 writes it (lib/server/codegen/codegenRoutes.js, genRegistry). */
function registry(entries: Record<string, string>): string {
  const lines = Object.entries(entries).map(
    ([chunk, modulePath]) =>
      `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`,
  );
  return `export default {\n${lines.join('\n')}};\n`;
}

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

function configure(isServer: boolean, plugins: object[] = [new CoreChunkAssetPlugin()]) {
  const plugin = routeDataPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
  return configureWebpack.call(
    plugin,
    {plugins} as Parameters<ConfigureWebpack>[0],
    isServer,
    {} as Parameters<ConfigureWebpack>[2],
    {} as LoadContext,
  ) as Record<string, unknown>;
}

describe('slimRegistry', () => {
  const source = registry({
    '0058b4c6': '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json',
    '17896441': '@theme/DocItem',
    '4f1b0c9d': '@site/docs/installation.mdx',
    a1b2c3d4: '@site/.docusaurus/changelog-plugin/source/2.4.1.md?truncated=true',
  });

  it('puts 0 in place of every module path string, and keeps the import and resolveWeak calls', () => {
    const slim = slimRegistry(source);
    expect(slim).toContain(
      '  "4f1b0c9d": [() => import(/* webpackChunkName: "4f1b0c9d" */ "@site/docs/installation.mdx"), 0, require.resolveWeak("@site/docs/installation.mdx")],',
    );
    // Each path is left twice per entry (import and resolveWeak), no longer three times.
    expect(slim.split('"@theme/DocItem"')).toHaveLength(3);
    expect(source.split('"@theme/DocItem"')).toHaveLength(4);
    expect(slim.match(/, 0, require\.resolveWeak/g)).toHaveLength(4);
    expect(slim.length).toBeLessThan(source.length);
  });

  it('evaluates to the same entries but the path (a module stand-in for import and resolveWeak)', () => {
    const evaluate = (code: string) =>
      new Function('require', code.replace('export default', 'return').replace(/import\(/g, '(') as string)({
        resolveWeak: (id: string) => `id:${id}`,
      }) as Record<string, [() => string, unknown, string]>;
    const [full, slim] = [evaluate(source), evaluate(slimRegistry(source))];
    expect(Object.keys(slim)).toEqual(Object.keys(full));
    for (const [chunk, [load, , weakId]] of Object.entries(slim)) {
      expect(load()).toBe(full[chunk]![0]());
      expect(weakId).toBe(full[chunk]![2]);
      expect(full[chunk]![1]).toMatch(/^@/);
    }
  });

  it('keeps escaped characters of Windows paths intact', () => {
    const windows = registry({abcd1234: 'C:\\\\site\\\\docs\\\\intro.md'});
    expect(slimRegistry(windows)).toContain(', 0, require.resolveWeak("C:\\\\site\\\\docs\\\\intro.md")');
  });

  it('fails on an entry not laid out as core 3.6.1 writes it, or on a file with no entries', () => {
    expect(() => slimRegistry(source.replace('"@theme/DocItem", require', '"@theme/Other", require'))).toThrow(
      /not an entry as core.s genRegistry/,
    );
    expect(() => slimRegistry(source.replace(/\), "@site\/docs\/installation\.mdx", /, '), '))).toThrow(/line 4/);
    expect(() => slimRegistry('export default {\n};\n')).toThrow(/no entries/);
  });
});

describe('registryClientRule', () => {
  const rule = registryClientRule('/site/.docusaurus/registry.js');
  const test = rule.test as (resource: string) => boolean;

  it('applies to the generated registry only, imported by core ComponentCreator only', () => {
    expect(test('/site/.docusaurus/registry.js')).toBe(true);
    expect(test('/site/.docusaurus/routes.js')).toBe(false);
    expect(test('/other/.docusaurus/registry.js')).toBe(false);
    expect(rule.issuer).toBe(componentCreatorModule);
    expect(componentCreatorModule.test('/x/node_modules/@docusaurus/core/lib/client/exports/ComponentCreator.js')).toBe(
      true,
    );
    expect(
      componentCreatorModule.test('C:\\x\\node_modules\\@docusaurus\\core\\lib\\client\\exports\\ComponentCreator.js'),
    ).toBe(true);
    // The debug plugin's registry page shows the paths: it keeps its own, whole copy.
    expect(
      componentCreatorModule.test('/x/node_modules/@docusaurus/plugin-debug/lib/theme/DebugRegistry/index.js'),
    ).toBe(false);
  });

  it('runs the loader before the JavaScript loaders, from this folder', () => {
    expect(rule.enforce).toBe('pre');
    expect(rule.use).toEqual([{loader: path.join(import.meta.dirname, '..', 'registryClientLoader.cjs')}]);
    expect(require.resolve((rule.use as Array<{loader: string}>)[0]!.loader)).toBeTruthy();
  });
});

describe('routeDataPlugin', () => {
  it('names chunk ids, swaps core gca plugin for its own and slims the registry, in the client bundle', () => {
    const other = {apply() {}};
    const config = configure(false, [other, new CoreChunkAssetPlugin()]);
    expect(config.optimization).toEqual({chunkIds: 'named'});
    expect(config.mergeStrategy).toEqual({plugins: 'replace'});
    const plugins = config.plugins as object[];
    expect(plugins).toHaveLength(2);
    expect(plugins[0]).toBe(other);
    expect(plugins[1]).toBeInstanceOf(NamedChunkAssetPlugin);
    expect((config.module as {rules: unknown[]}).rules).toHaveLength(1);
  });

  it('leaves the server bundle alone (it renders with the whole registry)', () => {
    expect(configure(true)).toEqual({});
  });

  it('fails the build when core no longer has its ChunkAssetPlugin, or has two', () => {
    expect(() => withNamedChunkAsset([])).toThrow(/found 0/);
    expect(() => withNamedChunkAsset([new CoreChunkAssetPlugin(), new CoreChunkAssetPlugin()])).toThrow(/found 2/);
  });
});

describe('chunkAssetRuntimeCode', () => {
  const globals = {publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u'};

  it('asks the chunk file name for the name itself when every named chunk id is its name', () => {
    expect(chunkAssetRuntimeCode({}, globals)).toBe(
      '__webpack_require__.gca = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };',
    );
  });

  it('maps the names whose chunk id differs, and only those', () => {
    expect(renamedChunks({'4f1b0c9d': '4f1b0c9d', 17: 'styles', common: 'common'})).toEqual({styles: '17'});
    expect(chunkAssetRuntimeCode({styles: '17'}, globals)).toContain('chunkId = {"styles":"17"}[chunkId] || chunkId;');
  });

  it('gives what core gca gives: the URL of a chunk by name, and a URL holding undefined for an unknown name', () => {
    const hashes: Record<string, string> = {'4f1b0c9d': '03fcc178', '17': 'aa11bb22'};
    const u = (id: string) => `assets/js/${id}.${hashes[id]}.js`;
    const gca = new Function(
      '__webpack_require__',
      `${chunkAssetRuntimeCode({styles: '17'}, globals)} return __webpack_require__.gca;`,
    )({p: '/base/', u}) as (name: string) => string;
    expect(gca('4f1b0c9d')).toBe('/base/assets/js/4f1b0c9d.03fcc178.js');
    expect(gca('styles')).toBe('/base/assets/js/17.aa11bb22.js');
    expect(gca('deadbeef')).toContain('undefined');
  });
});
