import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

export type Redirect = ClientRedirectsOptions['redirects'][number];

/** Community pages that used to live in the docs; their old stable and `next` paths still work. */
export const pagesMovedToCommunity = ['support', 'team', 'resources'] as const;

const movedToCommunity = pagesMovedToCommunity.map((page): Redirect => ({
  to: `/community/${page}/`,
  from: [`/docs/${page}/`, `/docs/next/${page}/`],
}));

/**
 * Redirects whose target is not a plain path, kept so that a regression of the
 * plugin's handling of query strings, anchors and external URLs shows up in the e2e tests.
 *
 * The plugin (3.6.1) drops the slash before `?` and `#` in targets, and static
 * servers answer `/page?x` with a redirect to `/page/` that loses the query: a
 * query string therefore only survives on the root path, which needs no slash.
 * Hashes survive that redirect, so the anchor test can target a deeper page.
 */
export const redirectTargetTests = {
  queryString: {from: '/home/query-string/', to: '/?source=home-redirect'},
  anchor: {from: '/home/anchor/', to: '/community/support/#before-you-ask'},
  absoluteUrl: {from: '/home/absolute-url/', to: 'https://github.com/facebook/docusaurus'},
} as const satisfies Record<string, Redirect>;

/**
 * URLs of the framework's own site (docusaurus.io) whose page has another URL
 * here, or no page of its own: each lands on the page that covers the same
 * topic. Readers follow these from old bookmarks, search results and links all
 * over the web. The full list of URLs checked is in e2e/support/legacyUrls.ts.
 */
export const legacySiteRedirects: Redirect[] = [
  // Blog posts: same date, our slug.
  {from: '/blog/2018/04/30/How-I-Converted-Profilo-To-Docusaurus/', to: '/blog/2018/04/30/profilo-docs-on-docusaurus/'},
  {from: '/blog/2018/09/11/Towards-Docusaurus-2/', to: '/blog/2018/09/11/the-road-to-docusaurus-2/'},
  {from: '/blog/2018/12/14/Happy-First-Birthday-Slash/', to: '/blog/2018/12/14/docusaurus-turns-one/'},
  {from: '/blog/2019/12/30/docusaurus-2019-recap/', to: '/blog/2019/12/30/looking-back-at-2019/'},
  {from: '/blog/2020/01/07/tribute-to-endi/', to: '/blog/2020/01/07/remembering-endi/'},
  {from: '/blog/2021/01/19/docusaurus-2020-recap/', to: '/blog/2021/01/19/looking-back-at-2020/'},
  {from: '/blog/2021/03/09/releasing-docusaurus-i18n/', to: '/blog/2021/03/09/translate-your-site-with-docusaurus-2/'},
  {from: '/blog/2021/05/12/announcing-docusaurus-two-beta/', to: '/blog/2021/05/12/docusaurus-2-enters-beta/'},
  {from: '/blog/2021/11/21/algolia-docsearch-migration/', to: '/blog/2021/11/21/search-with-docsearch-3/'},
  {from: '/blog/2022/01/24/docusaurus-2021-recap/', to: '/blog/2022/01/24/looking-back-at-2021/'},
  {from: '/blog/2022/08/01/announcing-docusaurus-2.0/', to: '/blog/2022/08/01/docusaurus-2-is-here/'},
  // Blog posts on the same topic under another date.
  {from: '/blog/preparing-your-site-for-docusaurus-v3/', to: '/blog/2023/09/20/preparing-your-site-for-docusaurus-3/'},
  {
    from: '/blog/upgrading-frontend-dependencies-with-confidence-using-visual-regression-testing/',
    to: '/blog/2024/09/18/visual-regression-testing-for-docs/',
  },
  // No 2.1 release post here: its changelog page says what 2.1 brought.
  {from: '/blog/2022/09/01/docusaurus-2.1/', to: '/changelog/2.1.0/'},
  // Blog tags: the framework's site derives tag paths from labels (kebab case); "meta" has no counterpart.
  {from: '/blog/tags/i-18-n/', to: '/blog/tags/i18n/'},
  {from: '/blog/tags/meta/', to: '/blog/tags/'},
];

export const redirects: Redirect[] = [
  {from: '/home/', to: '/'},
  // The community docs have no index page: their entry point is "Getting help".
  {from: '/community/', to: '/community/support/'},
  ...movedToCommunity,
  ...legacySiteRedirects,
  ...Object.values(redirectTargetTests),
];

/**
 * Old-style `.html` links (`/docs/installation.html`) reach the page on any
 * static host: the plugin writes a redirect page at `/docs/installation.html/index.html`
 * for every route, which hosts serve after redirecting the folder to its slash
 * form. nginx answers these paths itself with a 301 (scripts/nginx/config.mjs).
 */
export const fromExtensions = ['html'];
