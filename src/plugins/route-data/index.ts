import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule, WebpackPluginInstance} from './bundlerTypes';
import {NamedChunkAssetPlugin} from './chunkAsset';

/**
 * What every first load pays for the framework's route data, made smaller per
 * route (issue 33) through `configureWebpack`, client bundle only.
 *
 * 1. Chunk ids. The route chunks are named by core (`webpackChunkName`, 8 hex
 *    digits) but get numeric ids, so runtime~main.js carried three maps of
 *    every chunk: id to name and id to content hash (for the file name) and
 *    name to id (core's `__webpack_require__.gca`). With named chunk ids a
 *    route chunk's id is its name: the first map empties, the third is
 *    replaced by ./chunkAsset.ts, and only name to content hash stays. File
 *    names do not change for named chunks (`<name>.<contenthash>.js`); the few
 *    unnamed ones (shared between routes) are named after their modules
 *    instead of a number. Content hashes stay in every file name.
 * 2. The registry's module paths, which the browser never reads
 *    (./registryClientLoader.cjs).
 */
export default function routeDataPlugin(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-data',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        mergeStrategy: {plugins: 'replace'},
        plugins: withNamedChunkAsset(config.plugins ?? []),
        optimization: {chunkIds: 'named'},
        module: {rules: [registryClientRule(registryFile)]},
      };
    },
  };
}

type ConfigPlugin = NonNullable<Configuration['plugins']>[number];

/** The client's plugins with core's ChunkAssetPlugin swapped for ./chunkAsset.ts's; throws unless core's is there once. */
export function withNamedChunkAsset(plugins: readonly ConfigPlugin[]): ConfigPlugin[] {
  const isCore = (plugin: ConfigPlugin) => plugin?.constructor.name === 'ChunkAssetPlugin';
  const found = plugins.filter(isCore).length;
  if (found !== 1) {
    throw new Error(
      `route-data: expected one ChunkAssetPlugin of @docusaurus/core in the client config, found ${found}. ` +
        'The framework changed how it defines __webpack_require__.gca; re-check src/plugins/route-data.',
    );
  }
  return [...plugins.filter((plugin) => !isCore(plugin)), new NamedChunkAssetPlugin() as WebpackPluginInstance];
}

/** Core's ComponentCreator, the registry's one reader that needs no module paths. */
export const componentCreatorModule =
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/;

/**
 * The module rule for the registry as ComponentCreator imports it. A module's
 * loaders are part of its identity, so the debug plugin's registry page, a
 * different importer, gets the file unchanged as a module of its own.
 */
export function registryClientRule(registryFile: string): RuleSetRule {
  const registryPaths = new Set([registryFile]);
  if (fs.existsSync(registryFile)) {
    registryPaths.add(fs.realpathSync(registryFile));
  }
  return {
    test: (resource: string) => registryPaths.has(resource),
    issuer: componentCreatorModule,
    enforce: 'pre',
    use: [{loader: path.join(__dirname, 'registryClientLoader.cjs')}],
  };
}
