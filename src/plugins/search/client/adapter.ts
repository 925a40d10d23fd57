/**
 * Answers the Algolia-style requests of the DocSearch modal (and of our
 * search page) from the Pagefind index, and returns DocSearch-shaped hits.
 */
import type {DocSearchHit} from '@docsearch/react';
import {maxQueryLength} from '../searchConfig';
import {escapeHtml, excerptText, highlightText, queryTerms, safeExcerpt, type Highlighted} from './highlight';
import type {PagefindApi, PagefindFilter, PagefindResultData, PagefindSubResult} from './pagefindTypes';

/** Algolia facet filters: AND over the outer list, OR inside nested lists. */
export type FacetFilters = string | (string | string[])[];

/** One request as DocSearch sends it: search parameters at the top level or under `params`. */
export interface AlgoliaStyleRequest {
  indexName?: string;
  query?: string;
  params?: {query?: string; facetFilters?: FacetFilters; hitsPerPage?: number; page?: number};
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  [parameter: string]: unknown;
}

export interface NormalizedRequest {
  indexName: string;
  query: string;
  facetFilters?: FacetFilters;
  hitsPerPage: number;
  page: number;
}

/**
 * DocSearch 3.9 (algoliasearch v5) calls `search({requests: [...]})`; earlier
 * 3.x releases (algoliasearch v4) call `search([{indexName, params}])`.
 */
export function normalizeRequests(argument: unknown): NormalizedRequest[] {
  const list: unknown = Array.isArray(argument)
    ? argument
    : argument && typeof argument === 'object' && 'requests' in argument
      ? (argument as {requests: unknown}).requests
      : undefined;
  if (!Array.isArray(list)) {
    throw new TypeError('Expected search({requests: [...]}) or search([...]).');
  }
  return list.map((raw: unknown) => {
    const request = (raw && typeof raw === 'object' ? raw : {}) as AlgoliaStyleRequest;
    const params = request.params && typeof request.params === 'object' ? request.params : {};
    const query = request.query ?? params.query ?? '';
    const hitsPerPage = Number(request.hitsPerPage ?? params.hitsPerPage ?? 20);
    const page = Number(request.page ?? params.page ?? 0);
    return {
      indexName: String(request.indexName ?? ''),
      query: typeof query === 'string' ? query : String(query),
      facetFilters: request.facetFilters ?? params.facetFilters,
      hitsPerPage: Number.isFinite(hitsPerPage) && hitsPerPage > 0 ? Math.min(Math.floor(hitsPerPage), 100) : 20,
      page: Number.isFinite(page) && page > 0 ? Math.floor(page) : 0,
    };
  });
}

function parseFacet(facet: string): PagefindFilter | undefined {
  const separator = facet.indexOf(':');
  if (separator <= 0) {
    return undefined;
  }
  const key = facet.slice(0, separator).trim();
  const value = facet.slice(separator + 1).trim();
  if (value.startsWith('-')) {
    return {not: {[key]: value.slice(1)}};
  }
  return {[key]: value};
}

/** Translates Algolia facet filters into a Pagefind filter object. */
export function facetFiltersToPagefind(facetFilters: FacetFilters | undefined): PagefindFilter | undefined {
  if (facetFilters === undefined) {
    return undefined;
  }
  const groups = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const all: PagefindFilter[] = [];
  for (const group of groups) {
    if (typeof group === 'string') {
      const filter = parseFacet(group);
      if (filter) {
        all.push(filter);
      }
    } else if (Array.isArray(group)) {
      const any = group.map((facet) => parseFacet(String(facet))).filter((filter) => filter !== undefined);
      if (any.length > 0) {
        all.push({any});
      }
    }
  }
  return all.length > 0 ? {all} : undefined;
}

/**
 * Invisible format characters: bidi marks, embeddings, overrides and isolates
 * (U+061C, U+200E/F, U+202A–E, U+2066–9), zero-width spaces and joiners
 * (U+200B–D, U+2060, U+FEFF), invisible operators (U+2061–4), the Mongolian
 * vowel separator and the soft hyphen. Pasted text often carries them; they
 * change how a query looks, not what it asks, yet the index would look for
 * them (`\u202Eplugin` found nothing) or split a word on them.
 */
const invisibleCharacters = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** The query as the reader means it: invisible characters removed, Unicode composed (NFC). */
export function normalizeQuery(query: string): string {
  return query.replace(invisibleCharacters, '').normalize('NFC');
}

/** Normalises, trims, flattens whitespace and caps the length; an empty result means "no search". */
export function cleanQuery(query: string): string {
  return Array.from(normalizeQuery(query).replace(/\s+/g, ' ').trim()).slice(0, maxQueryLength).join('').trim();
}

const headingLevels: Record<string, DocSearchHit['type']> = {
  h2: 'lvl2',
  h3: 'lvl3',
  h4: 'lvl4',
  h5: 'lvl5',
  h6: 'lvl6',
};

