/**
 * The test area, a site of its own served under /tests/ (see ./README.md): its
 * content instances, crash page and navbar, which ./docusaurus.config.ts puts
 * together with what it shares with the main site (config/shared.ts).
 * Runs in Node with the config: React code lives in ./components and ./navbar.
 */
import type {Navbar, NavbarItem} from '@docusaurus/theme-common';
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {blogInstances} from '../src/data/pageTexts';
import {crossSiteLink, testsBaseUrl} from '../config/crossSite.mjs';
import {repoUrl} from '../config/site';

/** The docs instance of the test area, which several navbar items point at. */
const docsPluginId = 'docs-tests';

/** The test-area page that throws during render (./pages/crashTest.tsx). */
export const crashTestPath = `${testsBaseUrl}pages/crashTest/`;

/** The Markdown extensions every content instance of the site shares (config/plugins.ts). */
export type SharedMarkdownPlugins = Pick<PagesOptions, 'remarkPlugins' | 'rehypePlugins'>;

/**
 * The docs, blog and pages instances of the test area. The site's Markdown extensions
 * are passed in, so math and the other shared syntax render here as on every other
 * page. Route base paths are below the site's base URL (/tests/): `docs` is /tests/docs/.
 */
export function testsAreaPlugins(markdownPlugins: SharedMarkdownPlugins): PluginConfig[] {
  const docs: DocsOptions = {
    id: docsPluginId,
    path: 'tests-area/docs',
    routeBasePath: 'docs',
    sidebarPath: './tests-area/sidebars.ts',
    ...markdownPlugins,
  };

  const blog: BlogOptions = {
    id: 'blog-tests',
    path: 'tests-area/blog',
    routeBasePath: 'blog',
    postsPerPage: 3,
    blogSidebarCount: 'ALL',
    blogTitle: blogInstances['blog-tests'].title,
    blogDescription: 'Blog fixtures that exercise the edge cases of the blog plugin.',
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    // Inline authors and an untruncated post are edge cases the fixtures exist to show.
    onInlineAuthors: 'ignore',
    onUntruncatedBlogPosts: 'ignore',
    // No limit, so the feeds hold every listed post and tests can count them.
    feedOptions: {type: 'all', limit: false},
    ...markdownPlugins,
  };

  const pages: PagesOptions = {
    id: 'pages-tests',
    path: 'tests-area/pages',
    routeBasePath: 'pages',
    ...markdownPlugins,
  };

  return [
    ['@docusaurus/plugin-content-docs', docs],
    ['@docusaurus/plugin-content-blog', blog],
    ['@docusaurus/plugin-content-pages', pages],
  ];
}

/**
 * The "Tests" dropdown of the test area's navbar (left side), and the one place where
 * the docs item types (doc, docSidebar, docsVersion) and a raw HTML item are rendered
 * inside a dropdown. (The main site's navbar has a plain link to /tests/pages/ instead.)
 * Its `to` paths are below the site's base URL (`/pages/` is /tests/pages/), as the theme
 * reads them: it adds the base URL, and compares them with the path without it to tell
 * which item is the current page (a mobile dropdown holding it opens).
 */
const testsDropdown: NavbarItem = {
  type: 'dropdown',
  label: 'Tests',
  to: '/pages/',
  position: 'left',
  activeBaseRegex: '^/tests/',
  items: [
    {to: '/pages/', label: 'Test pages'},
    {type: 'doc', docId: 'index', docsPluginId, label: 'Test docs'},
    {
      type: 'docSidebar',
      sidebarId: 'anotherSidebar',
      docsPluginId,
      label: 'Test docs: another sidebar',
    },
    {type: 'docsVersion', docsPluginId, label: 'Test docs: current version'},
    {to: '/blog/', label: 'Tests blog'},
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {to: '/pages/navbar-dropdown-tests/', label: 'Navbar item tests'},
    // The framework's debug pages are the main site's.
    {label: 'Debug pages', ...crossSiteLink('/__docusaurus/debug/')},
  ],
};

/**
 * Items of our own types for the right side of the navbar. They render only under
 * /tests/, and their code loads only there: see ./navbar/itemTypes.tsx.
 */
const testsOnlyNavbarItems: NavbarItem[] = [
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
      docsPluginId,
      dropdownItemsBefore: [],
      dropdownItemsAfter: [],
    },
  },
];

/**
 * The test area's navbar: the main site's sections as links to that site (the
 * version dropdown and search belong to its docs and index, so they stay there),
 * the "Tests" dropdown and the test-only items. The logo leads to the test area's
 * home: a logo link goes through the base URL, and this site has no page at /tests/.
 */
export const testsNavbar: Navbar = {
  title: 'Docusaurus',
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo.svg',
    // Below the base URL, like the `to` paths: /tests/pages/.
    href: '/pages/',
    width: 32,
    height: 32,
  },
  hideOnScroll: true,
  items: [
    {label: 'Docs', position: 'left', ...crossSiteLink('/docs/')},
    {label: 'API', position: 'left', ...crossSiteLink('/docs/cli/')},
    {label: 'Blog', position: 'left', ...crossSiteLink('/blog/')},
    {label: 'Showcase', position: 'left', ...crossSiteLink('/showcase/')},
    {label: 'Community', position: 'left', ...crossSiteLink('/community/support/')},
    testsDropdown,
    {type: 'localeDropdown', position: 'right'},
    ...testsOnlyNavbarItems,
    {
      href: repoUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
};
