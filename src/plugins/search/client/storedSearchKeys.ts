/**
 * Where DocSearch keeps the local search's recent and favourite searches.
 * Names only, apart from the checks of ./storedSearches.ts: the boot-time
 * storage validation (clientModules/storageValidation) looks for these keys on
 * every page, and loads those checks only when one of them holds something.
 */

/** DocSearch 3.9 derives its storage keys from the index name it is given (`key + indexName`). */
export const recentSearchesKeyPrefix = '__DOCSEARCH_RECENT_SEARCHES__';
export const favoriteSearchesKeyPrefix = '__DOCSEARCH_FAVORITE_SEARCHES__';
export const storedSearchesKeyPrefixes: readonly string[] = [recentSearchesKeyPrefix, favoriteSearchesKeyPrefix];

/** The index name before DocSearch's keys were namespaced; its keys are migrated once. */
export const legacyIndexName = 'pagefind';

/**
 * The index name given to DocSearch: with the site's storage suffix, so its
 * keys are namespaced like the site's own (`__DOCSEARCH_RECENT_SEARCHES__pagefind-3a8`),
 * which also makes the legacy key plus the suffix the new key.
 */
export function docSearchIndexName(namespace: string): string {
  return `${legacyIndexName}${namespace}`;
}

/**
 * The keys of the local search's lists, namespaced and legacy. Hosted DocSearch
 * (another index name) keeps its own keys, which are left alone.
 */
export function storedSearchesKeys(namespace: string): string[] {
  const indexNames = [...new Set([docSearchIndexName(namespace), legacyIndexName])];
  return storedSearchesKeyPrefixes.flatMap((prefix) => indexNames.map((indexName) => `${prefix}${indexName}`));
}
