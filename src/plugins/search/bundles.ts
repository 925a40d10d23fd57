/**
 * The index is written as several Pagefind bundles: one per version of each
 * versioned docs instance (`pagefind/docs-default-3.6.1/`...) and the root
 * bundle (`pagefind/`) for everything else (community, blog, changelog,
 * pages). A search merges the root bundle with the bundles of the versions its
 * filters ask for, so a reader of one version never loads the words of the
 * others, and the service worker can keep one version's index for offline use
 * within a small budget (src/plugins/offline). One bundle for the whole site
 * was 0.75 MB of word index that every offline reader would need in full.
 *
 * Pure functions: used by the indexer (Node), the search UIs (browser) and
 * the offline precache plan.
 */
import type {FacetFilters} from './client/adapter';
import {docsVersionTag} from './client/contextualFilters';

/** One version of a docs plugin instance, as its loaded content describes it. */
export interface DocsVersionInfo {
  name: string;
  /** Its route base, e.g. `/docs/3.6.1` (no trailing slash) or `/docs`. */
  path: string;
  /** The version readers get by default (the instance's `lastVersion`). */
  isLast: boolean;
}

/**
 * Pagefind scores each bundle with its own word statistics, so a docs page
 * scored against 89 docs pages competes with blog and changelog pages scored
 * against the root bundle's 141, where the same API word is rarer and weighs
 * more. Version bundles count this much more in the merged ranking (Pagefind's
 * `indexWeight`). On the search bench's 33 (query, expected page) pairs with
 * Canary filters: weight 1 found the expected page in the top 5 for 29, 1.5
 * to 3 for 32 (one index for the whole site: 30); top 1: 27 (whole site: 28).
 */
export const versionBundleWeight = 1.5;

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
 * more than one. An instance with a single version stays in the root bundle,
 * which every search loads anyway.
 */
export function versionBundleTags(instances: readonly DocsInstanceVersions[]): string[] {
  return instances
    .filter((instance) => instance.versions.length > 1)
    .flatMap((instance) => instance.versions.map((version) => docsVersionTag(instance.pluginId, version.name)))
    .sort();
}

/** The folder of a bundle below `pagefind/`: '' for the root bundle. */
export function bundleDirectory(tag: string | null): string {
  return tag === null ? '' : `${encodeURIComponent(tag)}/`;
}

/** The bundle a page with this `docusaurus_tag` is indexed in: its own, or the root one (null). */
export function bundleForTag(tag: string, versionBundles: readonly string[]): string | null {
  return versionBundles.includes(tag) ? tag : null;
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
 * The version bundles a search with these facet filters needs, besides the
 * root bundle: the ones its `docusaurus_tag` facets name, or all of them when
 * the filters do not restrict the tag.
 */
export function bundlesForFilters(facetFilters: FacetFilters | undefined, versionBundles: readonly string[]): string[] {
  const tags = requestedTags(facetFilters);
  const wanted = tags === undefined ? versionBundles : versionBundles.filter((bundle) => tags.includes(bundle));
  return [...new Set(wanted)].sort();
}
