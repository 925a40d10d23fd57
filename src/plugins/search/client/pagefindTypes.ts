/** The parts of Pagefind's browser API (pagefind.js, 1.x) the site uses. */
import type {ChunkRange} from './chunkMap';
import type {Vocabulary} from './vocabularyClient';

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  /** HTML: text with `<` and `>` escaped, matches wrapped in `<mark>`. */
  excerpt: string;
  anchor?: PagefindAnchor;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
  /** Every element of the page with an id, headings or not (the fragment's own list). */
  anchors?: PagefindAnchor[];
  filters?: Record<string, string[]>;
}

export interface PagefindResult {
  id: string;
  score?: number;
  /** The metadata fields a query word matched (Pagefind 1.5): `title` when the page's title holds it. */
  matchedMetaFields?: string[];
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
  unfilteredResultCount?: number;
}

/** Pagefind's filter object: plain `key: value` pairs, or `all` / `any` / `not` compounds. */
export type PagefindFilter =
  {all: PagefindFilter[]} | {any: PagefindFilter[]} | {not: PagefindFilter} | Record<string, string>;

/** One search index: a Pagefind instance, with any bundles merged into it. */
export interface PagefindApi {
  search(term: string, options?: {filters?: PagefindFilter}): Promise<PagefindSearchResponse | null>;
  /** Loads the index chunks a search for `term` reads, without searching (Pagefind 1.x). */
  preload?(term: string, options?: {filters?: PagefindFilter}): Promise<void>;
  /** The index's vocabulary (./vocabularyClient.ts); without it, words are searched as typed. */
  vocabulary?: Vocabulary;
  /** The ranges of the index's word chunks (./chunkMap.ts); without them, a search loads what Pagefind asks. */
  chunkRanges?: readonly ChunkRange[];
}

/** An instance from `createInstance` (Pagefind 1.4 and later). */
export interface PagefindInstance extends PagefindApi {
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  destroy?(): Promise<void>;
}

/** The module `pagefind.js` exports. */
export interface PagefindModule {
  createInstance(options: {
    basePath: string;
    noWorker?: boolean;
    excerptLength?: number;
    ranking?: {metaWeights?: Record<string, number>; pageLength?: number; termSaturation?: number};
  }): PagefindInstance;
}