const none: Highlighted = {value: '', matchLevel: 'none', matchedWords: []};

function hierarchyResult(hierarchy: DocSearchHit['hierarchy'], terms: string[]) {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  return Object.fromEntries(
    levels.map((level) => [level, hierarchy[level] ? highlightText(hierarchy[level]!, terms) : none]),
  ) as unknown as DocSearchHit['_highlightResult']['hierarchy'];
}

function makeHit(
  base: {url: string; type: DocSearchHit['type']; hierarchy: DocSearchHit['hierarchy']; excerpt: string | null},
  terms: string[],
): DocSearchHit {
  const hashIndex = base.url.indexOf('#');
  const highlightedHierarchy = hierarchyResult(base.hierarchy, terms);
  const content: Highlighted = base.excerpt
    ? {value: safeExcerpt(base.excerpt), matchLevel: /<mark>/.test(base.excerpt) ? 'full' : 'none', matchedWords: []}
    : none;
  // DocSearch renders these plain fields as HTML wherever there is no highlight
  // (recent and favourite searches store hits without it), so they hold
  // escaped text: a page about `<BrowserOnly>` must not become a <browseronly> element.
  const htmlHierarchy = Object.fromEntries(
    Object.entries(base.hierarchy).map(([level, text]) => [level, text === null ? null : escapeHtml(text)]),
  ) as DocSearchHit['hierarchy'];
  return {
    objectID: base.url,
    url: base.url,
    url_without_anchor: hashIndex >= 0 ? base.url.slice(0, hashIndex) : base.url,
    anchor: hashIndex >= 0 ? base.url.slice(hashIndex + 1) : null,
    type: base.type,
    content: base.excerpt ? escapeHtml(excerptText(base.excerpt)) : null,
    hierarchy: htmlHierarchy,
    _highlightResult: {content, hierarchy: highlightedHierarchy, hierarchy_camel: [highlightedHierarchy]},
    _snippetResult: {content, hierarchy: highlightedHierarchy, hierarchy_camel: [highlightedHierarchy]},
  };
}

/** Most heading sections shown under one page, so one long page cannot fill a group. */
export const maxSectionsPerPage = 3;

/**
 * One page result becomes a page hit (`lvl1`) followed by its best heading
 * sections. A section whose heading matches the query is shown by its
 * heading; otherwise by its highlighted excerpt (type `content`).
 */
export function pageToHits(page: PagefindResultData, query: string): DocSearchHit[] {
  const terms = queryTerms(normalizeQuery(query));
  const title = page.meta.title?.trim() || page.url;
  const lvl0 = page.meta.lvl0?.trim() || 'Pages';
  const emptyLevels = {lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const hits = [
    makeHit(
      {url: page.url, type: 'lvl1', hierarchy: {lvl0, lvl1: title, ...emptyLevels}, excerpt: page.excerpt},
      terms,
    ),
  ];
  const sections = (page.sub_results ?? []).filter(
    (section): section is PagefindSubResult & {anchor: NonNullable<PagefindSubResult['anchor']>} =>
      !!section.anchor &&
      section.url.includes('#') &&
      section.anchor.element in headingLevels &&
      // The same words as the page hit's excerpt would only repeat it.
      section.excerpt !== page.excerpt,
  );
  for (const section of sections.slice(0, maxSectionsPerPage)) {
    const level = headingLevels[section.anchor.element]!;
    const heading = section.title.trim();
    const headingMatches = highlightText(heading, terms).matchLevel !== 'none';
    hits.push(
      makeHit(
        {
          url: section.url,
          type: headingMatches ? level : 'content',
          hierarchy: {lvl0, lvl1: title, ...emptyLevels, [level]: heading},
          excerpt: section.excerpt,
        },
        terms,
      ),
    );
  }
  return hits;
}

export interface PageSearchResult {
  /** Pages matching the query and filters. */
  total: number;
  /** Loads the data of the results in [start, start + count). */
  load(start: number, count: number): Promise<PagefindResultData[]>;
}

/** Runs one query on the index; the shared core of the modal and the search page. */
export async function searchPages(
  pagefind: PagefindApi,
  query: string,
  facetFilters?: FacetFilters,
): Promise<PageSearchResult> {
  const cleaned = cleanQuery(query);
  if (cleaned === '' || queryTerms(cleaned).length === 0) {
    return {total: 0, load: async () => []};
  }
  const filters = facetFiltersToPagefind(facetFilters);
  const response = await pagefind.search(cleaned, filters ? {filters} : {});
  const results = response?.results ?? [];
  return {
    total: results.length,
    load: (start, count) => Promise.all(results.slice(start, start + count).map((result) => result.data())),
  };
}

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
 * 1 + maxSectionsPerPage hits, and each loaded page costs one fragment fetch.
 */
export function pagesForHits(hitsPerPage: number): number {
  return Math.max(1, Math.ceil(hitsPerPage / 2.5));
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
