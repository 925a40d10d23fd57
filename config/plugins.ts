import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {editUrlBase} from './site';
import {blogInstances} from '../src/data/pageTexts';
import {docsVersionOptions} from './releases.mjs';
import {fromExtensions, redirects} from './redirects';
import changelogPlugin, {changelogBlogOptions} from '../src/plugins/changelog';
import latestPostsPlugin from '../src/plugins/latest-posts';
import featureRequestsPlugin from '../src/plugins/feature-requests';
import upgradePlannerPlugin from '../src/plugins/upgrade-planner';
import robotsTxtPlugin from '../src/plugins/robots-txt';
import toolFilesPlugin from '../src/plugins/tool-files';
import markdownTwinsPlugin, {type MarkdownTwinsOptions} from '../src/plugins/markdown-twins';
import {twinInstances} from '../src/data/markdownTwins';
import prefetchWeightPlugin from '../src/plugins/prefetch-weight';
import routeDataPlugin from '../src/plugins/route-data';
import lazyNotFoundPlugin from '../src/plugins/lazy-not-found';
import intlFormattersPlugin from '../src/plugins/intl-formatters';
import mermaidOnDemandPlugin from '../src/plugins/mermaid-on-demand';
import docsPathIndexPlugin from '../src/plugins/docs-path-index';
import remarkMermaidOnDemand from '../src/plugins/mermaid-on-demand/remark';
import {createLocalSearch} from '../src/plugins/search';
import {hostedSearchConfig} from '../src/plugins/search/hosted';
import referenceData from '../src/plugins/reference-data';
import offlinePlugin, {offlineRegistrationModule, offlineWorkerModule} from '../src/plugins/offline';
import {offlinePrecache} from '../src/plugins/offline/manifestTransform';
import {testsBaseUrl} from './crossSite.mjs';
import {markdownPlugins as sharedMarkdownPlugins, presetThemeOptions, sharedPlugins, sitemapOptions} from './shared';

/** What local search indexes, and the group titles of its hits (also read by scripts/search/reindex.ts). */
export const localSearchOptions = {
  // The test area and the framework's debug pages are not documentation.
  excludedRoutePrefixes: ['/tests/', '/__docusaurus/'],
  // The archives list the titles of posts that are indexed themselves.
  excludedRoutes: ['/blog/archive/', '/changelog/archive/'],
  // The group titles of hits outside a docs sidebar category.
  sections: [
    {routePrefix: '/docs/', title: 'Docs'},
    {routePrefix: '/community/', title: 'Community'},
    {routePrefix: '/blog/', title: 'Blog'},
    {routePrefix: '/changelog/', title: 'Changelog'},
  ],
};

/**
 * Local search (src/plugins/search), unless ALGOLIA_* are set at build time for
 * hosted DocSearch (config/theme.ts), which needs neither half. `plugin` goes
 * to `plugins` below and indexes the built site; `precacheIndex` goes to the
 * PWA options' manifest transforms and waits for that index to add its files
 * to the service worker's precache list.
 */
const localSearch = hostedSearchConfig() === undefined ? createLocalSearch(localSearchOptions) : undefined;

/**
 * This site's content instances add to the shared Markdown extensions (./shared.ts) that a page with a
 * Mermaid diagram imports the component itself (src/plugins/mermaid-on-demand, registered below): a
 * content instance of this site without it fails the build at its first diagram. The test area's site
 * keeps the theme's own Mermaid import.
 */
const siteMarkdownPlugins = {
  ...sharedMarkdownPlugins,
  remarkPlugins: [...sharedMarkdownPlugins.remarkPlugins, remarkMermaidOnDemand],
};

export const presetOptions: Preset.Options = {
  docs: {
    path: 'docs',
    routeBasePath: 'docs',
    sidebarPath: './sidebars/docs.ts',
    editUrl: editUrlBase,
    showLastUpdateTime: true,
    breadcrumbs: true,
    lastVersion: 'current',
    // Canary, then every version of versions.json; only the latest release has no "old version" banner.
    versions: docsVersionOptions,
    ...siteMarkdownPlugins,
    // API reference tables get the generated rows of their page's docs version (src/plugins/reference-data).
    remarkPlugins: [...siteMarkdownPlugins.remarkPlugins, [referenceData, {siteDir: path.resolve(__dirname, '..')}]],
  },
  blog: {
    path: 'blog',
    routeBasePath: 'blog',
    blogTitle: blogInstances.default.title,
    blogDescription:
      'Release announcements, migration advice and stories from the Docusaurus team and community, from 2017 to today.',
    editUrl: editUrlBase,
    postsPerPage: 5,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    showReadingTime: true,
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    // Every post must show a preview on list pages, never its whole body.
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {type: 'all', limit: false, copyright: 'Meta Platforms, Inc.'},
    ...siteMarkdownPlugins,
  },
  pages: {...siteMarkdownPlugins},
  theme: presetThemeOptions,
  debug: true,
  // (Pages with a noindex meta, such as the debug panel, are left out by the plugin itself.)
  sitemap: sitemapOptions,
};

const communityDocs: DocsOptions = {
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebars/community.ts',
  editUrl: editUrlBase,
  showLastUpdateTime: true,
  ...siteMarkdownPlugins,
};

