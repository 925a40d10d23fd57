/**
 * Pagefind searches kept per index for the keystrokes that follow: a query
 * searches one term per alternative (./plan.ts), and the next keystroke asks
 * most of them again ("using" in `using`, `using `, `using p`, …). The chunks
 * of the words as typed load ahead while the vocabulary still judges them
 * (`preloadSearch`, ./adapter.ts), and the plan's searches find them in, or
 * the searches done when the chunks came before the plan.
 *
 * Kept: the promise of the result list, which Pagefind builds from the chunks
 * a term needs and nothing else, so a kept list is the list a new search would
 * return. Not kept: page data, which Pagefind already keeps per page and
 * recomputes (excerpt, sections) for each search's own match locations when
 * `data()` is called.
 */
import {preloadWords} from './chunkMap';
import type {PagefindApi, PagefindFilter, PagefindResult} from './pagefindTypes';

export interface SearchOptions {
  filters?: PagefindFilter;
}

/**
 * Searches kept per index, the least recently used dropped first: a long session
 * types a few hundred distinct terms, and one list of a common word holds a
 * result object per page (1,200 pages).
 */
export const keptSearches = 96;

const byIndex = new WeakMap<PagefindApi, Map<string, Promise<PagefindResult[]>>>();

/** The key of one search: the term as Pagefind gets it and the filters, which change the list. */
export function searchKey(term: string, options: SearchOptions): string {
  return JSON.stringify([term, options.filters ?? null]);
}

/** Pagefind's result list for `term`, from an earlier identical search on this index when there is one. */
export function memoizedSearch(
  pagefind: PagefindApi,
  term: string,
  options: SearchOptions = {},
): Promise<PagefindResult[]> {
  let kept = byIndex.get(pagefind);
  if (!kept) {
    kept = new Map();
    byIndex.set(pagefind, kept);
  }
  const key = searchKey(term, options);
  const known = kept.get(key);
  if (known) {
    // Most recently used last: Map keeps insertion order.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const search = (
    pagefind.chunkRanges && pagefind.preload
      ? loadWholeWords(pagefind, term, options).then(() => pagefind.search(term, options))
      : pagefind.search(term, options)
  ).then((response) => response?.results ?? []);
  kept.set(key, search);
  // A failed search is asked again next time (back online, for instance).
  search.catch(() => {
    if (kept.get(key) === search) kept.delete(key);
  });
  for (const oldest of kept.keys()) {
    if (kept.size <= keptSearches) break;
    kept.delete(oldest);
  }
  return search;
}

/**
 * Loads what a search of `term` needs (its chunks, and those of the words its stems begin), and searches
 * it once they are in only if `planned()` is still false: ./adapter.ts starts this for the words as typed
 * while the vocabulary judges them. When the plan is ready first (usually: the vocabulary files are asked
 * first and are small), it has searched the forms it keeps, and a word it corrects, leaves out or asks
 * only joined (`github pages` as githubpages and "github pages") costs no search: such searches of common
 * words (pages: 254 results) took 2-8 ms each between the chunks' arrival and the ranking. When the
 * chunks are in first, the word is searched while the vocabulary still loads, as the plan most often
 * keeps it. Pagefind loads each chunk once, so the plan's search shares these loads.
 */
export function preloadSearch(
  pagefind: PagefindApi,
  term: string,
  options: SearchOptions = {},
  planned: () => boolean = () => false,
): void {
  if (!pagefind.preload || byIndex.get(pagefind)?.has(searchKey(term, options))) return;
  const loading = pagefind.chunkRanges ? loadWholeWords(pagefind, term, options) : pagefind.preload(term, options);
  // A failed load fails the plan's search of the word too, which is asked again next time.
  loading.then(
    () => {
      if (!planned()) memoizedSearch(pagefind, term, options).catch(() => undefined);
    },
    () => undefined,
  );
}

/**
 * Loads the chunks of `term` and of every indexed word its words' stems begin (./chunkMap.ts), in one
 * round, so that Pagefind matches all of them whatever else is loaded: the list does not depend on the
 * searches before it.
 */
async function loadWholeWords(pagefind: PagefindApi, term: string, options: SearchOptions): Promise<void> {
  await pagefind.preload?.([term, ...preloadWords(pagefind.chunkRanges ?? [], term)].join(' '), options);
}
