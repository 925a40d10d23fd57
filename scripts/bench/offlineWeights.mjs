// Helpers of the offline bench (./offline.mjs) that e2e/offline-budget.spec.ts
// shares: how each offline-mode strategy is set up in Chromium, what the
// service worker stored (Cache Storage), and what it weighs compressed,
// measured on the build's files. No import.meta here: Playwright's loader
// transpiles the modules the specs import and cannot handle it.
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {isCompressible} from '../precompress/precompress.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * Files and compressed bytes.
 * @typedef {object} Weight
 * @property {number} files
 * @property {number} gzip
 * @property {number} brotli
 */

/**
 * @typedef {object} CachedWeightExtra
 * @property {Record<string, Weight>} byKind
 * @property {string[]} missing Cached paths with no file in the build.
 */
/** @typedef {Weight & CachedWeightExtra} CachedWeight */

/**
 * How a strategy is set up in a fresh browser context.
 * @typedef {object} Strategy
 * @property {{width: number, height: number}} viewport
 * @property {string} query Appended to the first page's URL.
 * @property {() => void} [init] Runs in the page before its scripts (addInitScript).
 */

/** The first page of every run: the docs of the current version, as in the issue. */
export const firstPage = '/docs/';

const desktop = {width: 1280, height: 800};
const phone = {width: 390, height: 844};

/**
 * How each strategy is made to apply in Chromium. `appInstalled` is left out:
 * it needs the installed-app flag under the site's storage namespace, and it
 * takes the same path as `standalone` (full tier).
 * @type {Record<string, Strategy>}
 */
export const strategies = {
  none: {viewport: desktop, query: ''},
  mobile: {viewport: phone, query: ''},
  saveData: {
    viewport: desktop,
    query: '',
    init: () => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {}}),
      });
    },
  },
  standalone: {
    viewport: desktop,
    query: '',
    init: () => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query) =>
        /display-mode:\s*standalone/.test(query)
          ? // A stand-in with the members the site reads, not a whole MediaQueryList.
            /** @type {MediaQueryList} */ (
              /** @type {unknown} */ ({
                matches: true,
                media: query,
                addEventListener() {},
                removeEventListener() {},
                addListener() {},
                removeListener() {},
              })
            )
          : original(query);
    },
  },
  queryString: {viewport: desktop, query: '?offlineMode=true'},
};

/**
 * What a cached URL is, for the report's breakdown.
 * @param {string} pathname
 * @returns {string}
 */
export function kindOf(pathname) {
  if (pathname.startsWith('/pagefind/')) {
    return 'search index';
  }
  if (pathname.endsWith('/') || pathname.endsWith('.html')) {
    const [section = '', second = ''] = pathname.split('/').filter(Boolean);
    if (section === 'docs') {
      return `HTML docs ${/^\d+\.\d+\.\d+$/.test(second) ? second : 'Canary'}`;
    }
    return ['blog', 'changelog', 'community', 'tests', '__docusaurus'].includes(section)
      ? `HTML ${section}`
      : 'HTML other pages';
  }
  if (/\.m?js$/.test(pathname)) {
    return 'scripts';
  }
  if (pathname.endsWith('.css')) {
    return 'styles';
  }
  if (/\.(?:png|jpe?g|gif|svg|ico|webp|avif)$/.test(pathname)) {
    return 'images';
  }
  return 'other';
}

/**
 * The build file a cached URL's pathname was served from (trailingSlash: pages are folder/index.html).
 * @param {string} pathname
 * @returns {string}
 */
export function buildFileFor(pathname) {
  const decoded = decodeURIComponent(pathname).replace(/^\/+/, '');
  return decoded === '' || decoded.endsWith('/') ? `${decoded}index.html` : decoded;
}

/** @type {(file: string) => number | null} */
const sizeOf = (file) => (existsSync(file) ? statSync(file).size : null);

/**
 * A text file's compressed sizes when the build wrote no copies (files under
 * 1 KB, or a build made with `npx docusaurus build`, which skips the postbuild
 * step), at the build's settings.
 * @param {string} file
 * @param {number} raw Size of the file itself.
 * @returns {{gzip: number, brotli: number}}
 */
function compressedInMemory(file, raw) {
  if (!isCompressible(file, raw, 0)) {
    return {gzip: raw, brotli: raw};
  }
  const bytes = readFileSync(file);
  return {
    gzip: Math.min(raw, gzipSync(bytes, {level: 9}).length),
    brotli: Math.min(raw, brotliCompressSync(bytes, {params: {[constants.BROTLI_PARAM_QUALITY]: 10}}).length),
  };
}

/**
 * Compressed weight of cached URLs, from the build: gzip (the .gz copy the
 * build writes for text files; images and Pagefind's pre-gzipped chunks as
 * they are) and brotli likewise. URLs with no file in the build are counted apart.
 * @param {string[]} urls
 * @param {string} buildDir
 * @returns {CachedWeight}
 */
export function weighCachedUrls(urls, buildDir) {
  /** @type {Record<string, Weight>} */
  const byKind = {};
  const total = {files: 0, gzip: 0, brotli: 0};
  /** @type {string[]} */
  const missing = [];
  for (const url of new Set(urls.map((item) => new URL(item).pathname))) {
    const file = path.join(buildDir, buildFileFor(url));
    const raw = sizeOf(file);
    if (raw === null) {
      missing.push(url);
      continue;
    }
    const copies = {gzip: sizeOf(`${file}.gz`), brotli: sizeOf(`${file}.br`)};
    const {gzip, brotli} = copies.gzip !== null && copies.brotli !== null ? copies : compressedInMemory(file, raw);
    const kind = kindOf(url);
    const row = (byKind[kind] ??= {files: 0, gzip: 0, brotli: 0});
    for (const target of [row, total]) {
      target.files += 1;
      target.gzip += gzip;
      target.brotli += brotli;
    }
  }
  return {...total, byKind, missing};
}

/**
 * Every URL in the page's Cache Storage.
 * @param {Page} page
 * @returns {Promise<string[]>}
 */
export async function cachedUrls(page) {
  return page.evaluate(async () => {
    /** @type {string[]} */
    const urls = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/**
 * Waits until the worker is active and its caches have not grown for `quietMs`; at most `timeoutMs`.
 * @param {Page} page
 * @param {{quietMs?: number, timeoutMs?: number}} [options]
 * @returns {Promise<void>}
 */
export async function waitForStoredFiles(page, {quietMs = 3000, timeoutMs = 90_000} = {}) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const count = (await cachedUrls(page)).length;
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) {
      return;
    }
    await page.waitForTimeout(500);
  }
}