/**
 * Offline mode in two tiers (src/plugins/offline, README "Offline mode").
 * Our registration (`swRegister`) sorts the strategies that apply to a page
 * load into:
 * - full: the reader asked for offline use. The worker precaches the whole
 *   site but the test area and debug pages, each showcase image at its
 *   smallest width: at most 14 MB gzip (13.4 MB now, 12.2 MB when set, 19.6 MB before;
 *   the build fails above the budget, src/plugins/offline/budget.ts).
 * - lite: the device suggests saving data. The worker (`swCustom`) downloads
 *   at most 1 MB gzip in the background: the app shell and the search index
 *   of the docs version being read; pages are kept as they are visited.
 * Both tiers show the plugin's reload popup when a new deployment is ready.
 * A page never lowers the tier of the worker its browser already has (one
 * worker serves every window of the site).
 */
const pwa: PwaOptions = {
  debug: false,
  offlineModeActivationStrategies: [
    // Full tier: an installed app, a standalone window, or `?offlineMode=true` on the page's URL.
    'appInstalled',
    'standalone',
    'queryString',
    // Lite tier: a window at most 996 px wide, or Data Saver on. Both fit the 1 MB budget, so both are kept.
    'saveData',
    'mobile',
  ],
  swCustom: offlineWorkerModule,
  swRegister: offlineRegistrationModule,
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/logo.svg'},
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: '#2e8555'},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#2e8555'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'},
    {tagName: 'link', rel: 'mask-icon', href: '/img/logo-monochrome.svg', color: '#2e8555'},
  ],
  // (Typed as full Workbox options although the PWA plugin supplies swSrc, swDest and globDirectory itself.)
  injectManifestConfig: {
    // The redirect pages of `.html` forms (`/page.html/index.html`, one per route: fromExtensions in
    // config/redirects.ts) only serve old links; precaching them would double the HTML the worker fetches.
    globIgnores: ['**/node_modules/**/*', '**/*.html/index.html'],
    // The search index is written in parallel with the worker's precache list: `localSearch.precacheIndex`
    // waits for it and adds its files. Then budget the list for the full tier and write the lite tier's plan
    // (offline-lite.json).
    manifestTransforms: [...(localSearch ? [localSearch.precacheIndex] : []), offlinePrecache],
  } as PwaOptions['injectManifestConfig'],
};

const idealImage: IdealImageOptions = {
  quality: 70,
  max: 1030,
  min: 640,
  steps: 2,
  // In development the plugin would generate every size on each change; one is enough there.
  disableInDev: true,
};

/** Which instances get twins and what the root llms.txt lists (src/plugins/markdown-twins). */
export const markdownTwinsOptions: MarkdownTwinsOptions = {
  // The instances whose pages link a twin and show the Copy page menu: one list for all three.
  docsPluginIds: twinInstances.filter(({name}) => name === 'docusaurus-plugin-content-docs').map(({id}) => id),
  blogPluginIds: twinInstances.filter(({name}) => name === 'docusaurus-plugin-content-blog').map(({id}) => id),
  communityPluginId: 'community',
  releaseNotes: {blogPluginId: 'default', pathPrefix: '/blog/releases/'},
  sidebarTitles: {docs: 'Docs', api: 'API'},
};

const clientRedirects: ClientRedirectsOptions = {redirects, fromExtensions};

export const plugins: PluginConfig[] = [
  ['@docusaurus/plugin-content-docs', communityDocs],
  ['@docusaurus/plugin-pwa', pwa],
  // Records the build facts the offline precache plan needs (src/plugins/offline).
  offlinePlugin,
  ['@docusaurus/plugin-client-redirects', clientRedirects],
  ['@docusaurus/plugin-ideal-image', idealImage],
  [changelogPlugin, changelogBlogOptions],
  sharedPlugins.announcementBarReset,
  // The home page lists the newest posts of the main blog (src/plugins/latest-posts).
  [latestPostsPlugin, {blogPluginId: 'default', count: 3}],
  // /feature-requests/ and every path below it (src/plugins/feature-requests).
  featureRequestsPlugin,
  // /upgrade/ and one page per common upgrade (src/plugins/upgrade-planner).
  upgradePlannerPlugin,
  // build/robots.txt, naming the site's sitemap and the test area's at the site's URL.
  [robotsTxtPlugin, {otherSiteBaseUrls: [testsBaseUrl]}],
  sharedPlugins.urlForms,
  // `npm start` sends Markdown twins and llms.txt files with production's headers (src/plugins/tool-files).
  toolFilesPlugin,
  // A Markdown twin of every docs page (all versions), community doc, blog post and changelog release, at the
  // page's URL without its trailing slash plus `.md`, and each docs version's llms.txt and llms-full.txt.
  [markdownTwinsPlugin, markdownTwinsOptions],
  sharedPlugins.sourceMaps,
  // The showcase cards' inline placeholders leave the chunk every page prefetches for its Showcase link.
  prefetchWeightPlugin,
  sharedPlugins.codeHighlight,
  // Smaller route data in every first load: named chunk ids, and the registry without the module paths the browser never reads.
  routeDataPlugin,
  // A docs page's first load leaves out the 404 body that the theme's DocRoot imports for unknown docs paths.
  lazyNotFoundPlugin,
  // The theme's date formatters ("Last updated", a post's date) are made once, not on every render.
  intlFormattersPlugin,
  // Only pages with a diagram carry the Mermaid component: the theme's MDX components map no longer imports it.
  mermaidOnDemandPlugin,
  // The docs plugin's client finds the current doc through an index of paths, not a pattern compiled per doc.
  docsPathIndexPlugin,
  ...(localSearch ? [localSearch.plugin] : []),
];
