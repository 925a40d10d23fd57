// The PWA plugin's `swCustom`: runs in the service worker with the params the
// page registered it with, before the plugin adds its own listeners, so these
// listeners run first. The plugin precaches its whole (budgeted) manifest when
// `offlineMode` is true, the full tier. The registration (../client/registerSw.ts)
// passes `offlineMode: false, lite: true` to a reader on a phone-sized screen
// or with Data Saver: the plugin then stays idle and this worker keeps, within
// 1 MB, the app shell and the search index of the docs version being read
// (offline-lite.json, ../litePlan.ts), and the pages the reader visits.
import {
  cachedScope,
  isLiteManifest,
  isStorableAsset,
  liteCacheName,
  liteCacheNames,
  liteManifestPath,
  liteStagingCacheName,
  liteUrlsFor,
  matchIgnoringSearch,
  pageKey,
  pagesCacheName,
  scopeForPath,
  scopeUrls,
  twinMessageType,
  storesNavigation,
  visitAssets,
  visitMessageType,
  visitPath,
} from './offlineWorkerCore.mjs';
import {cachedPage, keepCopiedTwinsInFullTier, keepTwin, storePage} from './offlinePageStore.mjs';

/** @typedef {import('../litePlan').LiteManifest} LiteManifest */
/** @typedef {import('./workerScope').FetchEvent} FetchEvent */

const worker = /** @type {import('./workerScope').WorkerScope} */ (/** @type {unknown} */ (self));

const basePath = new URL(worker.registration.scope).pathname;
const liteManifestUrl = new URL(liteManifestPath, worker.registration.scope).href;

let debug = false;
/**
 * @param {string} message
 * @param {unknown} [details]
 */
function log(message, details) {
  if (debug) {
    console.log(`[offline-lite] ${message}`, details ?? '');
  }
}

/**
 * Hashed assets may come from the HTTP cache; other files are revalidated (a new deployment keeps their names).
 * @param {string} url
 * @returns {Request}
 */
function precacheRequest(url) {
  return new Request(url, {cache: url.startsWith(`${basePath}assets/`) ? 'default' : 'no-cache'});
}

/**
 * @param {Cache} cache
 * @returns {Promise<LiteManifest | null>}
 */
async function readLiteManifest(cache) {
  const response = await cache.match(liteManifestUrl);
  const manifest = response ? await response.json() : null;
  return isLiteManifest(manifest) ? manifest : null;
}

/**
 * Tasks that touch the caches run one after the other (visits can arrive in bursts).
 * @type {Promise<unknown>}
 */
let queue = Promise.resolve();
/**
 * @param {() => Promise<unknown>} task
 * @returns {Promise<unknown>}
 */
function enqueue(task) {
  queue = queue.then(task).catch((error) => log('task failed', error));
  return queue;
}

/**
 * Install: download the plan, the app shell and the index of the version the
 * reader is on, into a staging cache. The active worker (an older deployment)
 * keeps serving its own copy until this one takes over.
 */
async function install() {
  const response = await fetch(liteManifestUrl, {cache: 'no-cache'});
  const manifest = response.ok ? await response.clone().json() : null;
  if (!isLiteManifest(manifest)) {
    throw new Error(`${liteManifestUrl} is missing or malformed`);
  }
  const windows = await worker.clients.matchAll({type: 'window', includeUncontrolled: true});
  const tag = scopeForPath(windows.length > 0 ? new URL(windows[0].url).pathname : basePath, manifest);
  await caches.delete(liteStagingCacheName);
  const staging = await caches.open(liteStagingCacheName);
  await staging.addAll(liteUrlsFor(manifest, tag).map(precacheRequest));
  await staging.put(liteManifestUrl, response);
  log('installed', {tag, manifest: manifest.id});
}

/**
 * Activate (the reader accepted the update, or no page of the old deployment
 * is open): the staged copy becomes the live one, and the pages of the
 * previous deployment go, since their scripts are not this deployment's.
 */
async function activate() {
  const staging = await caches.open(liteStagingCacheName);
  const requests = await staging.keys();
  if (requests.length === 0) {
    return;
  }
  await caches.delete(liteCacheName);
  await caches.delete(pagesCacheName);
  const live = await caches.open(liteCacheName);
  for (const request of requests) {
    await live.put(request, await staging.match(request));
  }
  await caches.delete(liteStagingCacheName);
  log('activated', {files: requests.length});
}

/**
 * Keeps the search index of the version the reader is on: downloads it, then drops the previous one.
 * @param {string} pathname
 */
async function followReader(pathname) {
  const live = await caches.open(liteCacheName);
  const manifest = await readLiteManifest(live);
  if (!manifest) {
    return;
  }
  const wanted = scopeForPath(pathname, manifest);
  const cachedPaths = new Set((await live.keys()).map((request) => new URL(request.url).pathname));
  const current = cachedScope(manifest, cachedPaths);
  if (wanted === null || wanted === current) {
    return;
  }
  await live.addAll(
    scopeUrls(manifest, wanted)
      .filter((url) => !cachedPaths.has(url))
      .map(precacheRequest),
  );
  const keep = new Set(liteUrlsFor(manifest, wanted));
  for (const url of scopeUrls(manifest, current)) {
    if (!keep.has(url)) {
      await live.delete(url);
    }
  }
  log('search index switched', {from: current, to: wanted});
}

