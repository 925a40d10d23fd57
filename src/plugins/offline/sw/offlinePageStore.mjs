// The visited-pages cache of the offline worker (./offlineWorker.mjs):
// stores a page, finds a stored one (visited pages, then the lite precache),
// and keeps a Markdown twin the reader copied. Imported by the worker, so it is
// bundled with it (the PWA plugin's `swCustom`); it touches `caches` and `fetch`,
// and the worker only through the scope it is handed (the full tier's twin listeners).
import {liteCacheName, pageKey, pagesCacheName, twinMessageType, twinToKeep} from './offlineWorkerCore.mjs';

/**
 * @param {string} url
 * @param {Response} response
 */
export async function storePage(url, response) {
  const pages = await caches.open(pagesCacheName);
  await pages.put(pageKey(url), response);
}

/**
 * @param {string} url
 * @returns {Promise<Response | undefined>}
 */
export async function cachedPage(url) {
  return (
    (await caches.match(pageKey(url), {cacheName: pagesCacheName})) ??
    (await caches.match(pageKey(url), {cacheName: liteCacheName}))
  );
}

/**
 * A Markdown twin the reader copied (src/components/CopyPage): kept with the
 * visited pages, so a later copy, or opening it, works offline. Only copied
 * twins are kept: the page download never fetches them.
 * @param {unknown} message
 * @param {string} basePath the path of the worker's scope
 * @param {string} origin the site's origin
 * @returns {Promise<string | null>} the twin's path once fetched, null when there was nothing to fetch
 */
export async function keepTwin(message, basePath, origin) {
  const path = twinToKeep(message, basePath);
  if (!path) {
    return null;
  }
  const url = new URL(path, origin).href;
  if (await cachedPage(url)) {
    return null;
  }
  const response = await fetch(url);
  if (response.ok && response.type === 'basic') {
    await storePage(url, response);
  }
  return path;
}

/**
 * The full tier precaches no Markdown twin (the plugin's manifest has none), so a twin
 * the reader copies is kept as in the lite tier, with the visited pages' cache: once
 * this worker is active (its activation empties that cache), until the next one. A
 * twin is read from the network first, so copies stay fresh online, and from the kept
 * copy offline, whether fetched by a copy or opened by "View as Markdown". The
 * plugin's own fetch listener, added after this one, never answers a twin.
 * @param {import('./workerScope').WorkerScope} worker
 * @param {string} basePath the worker's scope path
 * @param {(message: unknown) => Promise<void>} keepCopiedTwin stores the twin a copy message names
 */
export function keepCopiedTwinsInFullTier(worker, basePath, keepCopiedTwin) {
  worker.addEventListener('message', (event) => {
    if (event.data && event.data.type === twinMessageType) {
      event.waitUntil(keepCopiedTwin(event.data));
    }
  });
  worker.addEventListener('fetch', (event) => {
    const {request} = event;
    const url = new URL(request.url);
    if (
      request.method !== 'GET' ||
      url.origin !== worker.location.origin ||
      twinToKeep({path: url.pathname}, basePath) === null
    ) {
      return;
    }
    event.respondWith(
      fetch(request).catch(async (error) => {
        const kept = await cachedPage(request.url);
        if (kept) {
          return kept;
        }
        throw error;
      }),
    );
  });
}
