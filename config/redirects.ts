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

export const redirects: Redirect[] = [
  {from: '/home/', to: '/'},
  // The community docs have no index page: their entry point is "Getting help".
  {from: '/community/', to: '/community/support/'},
  ...movedToCommunity,
  ...Object.values(redirectTargetTests),
];
