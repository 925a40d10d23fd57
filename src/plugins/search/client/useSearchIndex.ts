import {useCallback} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LocalSearchGlobalData} from '../index';
import {bundlesForFilters} from '../bundles';
import type {FacetFilters} from './query';
import {loadPagefind} from './loadPagefind';
import type {PagefindApi} from './pagefindTypes';

/**
 * Loads the index for a search with given facet filters: the whole index, or,
 * when it cannot load (offline, lite tier), the bundles of the docs versions
 * the filters name (../bundles.ts).
 */
export function useSearchIndex(): (facetFilters: FacetFilters | undefined) => Promise<PagefindApi> {
  const indexBaseUrl = useBaseUrl('/pagefind/');
  const {versionBundles} = usePluginData('local-search') as LocalSearchGlobalData;
  return useCallback(
    (facetFilters) => loadPagefind(indexBaseUrl, bundlesForFilters(facetFilters, versionBundles)),
    [indexBaseUrl, versionBundles],
  );
}
