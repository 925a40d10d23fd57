import {translate} from '@docusaurus/Translate';

/** Page title and heading; the query is shown as text, never as markup. */
export function searchPageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** The page's meta description (the theme's search page has none). */
export const searchPageDescription =
  'Search the Docusaurus docs of every version, the blog and the changelog, right in your browser.';

export function documentsFoundText(count: number): string {
  return count === 1
    ? translate({id: 'theme.SearchPage.documentFound', message: '1 document found'})
    : translate({id: 'theme.SearchPage.documentsFound', message: '{count} documents found'}, {count});
}

const instanceLabels: Record<string, string> = {default: 'Docs version', community: 'Community version'};

export function versionSelectLabel(pluginId: string): string {
  return instanceLabels[pluginId] ?? `${pluginId} version`;
}

/** The search form's submit button: the theme's own "Search" label, already translated. */
export function searchButtonText(): string {
  return translate({id: 'theme.SearchBar.label', message: 'Search'});
}

/**
 * The submit button's accessible name: the navbar's search button is named
 * "Search" too, and two controls of one name on a page cannot be told apart
 * by a screen reader's list of buttons. It starts with the visible text, so
 * speech input ("click Search") still reaches it.
 */
export function searchButtonLabel(): string {
  return translate({id: 'theme.SearchPage.submitButtonLabel', message: 'Search the site'});
}

/** The result summary when nothing matched (nonsense, or words no page holds). */
export function noResultsText(query: string): string {
  return translate({id: 'theme.SearchPage.noResultsText', message: 'No results for "{query}"'}, {query});
}
