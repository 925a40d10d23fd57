// The bytes half of `npm run bench:attribution` (attribution.mjs): makes the
// build with hidden source maps, loads a built script with its map, lists the
// scripts a first visit runs and prefetches, and sums their bytes by category
// and module group (attributionBytes.mjs does one script).
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {attributeScript, sumCategories} from './attributionBytes.mjs';
import {buildDir, root} from './attributionOptions.mjs';

/** @typedef {import('./attributionCategories.mjs').Category} Category */

export function buildWithSourceMaps() {
  console.log(`Building with hidden source maps into ${path.relative(root, buildDir)}/ ...`);
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', buildDir], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, BUILD_SOURCE_MAPS: 'true', NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0) {
    throw new Error(`docusaurus build exited with ${result.status}`);
  }
}

/** @type {Map<string, Promise<{code: string, map: any, decoded?: import('./attributionSourceMaps.mjs').Segment[][]}>>} */
const scriptCache = new Map();

/** A built script and its source map, by URL path. */
export function loadScript(/** @type {string} */ pathname) {
  let entry = scriptCache.get(pathname);
  if (!entry) {
    entry = (async () => {
      const file = path.join(buildDir, decodeURIComponent(pathname));
      const code = await readFile(file, 'utf8');
      // Rspack writes no map for a few tiny re-export chunks: their bytes count as unmapped.
      const map = existsSync(`${file}.map`)
        ? JSON.parse(await readFile(`${file}.map`, 'utf8'))
        : {sources: [], names: [], mappings: ''};
      return {code, map};
    })();
    scriptCache.set(pathname, entry);
  }
  return entry;
}

/** @type {Map<string, ReturnType<typeof attributeScript>>} */
const attributed = new Map();

async function attributionOf(/** @type {string} */ pathname) {
  let result = attributed.get(pathname);
  if (!result) {
    const {code, map} = await loadScript(pathname);
    result = attributeScript(code, map, root);
    attributed.set(pathname, result);
  }
  return result;
}

/**
 * The scripts a first visit runs, in the order they arrive, and the route
 * chunks it prefetches (`Sec-Purpose: prefetch`), by URL path.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function firstLoadScripts(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    /** @type {Array<Promise<{pathname: string, prefetch: boolean} | null>>} */
    const seen = [];
    page.on('response', (response) => {
      seen.push(
        (async () => {
          const {pathname} = new URL(response.url());
          if (response.status() !== 200 || !pathname.endsWith('.js')) {
            return null;
          }
          const {'sec-purpose': purpose = ''} = await response.request().allHeaders();
          return {pathname, prefetch: purpose.includes('prefetch')};
        })(),
      );
    });
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    if (response?.status() !== 200) {
      throw new Error(`${url} answered ${response?.status()}`);
    }
    const scripts = (await Promise.all(seen)).filter((s) => s !== null);
    return {
      run: [...new Set(scripts.filter((s) => !s.prefetch).map((s) => s.pathname))],
      prefetched: [...new Set(scripts.filter((s) => s.prefetch).map((s) => s.pathname))],
    };
  } finally {
    await context.close();
  }
}

/**
 * Sums the attribution of a list of scripts: gzip and raw bytes per category,
 * and the module groups of our code and of everything, heaviest first.
 * @param {string[]} scripts
 */
export async function summarise(scripts) {
  const results = await Promise.all(scripts.map(attributionOf));
  /** @type {Map<string, {category: Category, raw: number, gzip: number}>} */
  const modules = new Map();
  for (const {modules: list} of results) {
    for (const [group, entry] of list) {
      const total = modules.get(group) ?? {category: entry.category, raw: 0, gzip: 0};
      total.raw += entry.raw;
      total.gzip += entry.gzip;
      modules.set(group, total);
    }
  }
  const sorted = [...modules].sort((a, b) => b[1].gzip - a[1].gzip);
  return {
    files: scripts.length,
    gzip: sumCategories(results.map((r) => r.gzip)),
    raw: sumCategories(results.map((r) => r.raw)),
    ours: sorted.filter(([, m]) => m.category === 'ours').map(([group, m]) => ({group, ...m})),
    top: sorted.slice(0, 15).map(([group, m]) => ({group, ...m})),
  };
}
