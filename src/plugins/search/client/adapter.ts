/**
 * Answers the Algolia-style requests of the DocSearch modal (and of our
 * search page) from the Pagefind index, and returns DocSearch-shaped hits.
 * Requests are read by ./query.ts and hits made by ./hits.ts.
 */
import type {DocSearchHit} from '@docsearch/react';
import type {PagefindApi, PagefindResult, PagefindResultData, PagefindSubResult} from './pagefindTypes';
import {planQuery} from './plan';
import {rankScored, type RankedPage} from './rank';
import {rerankByDefinition} from './definition';
import {queryTerms} from './highlight';
import {
  cleanQuery,
  facetFiltersToPagefind,
  normalizeRequests,
  type FacetFilters,
  type NormalizedRequest,
} from './query';
import {pageToHits} from './hits';
import {queryWords, ubiquitousWords} from './words';
import {longestSynonymPhrase, synonymsOf} from './synonyms';
import {memoizedSearch, preloadSearch, type SearchOptions} from './searchMemo';

export interface PageSearchResult {
  /** Pages matching the query and filters. */
  total: number;
  /** Loads the data of the results in [start, start + count). */
  load(start: number, count: number): Promise<PagefindResultData[]>;
}

/**
 * Runs one query on the index; the shared core of the modal and the search
 * page. The query is understood first (./plan.ts: filler words dropped,
 * pasted errors reduced, identifiers in every form, typos corrected,
 * synonyms added, nonsense left out), then each alternative is searched and
 * the pages ranked together (./rank.ts), so that pages matching only some of
 * the words still come back, after those matching all.
 */
export async function searchPages(
  pagefind: PagefindApi,
  query: string,
  facetFilters?: FacetFilters,
): Promise<PageSearchResult> {
  const cleaned = cleanQuery(query);
  if (cleaned === '' || queryTerms(cleaned).length === 0) {
    return nothingFound;
  }
  const filters = facetFiltersToPagefind(facetFilters);
  const options: SearchOptions = filters ? {filters} : {};
  let planned = false;
  preloadTypedWords(pagefind, cleaned, options, () => planned);
  const plan = await planQuery(cleaned, pagefind.vocabulary);
  planned = true;
  if (plan.groups.length === 0) {
    return nothingFound;
  }
  // All at once: each loads the index chunks of its words, so their fetches overlap. The chunks of the
  // words as typed are mostly loading already (preloadTypedWords), and words of earlier keystrokes are kept.
  const [responses, kinds] = await Promise.all([
    Promise.all(
      plan.groups.map((group) =>
        Promise.all(
          group.alternatives.map((alternative): Promise<PagefindResult[]> =>
            memoizedSearch(pagefind, alternative.query, options),
          ),
        ),
      ),
    ),
    pagefind.vocabulary?.pageKinds() ?? {
      news: new Set<string>(),
      changelog: new Set<string>(),
      reference: new Set<string>(),
      digest: new Set<string>(),
    },
  ]);
  const ranked = rankScored(plan.groups, responses, {kinds, intent: plan.intent});
  const results = ranked.map((entry) => entry.result);
  // The first window is re-ordered once its pages' titles and headings are read (./definition.ts).
  let firstWindow: Promise<PagefindResultData[]> | undefined;
  const firstPages = () => {
    firstWindow ??= Promise.all(ranked.slice(0, rerankDepth).map(windowPage)).then((read) => {
      const pages = read.map((entry) => entry.page);
      return rerankByDefinition(
        pages,
        ranked.slice(0, rerankDepth).map((entry) => entry.total),
        plan.groups,
        {referenceRows: plan.intent.namesIdentifier, sections: read.map((entry) => entry.sections)},
      ).map((index) => pages[index]!);
    });
    return firstWindow;
  };
  return {
    total: results.length,
    async load(start, count) {
      const end = start + count;
      const head = start < rerankDepth ? (await firstPages()).slice(start, Math.min(end, rerankDepth)) : [];
      const tail =
        end > rerankDepth ? results.slice(Math.max(start, rerankDepth), end).map((result) => result.data()) : [];
      return [...head, ...(await Promise.all(tail))];
    },
  };
}

/**
 * Loads the index chunks of the query's words as typed, and of the synonyms of its words and phrases
 * (./synonyms.ts), while the vocabulary judges them (./plan.ts): the plan searches most of them, with the
 * same filters, so their chunks arrive with the vocabulary files instead of after them (one network round
 * less per keystroke). A word is searched ahead only when its chunks are in before the plan is ready
 * (`planned`; ./searchMemo.ts preloadSearch); otherwise the plan searches the forms it keeps, and a word it
 * corrects, leaves out or asks only joined costs no search. A list does not depend on what was loaded or
 * searched before it (./chunkMap.ts), so loading ahead changes no ranking. Filler words, which are never searched alone, are not loaded. Words typed apart
 * that the index holds joined need nothing ahead: their chunks are among those of the first word's stem.
 */
