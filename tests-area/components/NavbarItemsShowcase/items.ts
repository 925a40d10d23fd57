import type {Props as NavbarItemProps} from '@theme/NavbarItem';

/**
 * One navbar item of each built-in type, rendered on the navbar tests page with
 * the theme's own NavbarItem component (search is left to the site navbar).
 */
export const showcaseItems: ReadonlyArray<{readonly name: string; readonly item: NavbarItemProps}> = [
  {name: 'link', item: {label: 'Plain link', to: '/tests/pages/'}},
  {
    name: 'dropdown',
    item: {
      type: 'dropdown',
      label: 'Dropdown of every subitem type',
      items: [
        {label: 'Link subitem', to: '/tests/pages/link-tests/'},
        {type: 'html', value: '<span class="dropdown__link"><em>Raw HTML subitem</em></span>'},
        {type: 'doc', docId: 'links', docsPluginId: 'docs-tests', label: 'Doc subitem'},
        {type: 'docSidebar', sidebarId: 'anotherSidebar', docsPluginId: 'docs-tests', label: 'Doc sidebar subitem'},
        {type: 'docsVersion', docsPluginId: 'docs-tests', label: 'Docs version subitem'},
      ],
    },
  },
  {name: 'html', item: {type: 'html', value: '<strong class="navbar__item">Raw HTML item</strong>'}},
  {name: 'doc', item: {type: 'doc', docId: 'index', docsPluginId: 'docs-tests', label: 'Doc item'}},
  {
    name: 'docSidebar',
    item: {type: 'docSidebar', sidebarId: 'anotherSidebar', docsPluginId: 'docs-tests', label: 'Doc sidebar item'},
  },
  {name: 'docsVersion', item: {type: 'docsVersion', docsPluginId: 'docs-tests', label: 'Docs version item'}},
  // The theme computes these two dropdowns' items; the empty lists stand for the config defaults.
  // The test docs are the one docs instance of the test area's site: with a single version,
  // the theme renders the dropdown as a link to it (the site's versioned docs are on the main site).
  {
    name: 'docsVersionDropdown',
    item: {
      type: 'docsVersionDropdown',
      docsPluginId: 'docs-tests',
      items: [],
      dropdownItemsBefore: [],
      dropdownItemsAfter: [],
    },
  },
  {name: 'localeDropdown', item: {type: 'localeDropdown', items: [], dropdownItemsBefore: [], dropdownItemsAfter: []}},
];

/** Our own item type, registered in src/theme/NavbarItem/ComponentTypes (tests-area/navbar/itemTypes); the theme's types do not know it. */
export const customItem = {
  type: 'custom-testsOnlyAlert',
  label: 'Custom item',
  message: 'Custom navbar item rendered on the navbar tests page.',
} as const;
