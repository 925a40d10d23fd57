// Whether a query's ranked list depends on what was searched before it: each query of the bench and
// of the evaluation set (./searchEvalSet.mjs) is ranked cold, on a Pagefind instance of its own that
// has loaded nothing else, and warm, on one instance that ranks the whole set in order and then
// again in reverse (the second pass finds most index chunks loaded and the first pass's lists kept).
// Compared: the page count and the first 20 pages in order, as the modal and /search/ get them.
// With --terms, also every Pagefind search (term and filters) whose list (pages and scores) differs
// cold and warm, which names the cause. Against the served build of this checkout:
//   node scripts/bench/searchColdWarm.mjs [--port N] [--terms]   (default port 4391)
// Prints the queries whose lists differ and exits 1 if any does. A check, not a test: it needs a build.
import path from 'node:path';
import {chromium} from '@playwright/test';
import {bundleEntry} from './searchModule.mjs';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {searchBenchPairs} from './searchQueries.mjs';
import {searchEvalSet} from './searchEvalSet.mjs';
import {canaryFacetFilters} from './searchRelevance.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

const entry = `
import {searchPages} from '../../src/plugins/search/client/adapter';
import {openIndex} from '../../src/plugins/search/client/loadPagefind';
/** The index with every Pagefind search it answers recorded: term and filters, pages and scores. */
function recording(instance, searches) {
  const wrapped = Object.create(instance);
  wrapped.search = async (term, options) => {
    const response = await instance.search(term, options);
    const list = (response?.results ?? []).map((result) => [result.id, +(result.score ?? 0).toFixed(4)]);
    searches.set(JSON.stringify([term, options?.filters ?? null]), JSON.stringify(list));
    return response;
  };
  return wrapped;
}
async function rankOne(pagefind, query, filters) {
  const found = await searchPages(pagefind, query, filters);
  const pages = [...(await found.load(0, 5)), ...(await found.load(5, 15))];
  return JSON.stringify({total: found.total, urls: pages.map((page) => page.url)});
}
window.__coldWarm = async (queries, filters) => {
  const coldSearches = new Map();
  const cold = [];
  for (const query of queries) {
    const instance = await openIndex('/pagefind/', '/pagefind/');
    cold.push(await rankOne(recording(instance, coldSearches), query, filters));
    await instance.destroy?.();
  }
  const warmSearches = new Map();
  const shared = recording(await openIndex('/pagefind/', '/pagefind/'), warmSearches);
  const forward = [];
  for (const query of queries) forward.push(await rankOne(shared, query, filters));
  const reverse = [];
  for (const query of [...queries].reverse()) reverse.push(await rankOne(shared, query, filters));
  reverse.reverse();
  const terms = [...coldSearches].filter(([key, list]) => warmSearches.has(key) && warmSearches.get(key) !== list);
  return {cold, forward, reverse, terms: terms.map(([key, list]) => ({key, cold: list, warm: warmSearches.get(key)}))};
};`;

/** The value after --name on the command line. */
function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Every query of the bench and of the evaluation set, each once, in the bench's order. */
export function coldWarmQueries() {
  return [...new Set([...searchBenchPairs.map((pair) => pair.query), ...searchEvalSet.map((e) => e.query)])];
}

/**
 * The queries whose warm list (either pass) is not their cold list.
 * @param {string[]} queries
 * @param {{cold: string[], forward: string[], reverse: string[]}} lists
 */
export function differingQueries(queries, {cold, forward, reverse}) {
  return queries.filter((_, i) => forward[i] !== cold[i] || reverse[i] !== cold[i]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = `http://localhost:${option('port') ?? 4391}`;
  const queries = coldWarmQueries();
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  let result;
  try {
    // The site's CSP forbids inline scripts; the bundle is test code injected by the check.
    const page = await (await browser.newContext({bypassCSP: true})).newPage();
    await page.goto(`${baseUrl}/docs/installation/`);
    await page.addScriptTag({content: await bundleEntry(entry, root)});
    result = await page.evaluate(({list, filters}) => /** @type {any} */ (window).__coldWarm(list, filters), {
      list: queries,
      filters: canaryFacetFilters,
    });
  } finally {
    await browser.close();
  }
  const differ = differingQueries(queries, result);
  for (const query of differ) {
    const i = queries.indexOf(query);
    const top = (list) => JSON.parse(list).urls.slice(0, 5).join(' ');
    const pass = result.forward[i] !== result.cold[i] ? 'forward' : 'reverse';
    const warm = pass === 'forward' ? result.forward[i] : result.reverse[i];
    const topDiffers = top(result.cold[i]) !== top(warm);
    console.log(`differs (${pass}${topDiffers ? ', top 5' : ''}): ${query}`);
  }
  if (process.argv.includes('--terms')) {
    for (const {key, cold, warm} of result.terms) {
      console.log(`term ${key}: cold ${JSON.parse(cold).length} pages, warm ${JSON.parse(warm).length}`);
      console.log(`  cold ${cold.slice(0, 300)}\n  warm ${warm.slice(0, 300)}`);
    }
  }
  console.log(
    `${queries.length} queries ranked cold and warm, ${differ.length} differ; ${result.terms.length} Pagefind searches differ`,
  );
  process.exitCode = differ.length > 0 ? 1 : 0;
}
