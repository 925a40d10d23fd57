import type {PagefindApi, PagefindInstance, PagefindModule} from './pagefindTypes';
import {bundleDirectory, bundlesForFilters} from '../bundles';
import type {FacetFilters} from './query';
import {vocabularyFor} from './vocabularyClient';
import {loadChunkRanges} from './chunkMap';

let loadingModule: Promise<PagefindModule> | undefined;
const loadingIndexes = new Map<string, Promise<PagefindApi>>();

/** Words per excerpt: long enough to judge a hit, short enough for one line or two. */
const excerptLength = 24;

/**
 * Pagefind's ranking options (1.5: `ranking`, pagefind_web RankingWeights): a
 * word in a page's title counts more than Pagefind's default, so the page a
 * term names outranks the long pages that mention it. A page's description
 * (../pageSelection.ts describeForIndex) weighs 0: its words find the page, which
 * then counts as holding them (./rank.ts coverage), but add nothing to Pagefind's
 * score; weighed as text (0.5 to 9), summaries that list many options (the
 * reference pages') outranked the guides (evaluation set top-1 88 -> 81-87 %).
 */
export const searchRanking = {metaWeights: {title: 10, description: 0}};

function loadModule(indexBaseUrl: string): Promise<PagefindModule> {
  if (!loadingModule) {
    loadingModule = import(/* webpackIgnore: true */ `${indexBaseUrl}pagefind.js`) as Promise<PagefindModule>;
    loadingModule.catch(() => {
      loadingModule = undefined;
    });
  }
  return loadingModule;
}

/**
 * A new Pagefind instance on the bundle in `basePath`, with `merged` bundles merged into it, nothing
 * shared with earlier ones but the module and the vocabulary (scripts/bench/searchColdWarm.mjs opens
 * one per query to rank it cold). An instance whose load failed is destroyed and the promise rejects,
 * since Pagefind keeps a merged bundle that failed and would fail every later search.
 */
export async function openIndex(
  indexBaseUrl: string,
  basePath: string,
  merged: readonly string[] = [],
): Promise<PagefindApi & {destroy?(): Promise<void>}> {
  const pagefind = await loadModule(indexBaseUrl);
  // Main thread only: one script to fetch instead of two, and searches are small.
  const instance: PagefindInstance = pagefind.createInstance({
    basePath,
    noWorker: true,
    excerptLength,
    ranking: searchRanking,
  });
  try {
    await instance.init();
    // Resolves once the bundle is loaded and rejects if it cannot be (mergeIndex would
    // instead wait forever for it). It loads only the filter lists, which the first
    // (filtered) search needs anyway.
    await instance.filters();
    for (const path of merged) {
      await instance.mergeIndex(path, {excerptLength});
    }
  } catch (error) {
    void instance.destroy?.();
    throw error;
  }
  // The whole index's vocabulary, also for a version bundle: offline it does not load, and words go as typed.
  // The metadata Pagefind has just loaded, read again from the HTTP cache once it is there (./chunkMap.ts); a
  // merged bundle has chunks of its own.
  const chunkRanges = merged.length === 0 ? await loadChunkRanges(basePath) : undefined;
  return Object.assign(instance, {vocabulary: vocabularyFor(indexBaseUrl), chunkRanges});
}

/**
 * `openIndex`, once per bundle list. A failed load is forgotten so that the next keystroke tries
 * again (back online, for instance).
 */
function loadIndex(indexBaseUrl: string, basePath: string, merged: readonly string[] = []): Promise<PagefindApi> {
  const key = [basePath, ...merged].join('|');
  let loading = loadingIndexes.get(key);
  if (!loading) {
    loading = openIndex(indexBaseUrl, basePath, merged);
    loadingIndexes.set(key, loading);
    loading.catch(() => {
      loadingIndexes.delete(key);
    });
  }
  return loading;
}

/**
 * The index a search uses: the whole site's (`pagefind/`). When it cannot be
 * loaded (offline, with only the lite tier's copy of one docs version at hand:
 * src/plugins/offline), the bundles of the docs versions the search is about
 * (`versionBundles`, ../bundles.ts) answer instead, if they load.
 */
export async function loadPagefind(indexBaseUrl: string, versionBundles: readonly string[] = []): Promise<PagefindApi> {
  try {
    return await loadIndex(indexBaseUrl, indexBaseUrl);
  } catch (error) {
    const [first, ...rest] = [...new Set(versionBundles)].sort().map((tag) => `${indexBaseUrl}${bundleDirectory(tag)}`);
    if (first === undefined) {
      throw error;
    }
    return loadIndex(indexBaseUrl, first, rest);
  }
}

/**
 * The index for a search with these facet filters: `loadPagefind`, falling
 * back to the bundles of the docs versions the filters name. Here rather than
 * in ./useSearchIndex.ts, so that the choice of bundles loads with the index
 * loader and not with every page.
 */
export function loadPagefindFor(
  indexBaseUrl: string,
  facetFilters: FacetFilters | undefined,
  versionBundles: readonly string[],
): Promise<PagefindApi> {
  return loadPagefind(indexBaseUrl, bundlesForFilters(facetFilters, versionBundles));
}
