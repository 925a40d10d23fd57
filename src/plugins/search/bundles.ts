/**
 * Besides the index of the whole site (`pagefind/`, which every online search
 * uses), each version of a versioned docs instance gets a bundle of its own
 * (`pagefind/docs-default-3.6.1/`...). Those are for the lite offline tier
 * (src/plugins/offline): its service worker keeps the bundle of the version
 * being read, about 0.5 MB, where the whole index is 2 MB (0.75 MB of words
 * that every search needs). Offline, when the whole index cannot be loaded,
 * search falls back to the version bundles its filters name (./client/loadPagefind.ts).
 *
 * Searching the version bundles online instead, merged with a bundle of the
 * other pages, was measured and rejected: the first query fetched 197 KB
 * gzip instead of 152 KB, as each word loads a chunk from two bundles.
 *
 * Pure functions: used by the indexer (Node), the search UIs (browser) and
 * the offline precache plan.
 */
import type {FacetFilters} from './client/query';
import {docsVersionTag} from './client/contextualFilters';

/** One version of a docs plugin instance, as its loaded content describes it. */
export interface DocsVersionInfo {
  name: string;
  /** Its route base, e.g. `/docs/3.6.1` (no trailing slash) or `/docs`. */
  path: string;
  /** The version readers get by default (the instance's `lastVersion`). */
  isLast: boolean;
}

/** The versions of one docs plugin instance. */
export interface DocsInstanceVersions {
  pluginId: string;
  versions: readonly DocsVersionInfo[];
}

/**
 * Reads the versions of every docs plugin instance from the content all
 * plugins loaded (a plugin's `allContentLoaded`), checking the few fields used.
 */
export function docsInstancesFromContent(allContent: Record<string, Record<string, unknown>>): DocsInstanceVersions[] {
  const instances = allContent['docusaurus-plugin-content-docs'] ?? {};
  return Object.entries(instances).map(([pluginId, content]) => {
    const loadedVersions = (content as {loadedVersions?: unknown} | undefined)?.loadedVersions;
    if (!Array.isArray(loadedVersions)) {
      throw new Error(
        `Docs instance "${pluginId}" has no loadedVersions: the content shape of plugin-content-docs changed.`,
      );
    }
    return {
      pluginId,
      versions: loadedVersions.map((version: {versionName?: unknown; path?: unknown; isLast?: unknown}) => {
        if (typeof version.versionName !== 'string' || typeof version.path !== 'string') {
          throw new Error(`A version of docs instance "${pluginId}" has no versionName or path.`);
        }
        return {name: version.versionName, path: version.path, isLast: version.isLast === true};
      }),
    };
  });
}

/**
 * Tags that get a bundle of their own: every version of an instance that has
 * more than one. The pages of an instance with a single version are searched
 * offline only with the whole index.
 */
export function versionBundleTags(instances: readonly DocsInstanceVersions[]): string[] {
  return instances
    .filter((instance) => instance.versions.length > 1)
    .flatMap((instance) => instance.versions.map((version) => docsVersionTag(instance.pluginId, version.name)))
    .sort();
}

/** The folder of a bundle below `pagefind/`: '' for the whole index. */
export function bundleDirectory(tag: string | null): string {
  return tag === null ? '' : `${encodeURIComponent(tag)}/`;
}

/** The `docusaurus_tag` values a filter asks for (negated facets do not name a bundle). */
function requestedTags(facetFilters: FacetFilters | undefined): string[] | undefined {
  if (facetFilters === undefined) {
    return undefined;
  }
  const facets = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).flat();
  const tags = facets
    .map((facet) => /^\s*docusaurus_tag\s*:\s*([^-\s].*?)\s*$/.exec(String(facet))?.[1])
    .filter((tag): tag is string => tag !== undefined);
  return tags.length > 0 ? tags : undefined;
}

/**
 * The version bundles that can answer a search with these facet filters when
 * the whole index cannot: the ones its `docusaurus_tag` facets name, or all of
 * them when the filters do not restrict the tag.
 */
export function bundlesForFilters(facetFilters: FacetFilters | undefined, versionBundles: readonly string[]): string[] {
  const tags = requestedTags(facetFilters);
  const wanted = tags === undefined ? versionBundles : versionBundles.filter((bundle) => tags.includes(bundle));
  return [...new Set(wanted)].sort();
}