export function preloadTypedWords(
  pagefind: PagefindApi,
  query: string,
  options: SearchOptions = {},
  planned: () => boolean = () => false,
): void {
  if (!pagefind.vocabulary) {
    return;
  }
  const words = queryWords(query).slice(0, maxPreloadedWords);
  const terms = new Set<string>();
  words.forEach((word, index) => {
    const form = word.forms[0]!;
    // A word on nearly every page (`docusaurus`) is left to the plan, which searches it only when alone: its
    // words run over six chunks.
    if (!word.filler && !ubiquitousWords.has(word.raw) && form.length >= 2 && !form.includes(' ')) terms.add(form);
    for (let length = 1; length <= Math.min(longestSynonymPhrase, words.length - index); length += 1) {
      const phrase = words
        .slice(index, index + length)
        .map((part) => part.raw)
        .join(' ');
      synonymsOf(phrase).forEach((synonym) => terms.add(synonym));
    }
  });
  for (const term of terms) preloadSearch(pagefind, term, options, planned);
}

/**
 * A page of the first window with the sections its other groups' searches found (`deploy to vercel`: the
 * deploy search's data of the deployment guide lists no `Vercel` section). Pagefind shares one data
 * object per page between searches and rewrites its sections on each read, so those are read first,
 * one after the other, and the page's own data last.
 */
async function windowPage(entry: RankedPage): Promise<{page: PagefindResultData; sections: PagefindSubResult[]}> {
  const sections: PagefindSubResult[] = [];
  for (const other of entry.others) sections.push(...((await other.data()).sub_results ?? []));
  return {page: await entry.result.data(), sections};
}

/** Words of a query loaded ahead: a pasted log's tail is judged before it is searched. */
export const maxPreloadedWords = 8;

/** Pages re-ordered by their titles and headings: the modal's first request loads this many anyway (pagesForHits). */
export const rerankDepth = 5;

const nothingFound: PageSearchResult = {total: 0, load: async () => []};

export interface AlgoliaStyleResult {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
}

/** An error DocSearch recognises as "the service is unreachable" (it checks the name). */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super('The search index could not be loaded.');
    this.cause = cause;
  }
}

/**
 * How many pages one modal request loads: a page yields up to
 * 1 + maxSectionsPerPage hits, and each loaded page costs one fragment fetch
 * (3.4 KB on average): five pages for DocSearch's 20 hits keeps the first
 * query's bytes down (eight cost 10 KB more), and "See all results" opens the rest.
 */
export function pagesForHits(hitsPerPage: number): number {
  return Math.max(1, Math.ceil(hitsPerPage / 4));
}

/**
 * The object DocSearch's `transformSearchClient` returns: same surface as the
 * Algolia lite client it replaces, answered from Pagefind.
 */
export function createPagefindSearchClient(
  /** The index for a request's facet filters (which version bundles it needs: ../bundles.ts). */
  loadPagefind: (facetFilters: FacetFilters | undefined) => Promise<PagefindApi>,
  /** Told whether each search call failed, for UIs that show the failure themselves. */
  onOutcome: (failed: boolean) => void = () => undefined,
) {
  async function answer(request: NormalizedRequest, pagefind: PagefindApi): Promise<AlgoliaStyleResult> {
    const started = Date.now();
    const found = await searchPages(pagefind, request.query, request.facetFilters);
    const pagesPerRequest = pagesForHits(request.hitsPerPage);
    const pages = await found.load(request.page * pagesPerRequest, pagesPerRequest);
    const hits = pages.flatMap((page) => pageToHits(page, request.query)).slice(0, request.hitsPerPage);
    return {
      hits,
      nbHits: found.total,
      page: request.page,
      nbPages: Math.ceil(found.total / pagesPerRequest),
      hitsPerPage: request.hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query: request.query,
      params: '',
      index: request.indexName,
    };
  }

  return {
    async search(argument: unknown): Promise<{results: AlgoliaStyleResult[]}> {
      const requests = normalizeRequests(argument);
      try {
        const results = await Promise.all(
          requests.map(async (request) => answer(request, await loadPagefind(request.facetFilters))),
        );
        onOutcome(false);
        return {results};
      } catch (error) {
        onOutcome(true);
        throw new SearchUnavailableError(error);
      }
    },
    addAlgoliaAgent() {
      // No Algolia service behind this client: nothing to identify to.
    },
    transporter: {algoliaAgent: {value: 'local-pagefind', add: () => undefined}},
  };
}
