// Relevance of the site's shared search core (the one the modal and /search/ use, bundled by
// ./searchModule.mjs) on an evaluation set, per category and for tuning and held-out entries apart.
// Used by the bench (./search.mjs) and the e2e floor (e2e/search-relevance.spec.ts).
import {bundleSearchModule} from './searchModule.mjs';

/** @typedef {{query: string, expected: string | null, alsoOk?: string[] | string, category: string, heldOut?: boolean}} EvalEntry */

/** The filters the modal sends from a Canary doc: the language, and pages of no docs version or of Canary. */
export const canaryFacetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'],
];

/** An entry expecting no results (nonsense). */
export function expectsNothing(entry) {
  return entry.expected === null || entry.expected === '' || entry.category === 'nonsense';
}

/**
 * Ranks every query inside one page of the served site.
 * @param {import('@playwright/test').Page} page a page of the site, already loaded
 * @param {EvalEntry[]} entries
 * @param {{sourceRoot?: string}} [options]
 */
export async function rankInPage(page, entries, options = {}) {
  await page.addScriptTag({content: await bundleSearchModule(options.sourceRoot)});
  return page.evaluate(({queries, filters}) => /** @type {any} */ (window).__searchModule.rank(queries, filters, 5), {
    queries: entries.map((entry) => entry.query),
    filters: canaryFacetFilters,
  });
}

/** Judges ranked lists against the entries: rank of the expected (or an also-acceptable) page, or emptiness. */
export function judge(entries, ranked) {
  return entries.map((entry, index) => {
    const {urls, total, ms} = ranked[index];
    // Pages are compared without their #anchor: the list ranks pages; the hit opens the section.
    const ok = [entry.expected, ...[entry.alsoOk ?? []].flat()].filter(Boolean).map((url) => url.split('#')[0]);
    const position = urls.findIndex((url) => ok.includes(url)) + 1 || null;
    const nothing = expectsNothing(entry);
    return {
      ...entry,
      top5: urls,
      total,
      ms,
      rank: nothing ? null : position,
      top1: nothing ? total === 0 : position === 1,
      inTop5: nothing ? total === 0 : position !== null,
      empty: total === 0,
    };
  });
}

function share(part, whole) {
  return whole === 0 ? null : +(part / whole).toFixed(3);
}

/** Top-1, top-5 and empty lists (where a page was expected) for a list of judged rows. */
export function summarize(rows) {
  const expecting = rows.filter((row) => !expectsNothing(row));
  return {
    entries: rows.length,
    top1: share(rows.filter((row) => row.top1).length, rows.length),
    top5: share(rows.filter((row) => row.inTop5).length, rows.length),
    emptyWhereExpected: expecting.filter((row) => row.empty).map((row) => row.query),
    nonsenseNotEmpty: rows.filter((row) => expectsNothing(row) && !row.empty).map((row) => row.query),
  };
}

/** Summaries overall, per category, and for tuning and held-out entries apart. */
export function relevanceReport(rows) {
  const byCategory = (subset) =>
    Object.fromEntries(
      [...new Set(subset.map((row) => row.category))]
        .sort()
        .map((category) => [category, summarize(subset.filter((row) => row.category === category))]),
    );
  const tune = rows.filter((row) => !row.heldOut);
  const heldOut = rows.filter((row) => row.heldOut);
  return {
    all: {...summarize(rows), byCategory: byCategory(rows)},
    tune: {...summarize(tune), byCategory: byCategory(tune)},
    heldOut: {...summarize(heldOut), byCategory: byCategory(heldOut)},
    // Misses of tuning entries only: held-out misses are counted, never listed for tuning.
    tuneMisses: tune
      .filter((row) => !row.inTop5 || !row.top1)
      .map(({query, expected, category, top5, total}) => ({query, expected, category, top5, total})),
  };
}
