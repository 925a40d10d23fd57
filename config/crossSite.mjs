// The site and its test area are two Docusaurus sites served from one origin: the
// site at `/`, the test area at `/tests/` (tests-area/docusaurus.config.ts). Each
// site's router and broken-link checker know only its own routes, so a link from
// one to the other must be a plain `<a>` that the browser loads in full, and
// scripts/cross-site-links/ checks after the build that each such link lands on a
// built file. Plain JavaScript so that build scripts read the same facts.

/** The base URL of the test area's site: every one of its routes starts with it. */
export const testsBaseUrl = '/tests/';

/**
 * Whether a URL path is served by the test area's site.
 * @param {string} pathname
 */
export function isTestsPath(pathname) {
  return pathname === testsBaseUrl.slice(0, -1) || pathname.startsWith(testsBaseUrl);
}

/**
 * The props of a navbar or footer item that links to a page of the other site.
 * `@docusaurus/Link` routes a same-origin link on the client (and reports it as
 * broken when this site has no such route) unless its target is another browsing
 * context than `_self`: `_top` is this one at the top level, so the link stays in
 * the tab and the browser loads the page in full. `autoAddBaseUrl: false` keeps the
 * path as written: the test area's site would prefix `/tests/` to `/docs/`. Unlike a
 * `pathname://` link, it opens in the same tab and the theme draws no external-link icon.
 * @param {string} path a root-relative path of the other site, such as `/docs/`
 */
export function crossSiteLink(path) {
  if (!path.startsWith('/')) {
    throw new Error(`A cross-site link takes a root-relative path, not ${path}`);
  }
  return /** @type {const} */ ({href: path, target: '_top', autoAddBaseUrl: false});
}
