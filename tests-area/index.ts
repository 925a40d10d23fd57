/**
 * The test area, served under /tests/ (see ./README.md): everything the site's
 * config needs from it. config/plugins.ts adds its plugin instances and keeps
 * the crash page out of the sitemap; config/navbar.ts adds its navbar items.
 * Runs in Node with the config: React code lives in ./components and ./navbar.
 */
import type {NavbarItem} from '@docusaurus/theme-common';
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {blogInstances} from '../src/data/pageTexts';

/** The docs instance of the test area, which several navbar items point at. */
const docsPluginId = 'docs-tests';

/** The test-area page that throws during render (./pages/crashTest.tsx). */
export const crashTestPath = '/tests/pages/crashTest/';

/** The Markdown extensions every content instance of the site shares (config/plugins.ts). */
export type SharedMarkdownPlugins = Pick<PagesOptions, 'remarkPlugins' | 'rehypePlugins'>;

/**
 * The docs, blog and pages instances of the test area, in the order the site
 * registers them. The site's Markdown extensions are passed in, so math and the
 * other shared syntax render here as on every other page.
 */
export function testsAreaPlugins(markdownPlugins: SharedMarkdownPlugins): PluginConfig[] {
  const docs: DocsOptions = {
    id: docsPluginId,
    path: 'tests-area/docs',
    routeBasePath: 'tests/docs',
    sidebarPath: './tests-area/sidebars.ts',
    ...markdownPlugins,
  };

  const blog: BlogOptions = {
    id: 'blog-tests',
    path: 'tests-area/blog',
    routeBasePath: 'tests/blog',
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
    routeBasePath: 'tests/pages',
    ...markdownPlugins,
  };

  return [
    ['@docusaurus/plugin-content-docs', docs],
    ['@docusaurus/plugin-content-blog', blog],
    ['@docusaurus/plugin-content-pages', pages],
  ];
}

/**
 * The test area's entry point in the site navbar (left side), and the one place where
 * the docs item types (doc, docSidebar, docsVersion) and a raw HTML item are rendered
 * inside a dropdown.
 */
export const testsDropdown: NavbarItem = {
  type: 'dropdown',
  label: 'Tests',
  to: '/tests/pages/',
  position: 'left',
  activeBaseRegex: '^/tests/',
  items: [
    {to: '/tests/pages/', label: 'Test pages'},
    {type: 'doc', docId: 'index', docsPluginId, label: 'Test docs'},
    {
      type: 'docSidebar',
      sidebarId: 'anotherSidebar',
      docsPluginId,
      label: 'Test docs: another sidebar',
    },
    {type: 'docsVersion', docsPluginId, label: 'Test docs: current version'},
    {to: '/tests/blog/', label: 'Tests blog'},
    {type: 'html', value: '<hr class="dropdown-separator">'},
    {to: '/tests/pages/navbar-dropdown-tests/', label: 'Navbar item tests'},
    {to: '/__docusaurus/debug/', label: 'Debug pages'},
  ],
};

/**
 * Items of our own types for the right side of the navbar. They render only under
 * /tests/, and their code loads only there: see ./navbar/itemTypes.tsx.
 */
export const testsOnlyNavbarItems: NavbarItem[] = [
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
