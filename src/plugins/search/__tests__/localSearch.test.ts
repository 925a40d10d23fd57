import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import type {IndexSummary} from '../indexer';
import {createLocalSearch, type LocalSearch} from '../index';

// Pagefind itself is exercised in indexer.test.ts; here only the wiring matters.
const indexBuiltSite = vi.hoisted(() => vi.fn());
vi.mock('../indexer', async (importOriginal) => ({...(await importOriginal<object>()), indexBuiltSite}));

let outDir: string;
let summary: IndexSummary;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'local-search-'));
  const outputDirectory = path.join(outDir, 'pagefind');
  await mkdir(outputDirectory);
  await writeFile(path.join(outputDirectory, 'pagefind-entry.json'), JSON.stringify({languages: {en: {wasm: 'en'}}}));
  await writeFile(path.join(outputDirectory, 'pagefind.js'), 'export {};');
  summary = {
    outputDirectory,
    pageCount: 1,
    bundles: [{tag: null, directory: 'pagefind/', pageCount: 1}],
    files: [{path: 'pagefind/pagefind.js', bytes: 10}],
  };
});

afterAll(async () => {
  await rm(outDir, {recursive: true, force: true});
});

beforeEach(() => {
  indexBuiltSite.mockReset();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

/** The plugin as Docusaurus creates it: options validated first, then the constructor. */
function instantiate(localSearch: LocalSearch): Plugin {
  const [pluginModule, options] = localSearch.plugin;
  const validated = pluginModule.validateOptions!({validate: normalizePluginOptions as never, options});
  return pluginModule({baseUrl: '/', siteDir: outDir} as LoadContext, validated) as Plugin;
}

async function postBuild(plugin: Plugin): Promise<void> {
  await plugin.postBuild!({outDir, routesPaths: ['/', '/tests/docs/']} as never);
}

describe('createLocalSearch', () => {
  it('indexes with the routes its options leave out, besides the search page and 404', async () => {
    indexBuiltSite.mockResolvedValue(summary);
    const localSearch = createLocalSearch({
      excludedRoutePrefixes: ['/tests/'],
      sections: [{routePrefix: '/docs/', title: 'Docs'}],
    });
    await postBuild(instantiate(localSearch));
    expect(indexBuiltSite).toHaveBeenCalledWith(
      outDir,
      ['/', '/tests/docs/'],
      {
        excludedRoutePrefixes: ['/tests/', '/search/'],
        excludedRoutes: ['/404.html', '/404/', '/search/'],
        sections: [{routePrefix: '/docs/', title: 'Docs'}],
      },
      [],
    );
  });

  it('gives its transform the index its plugin is building, and the transform waits for it', async () => {
    let finish: (value: IndexSummary) => void = () => {};
    indexBuiltSite.mockReturnValue(new Promise<IndexSummary>((resolve) => (finish = resolve)));
    const localSearch = createLocalSearch();
    const built = postBuild(instantiate(localSearch));
    let settled = false;
    const transformed = localSearch.precacheIndex([{url: 'index.html', revision: 'abc', size: 1}]).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    finish(summary);
    const {manifest} = await transformed;
    expect(manifest.map((entry) => entry.url)).toEqual(['index.html', 'pagefind/pagefind.js']);
    await built;
  });

  it('pairs each transform with its own plugin only', async () => {
    indexBuiltSite.mockResolvedValue(summary);
    const built = createLocalSearch();
    const other = createLocalSearch();
    await postBuild(instantiate(built));
    await expect(other.precacheIndex([])).rejects.toThrow(/did not build an index in this process/);
    await expect(built.precacheIndex([])).resolves.toEqual({
      manifest: [expect.objectContaining({url: 'pagefind/pagefind.js'})],
    });
  });

  it('rejects invalid options before the plugin runs', () => {
    const localSearch = createLocalSearch({excludedRoutePrefixes: ['tests']});
    expect(() => instantiate(localSearch)).toThrow(/must start and end with "\/"/);
  });
});
