import type {Navbar} from '@docusaurus/theme-common';
import {repoUrl} from './site';
import {archivedVersions} from './releases.mjs';
import {crossSiteLink, testsBaseUrl} from './crossSite.mjs';

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
    // The test area is a site of its own (tests-area/docusaurus.config.ts): a full page load, not a route.
    {label: 'Tests', position: 'left', ...crossSiteLink(`${testsBaseUrl}pages/`)},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [{type: 'html', value: '<hr class="dropdown-separator">'}, ...versionDropdownTail],
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    {
      href: repoUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
};
