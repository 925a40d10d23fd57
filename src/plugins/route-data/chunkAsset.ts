import type {Compiler, WebpackPluginInstance} from './bundlerTypes';

/**
 * The runtime function core's client code asks for a route chunk's URL by the
 * chunk's name (`__webpack_require__.gca`, called by `window.docusaurus.prefetch`).
 * Core's own ChunkAssetPlugin writes it with a map of every chunk name to its
 * id (787 entries, 6.8 KB gzip of runtime~main.js on every first load). With
 * `optimization.chunkIds: 'named'` (./index.ts) a named chunk's id is its name,
 * so the map shrinks to the chunks whose id is not their name: normally none.
 */
export const getChunkAssetFunction = '__webpack_require__.gca';

/**
 * The runtime code for `gca`, given each chunk name whose id differs from it.
 * Behaves as core's: a name that is no chunk's (the bundler merged it away)
 * yields a URL holding `undefined`, which core's prefetch skips.
 *
 * Unlike core's, it gives each chunk's URL once and `undefined` after that,
 * which core's prefetch also skips. Core prefetches every chunk of every
 * route a visible link matches, parents included, so the chunks all docs
 * share were asked for once per link: 328 `<link rel="prefetch">` appended on
 * a first visit of a doc page, most of them repeats, each an element to add
 * inside an idle slice. The first link for a chunk stays in the document.
 */
export function chunkAssetRuntimeCode(
  renamed: Record<string, string>,
  globals: {publicPath: string; getChunkScriptFilename: string},
): string {
  const lookup = Object.keys(renamed).length > 0 ? `chunkId = ${JSON.stringify(renamed)}[chunkId] || chunkId; ` : '';
  return (
    `var prefetchedChunks = {}; ${getChunkAssetFunction} = function(chunkId) { ${lookup}` +
    `if (prefetchedChunks[chunkId]) return undefined; prefetchedChunks[chunkId] = 1; ` +
    `return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkId); };`
  );
}

/** Chunk names whose chunk id is another string, from a chunk map of id to name. */
export function renamedChunks(idToName: Record<string | number, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(idToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
}

const pluginName = 'route-data-chunk-asset';

/**
 * Adds the `gca` runtime function to the runtime chunk, in place of core's
 * (./index.ts removes core's plugin). Built from the compiler's own bundler
 * (Rspack or webpack), through the hooks core's plugin uses.
 */
export class NamedChunkAssetPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class NamedChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('NamedChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // As core's: generated once chunk ids and hashes are final.
        this.fullHash = true;
      }

      override generate(): string {
        return chunkAssetRuntimeCode(renamedChunks(this.chunk!.getChunkMaps(false).name), RuntimeGlobals);
      }
    }
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(pluginName, (chunk) => {
        compilation.addRuntimeModule(chunk, new NamedChunkAssetRuntimeModule());
      });
    });
  }
}
