import {useCallback} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LocalSearchGlobalData} from '../index';
import type {FacetFilters} from './query';
import type {PagefindApi} from './pagefindTypes';

/**
 * The index loader (Pagefind, its vocabulary and typo correction) in a chunk
 * of its own, fetched with the first search, hover or focus of the button:
 * imported statically it sat in main.js, on every page of the site. The name
 * is searchIndexChunkName (../searchConfig), which the lite offline tier keeps
 * with the app shell so search works offline.
 */
function loadPagefindModule() {
  return import(/* webpackChunkName: "search-index" */ './loadPagefind');
}

/**
 * Loads the index for a search with given facet filters: the whole index, or,
 * when it cannot load (offline, lite tier), the bundles of the docs versions
 * the filters name (../bundles.ts).
 */
export function useSearchIndex(): (facetFilters: FacetFilters | undefined) => Promise<PagefindApi> {
  const indexBaseUrl = useBaseUrl('/pagefind/');
  const {versionBundles} = usePluginData('local-search') as LocalSearchGlobalData;
  return useCallback(
    async (facetFilters) => {
      const {loadPagefindFor} = await loadPagefindModule();
      return loadPagefindFor(indexBaseUrl, facetFilters, versionBundles);
    },
    [indexBaseUrl, versionBundles],
  );
}
