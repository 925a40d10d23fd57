/**
 * The request side of the search adapter: DocSearch's Algolia-style requests,
 * their facet filters as Pagefind filters, and the query as the reader meant it.
 */
import {maxQueryLength} from '../searchConfig';
import type {PagefindFilter} from './pagefindTypes';

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
