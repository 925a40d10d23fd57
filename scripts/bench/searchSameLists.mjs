// Whether a change to the search core keeps every ranked list: the bench's queries and the evaluation
// set (./searchEvalSet.mjs), then five queries typed letter by letter, then the set again in reverse
// order (the index warm), ranked in one page per checkout through its own shared core, as the modal
// gets them: each query's page count, its first 20 pages in order, and the hits of the first five
// (URLs, excerpts, highlights). Against the served build of this checkout:
//   node scripts/bench/searchSameLists.mjs --before <other checkout> [--port N]   (default 4391)
// Prints the queries whose lists differ and exits 1 if any does. A check, not a test: it needs a build.
import path from 'node:path';
import {bundleEntry} from './searchModule.mjs';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {searchBenchPairs} from './searchQueries.mjs';
import {searchEvalSet} from './searchEvalSet.mjs';
import {canaryFacetFilters} from './searchRelevance.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The value after --name on the command line. */
function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const entry = `
import {searchPages} from '../../src/plugins/search/client/adapter';
import {loadPagefind} from '../../src/plugins/search/client/loadPagefind';
import {pageToHits} from '../../src/plugins/search/client/hits';
window.__sameLists = async (queries, filters) => {
  const pagefind = await loadPagefind('/pagefind/');
  const out = [];
  for (const query of queries) {
    const found = await searchPages(pagefind, query, filters);
    const head = await found.load(0, 5);
    const hits = head
      .flatMap((page) => pageToHits(page, query))
      .map((hit) => [hit.url, hit.content, JSON.stringify(hit._highlightResult)]);
    const tail = await found.load(5, 15);
    out.push({query, total: found.total, urls: [...head, ...tail].map((page) => page.url), hits});
  }
  return out;
};`;

/**
 * The queries in the order they are ranked: the set, keystrokes, the set reversed.
 * @returns {string[]}
 */
export function sameListsQueries() {
  const queries = [...searchBenchPairs.map((pair) => pair.query), ...searchEvalSet.map((e) => e.query)];
  const typed = [
    'using plugins',
    'node version requirement',
    'pluign',
    'docs:version',
    'how do I add a sidebar',
  ].flatMap((query) => Array.from({length: query.length}, (_, end) => query.slice(0, end + 1)));
  return [...queries, ...typed, ...[...queries].reverse()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const before = option('before');
  if (!before) {
    console.error('Usage: node scripts/bench/searchSameLists.mjs --before <checkout> [--port N]');
    process.exit(2);
  }
  const baseUrl = `http://localhost:${option('port') ?? 4391}`;
  const queries = sameListsQueries();
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  /** @type {{query: string}[][]} */
  const lists = [];
  try {
    for (const checkout of [path.resolve(before), root]) {
      // The site's CSP forbids inline scripts; the bundle is test code injected by the check.
      const page = await (await browser.newContext({bypassCSP: true})).newPage();
      await page.goto(`${baseUrl}/docs/installation/`);
      await page.addScriptTag({content: await bundleEntry(entry, checkout)});
      lists.push(
        await page.evaluate(({list, filters}) => /** @type {any} */ (window).__sameLists(list, filters), {
          list: queries,
          filters: canaryFacetFilters,
        }),
      );
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  const differ = queries.filter((_, i) => JSON.stringify(lists[0][i]) !== JSON.stringify(lists[1][i]));
  for (const query of differ.slice(0, 20)) console.log(`differs: ${query}`);
  console.log(`${queries.length} ranked lists, ${differ.length} differ`);
  process.exitCode = differ.length > 0 ? 1 : 0;
}
