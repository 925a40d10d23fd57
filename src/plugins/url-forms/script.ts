/**
 * A static host without rewrite rules serves `/docs/installation/index.html`
 * as a file. The framework's router then sees a path none of its routes
 * matches: `preload()` of `@docusaurus/core` looks routes up by the raw
 * `location.pathname` (only rendering strips `.html` and `/index.html`, in
 * `normalizeLocation`), so the page's chunk is not loaded before hydration,
 * React finds the loading placeholder where the server rendered the page
 * (error #418) and renders the whole root again on the client (#423).
 *
 * This script runs in the page's head, before the deferred app scripts, and
 * puts the page's own path in the address bar with `history.replaceState`
 * (no reload, query and hash kept), so the router boots on the route the page
 * was rendered for. The page's path is its `<link rel="canonical">` (rendered
 * before the plugins' head tags) when that names the same page, else the
 * trailing-slash form. A page routed at an `.html` path (the 404 page,
 * `/404.html`, whose canonical URL the site writes as `/404.html/`) is left
 * alone.
 */
export const urlFormScript = `(function () {
  try {
    var path = location.pathname;
    var form = /^(.*?)(?:\\/index)?\\.html$/.exec(path);
    if (!form) return;
    var link = document.querySelector('link[rel="canonical"]');
    var canonical = link ? new URL(link.href).pathname : '';
    if (canonical.replace(/\\/$/, '') === path) return;
    var page = form[1].replace(/\\/?$/, '/');
    if (canonical.replace(/\\/$/, '') === form[1]) page = canonical;
    history.replaceState(history.state, '', page + location.search + location.hash);
  } catch (error) {}
})();`;
