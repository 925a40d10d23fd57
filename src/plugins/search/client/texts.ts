/**
 * Every text of the search UI. The ids are those of
 * @docusaurus/theme-search-algolia, so one translation file serves both the
 * local index and the hosted option. The button's own texts are in
 * ./buttonTexts.ts, so that this module loads with the modal.
 */
import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';
import {errorScreenTexts} from './buttonTexts';

export {searchButtonTexts} from './buttonTexts';

export function searchPlaceholder(): string {
  return translate({
    id: 'theme.SearchModal.placeholder',
    message: 'Search docs',
    description: 'The placeholder of the input of the DocSearch pop-up modal',
  });
}

export function modalTranslations(): NonNullable<DocSearchTranslations['modal']> {
  return {
    searchBox: {
      resetButtonTitle: translate({id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query'}),
      resetButtonAriaLabel: translate({
        id: 'theme.SearchModal.searchBox.resetButtonAriaLabel',
        message: 'Clear the query',
      }),
      cancelButtonText: translate({id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel'}),
      cancelButtonAriaLabel: translate({id: 'theme.SearchModal.searchBox.cancelButtonAriaLabel', message: 'Cancel'}),
    },
    startScreen: {
      recentSearchesTitle: translate({id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent'}),
      noRecentSearchesText: translate({
        id: 'theme.SearchModal.startScreen.noRecentSearchesText',
        message: 'No recent searches',
      }),
      saveRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
      }),
      favoriteSearchesTitle: translate({
        id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
        message: 'Favorite',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
      }),
    },
    errorScreen: errorScreenTexts(),
    footer: {
      selectText: translate({id: 'theme.SearchModal.footer.selectText', message: 'to select'}),
      selectKeyAriaLabel: translate({id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key'}),
      navigateText: translate({id: 'theme.SearchModal.footer.navigateText', message: 'to navigate'}),
      navigateUpKeyAriaLabel: translate({id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up'}),
      navigateDownKeyAriaLabel: translate({
        id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel',
        message: 'Arrow down',
      }),
      closeText: translate({id: 'theme.SearchModal.footer.closeText', message: 'to close'}),
      closeKeyAriaLabel: translate({id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key'}),
      searchByText: translate({id: 'theme.SearchModal.footer.searchByText', message: 'Search by'}),
    },
    noResultsScreen: {
      noResultsText: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for'}),
      suggestedQueryText: translate({
        id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
        message: 'Try searching for',
      }),
      reportMissingResultsText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      }),
      reportMissingResultsLinkText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
      }),
    },
  };
}

/** Made once: the modal's footer asks for it on every render. */
const countFormat = new Intl.NumberFormat('en-US');

/** "See all 12 results": the count is the number of pages found, as on the search page. */
export function seeAllResultsText(count: number): string {
  return translate(
    {id: 'theme.SearchBar.seeAll', message: 'See all {count} results'},
    {count: countFormat.format(count)},
  );
}
