// Bundled by esbuild at test time only (scripts/bench/searchModule.mjs), never shipped:
// the site's shared search core (the one the modal and /search/ use) on the page's window,
// so the bench and the e2e floor rank queries exactly as readers get them.
import {searchPages} from '../../src/plugins/search/client/adapter';
import {loadPagefind} from '../../src/plugins/search/client/loadPagefind';
import type {PagefindApi} from '../../src/plugins/search/client/pagefindTypes';
import type {FacetFilters} from '../../src/plugins/search/client/query';

/** Pagefind searches the core started during one query, and the result objects they returned. */
interface SearchWork {
  searches: number;
  results: number;
}

let current: SearchWork = {searches: 0, results: 0};
const counted = new WeakSet<PagefindApi>();

/**
 * Counts the index's searches for the query under way: each parses one result object per page found in
 * Pagefind's WebAssembly answer, on the main thread, so their number says how much work a keystroke asks
 * whatever the machine's load (scripts/bench/searchMeasure.mjs searchWork). Kept searches are not asked again.
 */
function countSearches(pagefind: PagefindApi): void {
  if (counted.has(pagefind)) return;
  counted.add(pagefind);
  const search = pagefind.search.bind(pagefind);
  pagefind.search = async (term, options) => {
    const work = current;
    work.searches += 1;
    const response = await search(term, options);
    work.results += response?.results.length ?? 0;
    return response;
  };
}

async function rank(
  queries: string[],
  facetFilters: FacetFilters,
  depth = 5,
): Promise<{urls: string[]; total: number; ms: number; work: SearchWork}[]> {
  const pagefind = await loadPagefind('/pagefind/');
  countSearches(pagefind);
  const out = [];
  for (const query of queries) {
    current = {searches: 0, results: 0};
    const work = current;
    const started = performance.now();
    const found = await searchPages(pagefind, query, facetFilters);
    const pages = await found.load(0, depth);
    // `work` may still grow: a search started for this query and not awaited by it counts here when it ends.
    out.push({urls: pages.map((page) => page.url), total: found.total, ms: performance.now() - started, work});
  }
  return out;
}

(window as unknown as {__searchModule: unknown}).__searchModule = {rank};
