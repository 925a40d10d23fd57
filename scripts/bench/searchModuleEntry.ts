// Bundled by esbuild at test time only (scripts/bench/searchModule.mjs), never shipped:
// the site's shared search core (the one the modal and /search/ use) on the page's window,
// so the bench and the e2e floor rank queries exactly as readers get them.
import {searchPages} from '../../src/plugins/search/client/adapter';
import {loadPagefind} from '../../src/plugins/search/client/loadPagefind';
import type {FacetFilters} from '../../src/plugins/search/client/query';

async function rank(
  queries: string[],
  facetFilters: FacetFilters,
  depth = 5,
): Promise<{urls: string[]; total: number; ms: number}[]> {
  const pagefind = await loadPagefind('/pagefind/');
  const out = [];
  for (const query of queries) {
    const started = performance.now();
    const found = await searchPages(pagefind, query, facetFilters);
    const pages = await found.load(0, depth);
    out.push({urls: pages.map((page) => page.url), total: found.total, ms: performance.now() - started});
  }
  return out;
}

(window as unknown as {__searchModule: unknown}).__searchModule = {rank};
