/**
 * Facts shared by the local search (plugin, modal, search page) and the
 * hosted DocSearch option, so both offer the same page and links.
 */

/** The search page's route, relative to baseUrl (DocSearch's `searchPagePath`). */
export const searchPagePath = 'search';

/** The query parameter of the search page. */
export const searchQueryParameter = 'q';

/** Where "Let us know" sends readers whose search found nothing. */
export const missingResultsIssueBase = 'https://github.com/facebook/docusaurus/issues/new';

export function missingResultsUrl(query: string): string {
  const title = `Search: no results for "${query}"`;
  return `${missingResultsIssueBase}?title=${encodeURIComponent(title)}`;
}

/** The search page URL for a query; the query is always percent-encoded. */
export function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}${searchPagePath}/?${searchQueryParameter}=${encodeURIComponent(query)}`;
}

/** Longest query sent to the index; longer input is cut, not rejected. */
export const maxQueryLength = 256;

/**
 * The chunk name of the search modal's code (the webpackChunkName comment in
 * theme/SearchBar, which must be a literal). The lite offline tier keeps this
 * chunk with the app shell, so search works offline (src/plugins/offline).
 */
export const searchModalChunkName = 'search-modal';

/**
 * The chunk name of the index loader (the webpackChunkName comment in
 * client/useSearchIndex.ts, a literal too). Like the modal's, it loads on
 * demand and the lite offline tier keeps it with the app shell.
 */
export const searchIndexChunkName = 'search-index';

/**
 * The chunk name of the checks of DocSearch's stored searches (the
 * webpackChunkName comment in clientModules/storageValidation.ts), which a
 * page loads at boot only when the reader has stored searches. The lite
 * offline tier keeps it with the app shell, so such a page loads offline
 * without a failed request.
 */
export const storedSearchesChunkName = 'stored-searches';
