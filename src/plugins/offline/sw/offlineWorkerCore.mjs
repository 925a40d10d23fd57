// Decisions of the lite offline worker (./offlineWorker.mjs), as pure functions
// over URLs and the lite plan, so they are unit-tested in Node. Plain
// JavaScript: the PWA plugin bundles the worker with Babel only, without a
// TypeScript loader, so it is typed with JSDoc, which tsc checks (checkJs).

/** @typedef {import('../litePlan').LiteManifest} LiteManifest */
/** @typedef {import('../litePlan').LiteEntry} LiteEntry */

/** The live copy of the app shell and of one docs version's search index. */
export const liteCacheName = 'docusaurus-offline-lite';
/** Where a new worker downloads its copy while the old one still serves (see activate). */
export const liteStagingCacheName = 'docusaurus-offline-lite-next';
/** Pages the reader visited, with the scripts and styles they loaded. */
export const pagesCacheName = 'docusaurus-offline-pages';
/**
 * Every cache this worker writes, for clean-up when the reader leaves the lite tier.
 * @type {readonly string[]}
 */
export const liteCacheNames = [liteCacheName, liteStagingCacheName, pagesCacheName];

/** The message a page sends when the reader opens a page (./client/registerSw.ts). */
export const visitMessageType = 'OFFLINE_LITE_VISIT';

/**
 * The message a page sends when the reader copied a page's Markdown twin
 * (src/components/CopyPage): the twin is kept for offline copies. Twins are
 * kept only then, so they cost the lite tier nothing until a reader copies one.
 */
export const twinMessageType = 'OFFLINE_LITE_KEEP_TWIN';

/** The lite plan (src/plugins/offline/litePlan.ts, LiteManifest) at the site root. */
export const liteManifestPath = 'offline-lite.json';

/**
 * @param {any} value
 * @returns {value is LiteEntry[]}
 */
function isEntryList(value) {
  return (
    Array.isArray(value) && value.every((entry) => entry && typeof entry.url === 'string' && entry.url.startsWith('/'))
  );
}

/**
 * Whether a fetched plan has the shape the worker relies on.
 * @param {unknown} value
 * @returns {value is LiteManifest}
 */
export function isLiteManifest(value) {
  const plan = /** @type {any} */ (value);
  return (
    !!plan &&
    typeof plan.id === 'string' &&
    isEntryList(plan.shell) &&
    Array.isArray(plan.scopes) &&
    plan.scopes.every(
      (scope) =>
        scope && typeof scope.tag === 'string' && typeof scope.pathPrefix === 'string' && isEntryList(scope.entries),
    ) &&
    (plan.defaultScope === null || typeof plan.defaultScope === 'string')
  );
}

/**
 * The docs version whose search index a reader at this path needs: the
 * version whose pages the path is under (scopes come longest prefix first),
 * else the version search uses on pages outside the docs.
 * @param {string} pathname
 * @param {LiteManifest} manifest
 * @returns {string | null}
 */
export function scopeForPath(pathname, manifest) {
  const scope = manifest.scopes.find((candidate) => pathname.startsWith(candidate.pathPrefix));
  return scope ? scope.tag : manifest.defaultScope;
}

/**
 * The entries of one scope; none for an unknown or null tag.
 * @param {LiteManifest} manifest
 * @param {string | null} tag
 * @returns {string[]}
 */
export function scopeUrls(manifest, tag) {
  const scope = manifest.scopes.find((candidate) => candidate.tag === tag);
  return scope ? scope.entries.map((entry) => entry.url) : [];
}

/**
 * What a lite worker downloads for a reader of this scope: the app shell and that version's index.
 * @param {LiteManifest} manifest
 * @param {string | null} tag
 * @returns {string[]}
 */
export function liteUrlsFor(manifest, tag) {
  return [...new Set([...manifest.shell.map((entry) => entry.url), ...scopeUrls(manifest, tag)])];
}

/**
 * The scope whose files are all in the cache, if any (the one stored last when several are).
 * @param {LiteManifest} manifest
 * @param {ReadonlySet<string>} cachedPaths
 * @returns {string | null}
 */
export function cachedScope(manifest, cachedPaths) {
  const complete = manifest.scopes.filter(
    (scope) => scope.entries.length > 0 && scope.entries.every((entry) => cachedPaths.has(entry.url)),
  );
  return complete.length > 0 ? complete[complete.length - 1].tag : null;
}

/**
 * Search files are asked for with a cache-busting query (Pagefind adds
 * `?ts=` to its entry file): matched without it.
 * @param {string} pathname
 * @param {string} basePath
 * @returns {boolean}
 */
export function matchIgnoringSearch(pathname, basePath) {
  return pathname.startsWith(`${basePath}pagefind/`);
}

/**
 * Files the worker keeps when a page loads them: the page's scripts and
 * styles, whose names carry a content hash. Not prefetches (destination ''),
 * which are for pages not visited, nor images, which a reader saving data
 * does without offline.
 * @param {string} pathname
 * @param {string} destination
 * @param {string} basePath
 * @returns {boolean}
 */
export function isStorableAsset(pathname, destination, basePath) {
  return (
    (destination === 'script' || destination === 'style') &&
    pathname.startsWith(`${basePath}assets/`) &&
    /\.(?:js|css)$/.test(pathname)
  );
}

/**
 * The cache key of a page: its URL without query or hash (`?offlineMode=true` is the same page).
 * @param {string} url
 * @returns {string}
 */
export function pageKey(url) {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * Same-origin script and style URLs of a visit message, within the site.
 * @param {unknown} assets
 * @param {string} origin
 * @param {string} basePath
 * @returns {string[]}
 */
export function visitAssets(assets, origin, basePath) {
  if (!Array.isArray(assets)) {
    return [];
  }
  /** @type {string[]} */
  const urls = [];
  for (const asset of assets) {
    if (typeof asset !== 'string') {
      continue;
    }
    let url;
    try {
      url = new URL(asset, origin);
    } catch {
      continue;
    }
    if (url.origin === origin && url.pathname.startsWith(`${basePath}assets/`) && /\.(?:js|css)$/.test(url.pathname)) {
      urls.push(`${url.origin}${url.pathname}`);
    }
  }
  return [...new Set(urls)];
}

/**
 * The page path of a visit message, when it is a page of this site.
 * @param {unknown} message
 * @param {string} basePath
 * @returns {string | null}
 */
export function visitPath(message, basePath) {
  const visit = /** @type {any} */ (message);
  const path = visit && typeof visit.path === 'string' ? visit.path : null;
  return path && path.startsWith(basePath) && !path.includes('..') ? path : null;
}

/**
 * The path of the Markdown twin a copy message names, when it is one of this
 * site's (`/docs/installation.md`): a plain path under the worker's scope
 * ending in `.md`, without a query, a fragment or a step up.
 * @param {unknown} message
 * @param {string} basePath
 * @returns {string | null}
 */
export function twinToKeep(message, basePath) {
  const path = /** @type {any} */ (message)?.path;
  return typeof path === 'string' &&
    path.startsWith(basePath) &&
    path.endsWith('.md') &&
    !path.includes('..') &&
    !/[?#\\]|\/\//.test(path)
    ? path
    : null;
}

/**
 * Whether a navigation's answer is stored as a page for offline reading: HTML
 * only. "View as Markdown" opens a twin by navigation too, but a twin is kept
 * only when the reader copies it (issue 34), through twinToKeep above.
 * @param {string | null} contentType the answer's Content-Type header
 */
export function storesNavigation(contentType) {
  return /^text\/html(?:;|$)/i.test((contentType ?? '').trim());
}
