/**
 * The texts the navbar's search button shows before the modal's code loads:
 * its label, and the failure box shown when that code cannot load. Apart
 * from ./texts.ts (every text of the modal), which loads with the modal.
 * The ids are those of @docusaurus/theme-search-algolia, as in ./texts.ts.
 */
import {translate} from '@docusaurus/Translate';

export function searchButtonTexts() {
  // One text for both, as in @docusaurus/theme-search-algolia.
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The search button label'});
  return {buttonText: label, buttonAriaLabel: label};
}

/** DocSearch's error screen texts: shown by the modal when a search fails, and by the button when the modal cannot load. */
export function errorScreenTexts(): {titleText: string; helpText: string} {
  return {
    titleText: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'}),
    helpText: translate({
      id: 'theme.SearchModal.errorScreen.helpText',
      message: 'You might want to check your network connection.',
    }),
  };
}
