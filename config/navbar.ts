import type {Navbar} from '@docusaurus/theme-common';
import {repoUrl} from './site';
import {archivedVersions} from './releases.mjs';

/** Archived versions close the docs version dropdown, then a link to every version. */
const versionDropdownTail = [
  ...archivedVersions.map((version) => ({
    label: version.name,
    href: version.docsUrl,
  })),
  {to: '/versions/', label: 'All versions'},
];

export const navbar: Navbar = {
  title: 'Docusaurus',
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: true,
  items: [
    {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
    {type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left'},
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/showcase/', label: 'Showcase', position: 'left'},
    {
      to: '/community/support/',
      label: 'Community',
      position: 'left',
      activeBaseRegex: '^/community/',
    },
    // The test area's entry point, and the one place where the docs item types
    // (doc, docSidebar, docsVersion) and a raw HTML item are rendered inside a dropdown.
    {
      type: 'dropdown',
      label: 'Tests',
      to: '/tests/pages/',
      position: 'left',
      activeBaseRegex: '^/tests/',
      items: [
        {to: '/tests/pages/', label: 'Test pages'},
        {type: 'doc', docId: 'index', docsPluginId: 'docs-tests', label: 'Test docs'},
        {
          type: 'docSidebar',
          sidebarId: 'anotherSidebar',
          docsPluginId: 'docs-tests',
          label: 'Test docs: another sidebar',
        },
        {type: 'docsVersion', docsPluginId: 'docs-tests', label: 'Test docs: current version'},
        {to: '/tests/blog/', label: 'Tests blog'},
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {to: '/tests/pages/navbar-dropdown-tests/', label: 'Navbar item tests'},
        {to: '/__docusaurus/debug/', label: 'Debug pages'},
      ],
    },
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [{type: 'html', value: '<hr class="dropdown-separator">'}, ...versionDropdownTail],
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    // Renders only under /tests/: see tests-area/navbar/itemTypes.
    {
      type: 'custom-testsOnlyAlert',
      position: 'right',
      label: 'Test item',
      message: 'This navbar item is only shown in the test area.',
    },
    // The test docs have a single version, so the theme renders this version dropdown as a plain link.
    {
      type: 'custom-testsOnly',
      position: 'right',
      item: {
        type: 'docsVersionDropdown',
        docsPluginId: 'docs-tests',
        dropdownItemsBefore: [],
        dropdownItemsAfter: [],
      },
    },
    {
      href: repoUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
};