/**
 * A page the reader opened (first page, or a client-side navigation): store it and the files it loaded.
 * @param {{path?: unknown, assets?: unknown}} message
 */
async function recordVisit(message) {
  const path = visitPath(message, basePath);
  if (!path) {
    return;
  }
  const url = new URL(path, worker.location.origin).href;
  const pages = await caches.open(pagesCacheName);
  if (!(await cachedPage(url))) {
    const response = await fetch(url);
    if (response.ok && response.type === 'basic') {
      await pages.put(pageKey(url), response);
    }
  }
  for (const asset of visitAssets(message.assets, worker.location.origin, basePath)) {
    if (!(await caches.match(asset))) {
      await pages.add(asset);
    }
  }
  await followReader(new URL(url).pathname);
  log('visit stored', {path});
}

/**
 * Keeps a copied Markdown twin (./offlinePageStore.mjs).
 * @param {unknown} message
 */
async function keepCopiedTwin(message) {
  const path = await keepTwin(message, basePath, worker.location.origin);
  if (path) {
    log('twin stored', {path});
  }
}

/**
 * Pages: the network first (fresh content online), the stored copy offline.
 * @param {FetchEvent} event
 */
function onNavigate(event) {
  let storing = Promise.resolve();
  const response = (async () => {
    try {
      const fresh = await fetch(event.request);
      if (fresh.ok && fresh.type === 'basic' && storesNavigation(fresh.headers.get('content-type'))) {
        storing = storePage(event.request.url, fresh.clone());
      }
      return fresh;
    } catch (error) {
      const stored = await cachedPage(event.request.url);
      if (stored) {
        return stored;
      }
      throw error;
    }
  })();
  event.respondWith(response);
  const {pathname} = new URL(event.request.url);
  event.waitUntil(
    response
      .then(() => storing)
      .then(() => enqueue(() => followReader(pathname)))
      .catch(() => undefined),
  );
}

/**
 * Other files: the stored copy first (hashed or revisioned names), else the network, keeping page scripts and styles.
 * @param {FetchEvent} event
 * @param {URL} url
 */
function onAsset(event, url) {
  const {request} = event;
  let storing = Promise.resolve();
  const response = (async () => {
    const ignoreSearch = matchIgnoringSearch(url.pathname, basePath);
    const stored =
      (await caches.match(request, {cacheName: liteCacheName, ignoreSearch})) ??
      (await caches.match(request, {cacheName: pagesCacheName}));
    if (stored) {
      return stored;
    }
    const fresh = await fetch(request);
    if (fresh.ok && fresh.type === 'basic' && isStorableAsset(url.pathname, request.destination, basePath)) {
      const copy = fresh.clone();
      storing = caches.open(pagesCacheName).then((pages) => pages.put(`${url.origin}${url.pathname}`, copy));
    }
    return fresh;
  })();
  event.respondWith(response);
  event.waitUntil(response.then(() => storing).catch(() => undefined));
}

/** @param {FetchEvent} event */
function onFetch(event) {
  const {request} = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || !url.pathname.startsWith(basePath)) {
    return;
  }
  if (request.mode === 'navigate') {
    onNavigate(event);
  } else {
    onAsset(event, url);
  }
}

async function deleteLiteCaches() {
  await Promise.all(liteCacheNames.map((name) => caches.delete(name)));
}

/**
 * The PWA plugin calls this with the params the page registered the worker with.
 * @param {import('../client/registerSwCore').WorkerParams} params
 */
export default function offlineWorker(params) {
  debug = !!params.debug;
  if (!params.lite) {
    // Full tier or none: the plugin's precache (or nothing) replaces anything a lite worker kept.
    worker.addEventListener('activate', (event) => event.waitUntil(deleteLiteCaches()));
    if (params.offlineMode) {
      keepCopiedTwinsInFullTier(worker, basePath, keepCopiedTwin);
    }
    return;
  }
  worker.addEventListener('install', (event) => event.waitUntil(install()));
  // Queued: the page sees this worker as ready (and sends its first visit) as soon as
  // it starts activating, and that visit must not be stored before the old pages go.
  worker.addEventListener('activate', (event) => event.waitUntil(enqueue(activate)));
  worker.addEventListener('fetch', onFetch);
  worker.addEventListener('message', (event) => {
    if (event.data && event.data.type === visitMessageType) {
      event.waitUntil(enqueue(() => recordVisit(event.data)));
    } else if (event.data && event.data.type === twinMessageType) {
      event.waitUntil(enqueue(() => keepCopiedTwin(event.data)));
    }
  });
}
