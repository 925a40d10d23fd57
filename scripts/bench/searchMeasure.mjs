// Helpers of the search bench (./search.mjs): the index's size on disk, percentiles, what kind of
// index file a fetch is and which bucket it counts in, and where a later query's time went.
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';

/**
 * @param {number[]} values
 * @param {number} fraction
 * @returns {number}
 */
export function percentile(values, fraction) {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Which kind of index file a path is: Pagefind's word chunks, its page fragments (excerpts and
 * headings of the pages shown), our vocabulary files (src/plugins/search/vocabulary.ts), or the rest
 * (Pagefind's script, wasm, metadata and filters).
 */
export function indexKind(pathname) {
  if (/\/pagefind\/(?:[^/]+\/)?index\//.test(pathname)) return 'chunks';
  if (/\/pagefind\/(?:[^/]+\/)?fragment\//.test(pathname)) return 'fragments';
  if (pathname.includes('/pagefind/vocabulary/')) return 'vocabulary';
  return 'other';
}

/**
 * Where one query's time went, from the index files it fetched between the input event (`start`) and
 * the results' render (`end`), all in the page's clock: `lead` until the first request, `firstRound`
 * until the last vocabulary file or index chunk asked before any fragment is in (the two load
 * together), `ranking` from there to the first fragment request (planning, Pagefind's searches, the
 * ranking), `fragments` until the last fragment is in, `render` the rest (decoding, re-ordering, hits,
 * DocSearch's render). A query that fetches nothing spends it all in `render`; one that fetches no
 * fragment has `ranking` and `fragments` at 0.
 * @param {{kind: string, startTime: number, responseEnd: number}[]} files
 * @param {number} start
 * @param {number} end
 */
export function keystrokePhases(files, start, end) {
  const inWindow = files.filter((file) => file.startTime >= start && file.responseEnd <= end);
  const fragments = inWindow.filter((file) => file.kind === 'fragments');
  const firstFragment = Math.min(...fragments.map((file) => file.startTime));
  const before = inWindow.filter((file) => file.kind !== 'fragments' && file.startTime < firstFragment);
  if (before.length === 0 && fragments.length === 0) {
    return {lead: 0, firstRound: 0, ranking: 0, fragments: 0, render: end - start};
  }
  const firstRequest = Math.min(...inWindow.map((file) => file.startTime));
  const roundDone = before.length > 0 ? Math.max(...before.map((file) => file.responseEnd)) : firstRequest;
  const fragmentsStart = fragments.length > 0 ? firstFragment : roundDone;
  const lastIn = Math.max(roundDone, ...inWindow.map((file) => file.responseEnd));
  return {
    lead: firstRequest - start,
    firstRound: roundDone - firstRequest,
    ranking: fragmentsStart - roundDone,
    fragments: lastIn - fragmentsStart,
    render: end - lastIn,
  };
}

/**
 * The index searches a list of ranked queries asked, from the shared core's counts (searchModuleEntry.ts):
 * Pagefind searches (kept ones are not asked again) and the result objects they returned, each parsed
 * from Pagefind's answer on the main thread. Counts, so they do not depend on the machine's load.
 * @param {{work?: {searches: number, results: number}}[]} rows
 */
export function searchWork(rows) {
  const searches = rows.reduce((sum, row) => sum + (row.work?.searches ?? 0), 0);
  const results = rows.reduce((sum, row) => sum + (row.work?.results ?? 0), 0);
  const per = (value) => (rows.length === 0 ? 0 : +(value / rows.length).toFixed(2));
  return {queries: rows.length, searches, results, searchesPerQuery: per(searches), resultsPerQuery: per(results)};
}

export async function directorySize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await directorySize(full);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += (await stat(full)).size;
      files += 1;
    }
  }
  return {bytes, files};
}

/** Which bucket a fetched file counts in while a query runs. */
export function bucketFor(pathname, label) {
  if (pathname.startsWith('/pagefind/')) {
    return 'index';
  }
  // Files fetched while the modal opens are its code; later ones are route
  // prefetches that Docusaurus links start for hits scrolled into view.
  return label === 'modal' ? 'modalCode' : 'prefetch';
}
