// The visited-pages cache of the lite offline worker (./offlineWorker.mjs):
// stores a page, finds a stored one (visited pages, then the lite precache),
// and keeps a Markdown twin the reader copied. Imported by the worker, so it is
// bundled with it (the PWA plugin's `swCustom`); it touches only `caches` and
// `fetch`, never the worker's own state.
import {liteCacheName, pageKey, pagesCacheName, twinToKeep} from './offlineWorkerCore.mjs';

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
