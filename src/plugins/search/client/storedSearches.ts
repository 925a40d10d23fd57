/**
 * DocSearch keeps recent and favourite searches in localStorage and reads
 * them back with a bare `JSON.parse(...).slice(...)`, then renders their
 * titles and text as HTML. A corrupt value therefore crashes the modal (and
 * the navbar item around it) on every page until storage is cleared, and a
 * stored string with markup becomes live markup. These pure helpers decide
 * what of a stored value may be used: only well-formed entries survive, and
 * their text fields are re-escaped so they can only ever render as text.
 */
import {decodeHtml, escapeHtml} from './highlight';
import type {StorageRules} from '../../../clientModules/storageValidationCore';
import {storedSearchesKeys} from './storedSearchKeys';

export {
  docSearchIndexName,
  favoriteSearchesKeyPrefix,
  legacyIndexName,
  recentSearchesKeyPrefix,
  storedSearchesKeyPrefixes,
  storedSearchesKeys,
} from './storedSearchKeys';

/** DocSearch keeps at most 10 favourites and 7 recent searches; anything beyond is not ours. */
export const maxStoredSearches = 10;
/** A stored list larger than this is not something DocSearch wrote: dropped without parsing. */
export const maxStoredSearchesLength = 64 * 1024;
/** Longest text field kept (titles and excerpts are far shorter). */
const maxTextLength = 1000;

const hitTypes = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
type HitType = (typeof hitTypes)[number];
const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface StoredSearch {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  content: string | null;
  hierarchy: Record<(typeof levels)[number], string | null>;
}

/**
 * HTML that shows `text` as text. Text that is already escaped comes out the
 * same (decoding first makes the function idempotent); raw markup comes out
 * escaped.
 */
export function htmlSafeText(text: string): string {
  return escapeHtml(decodeHtml(text));
}

/** A site-relative URL (`/docs/...`): never another origin, never `javascript:`. */
export function isSiteUrl(url: unknown): url is string {
  return (
    typeof url === 'string' &&
    url.length <= maxTextLength &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    // Backslashes, whitespace and control characters: browsers strip or reinterpret them (`/\evil.example`).
    !/[\\\s\p{Cc}]/u.test(url)
  );
}

function optionalText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value !== 'string' || value.length > maxTextLength) {
    return undefined;
  }
  return htmlSafeText(value);
}

/** One stored entry, rebuilt from the fields DocSearch renders; `undefined` when it is unusable. */
export function sanitizeStoredSearch(entry: unknown): StoredSearch | undefined {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
    return undefined;
  }
  const record = entry as Record<string, unknown>;
  const {url, type, hierarchy} = record;
  if (!isSiteUrl(url) || !hitTypes.includes(type as HitType)) {
    return undefined;
  }
  if (!hierarchy || typeof hierarchy !== 'object' || Array.isArray(hierarchy)) {
    return undefined;
  }
  const levelsIn = hierarchy as Record<string, unknown>;
  const safeLevels = Object.fromEntries(levels.map((level) => [level, optionalText(levelsIn[level])]));
  if (Object.values(safeLevels).some((value) => value === undefined)) {
    return undefined;
  }
  const content = optionalText(record.content);
  // DocSearch renders the title (lvl1) of every entry, and the heading of the entry's own level.
  const ownLevel = (type === 'content' ? 'lvl1' : type) as (typeof levels)[number];
  if (content === undefined || !safeLevels.lvl1 || !safeLevels[ownLevel]) {
    return undefined;
  }
  const hashIndex = url.indexOf('#');
  return {
    objectID: url,
    url,
    url_without_anchor: hashIndex >= 0 ? url.slice(0, hashIndex) : url,
    anchor: hashIndex >= 0 ? url.slice(hashIndex + 1) : null,
    type: type as HitType,
    content,
    hierarchy: safeLevels as StoredSearch['hierarchy'],
  };
}

/**
 * What may stay under a recent/favourite searches key: the JSON of the usable
 * entries (one per URL, at most `maxStoredSearches`), or `null` when nothing
 * usable is left and the key should be removed.
 */
export function sanitizeStoredSearches(raw: string | null): string | null {
  if (raw === null || raw.length > maxStoredSearchesLength) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) {
    return null;
  }
  const seen = new Set<string>();
  const kept: StoredSearch[] = [];
  for (const entry of parsed.slice(0, maxStoredSearches * 4)) {
    const safe = sanitizeStoredSearch(entry);
    if (safe && !seen.has(safe.objectID)) {
      seen.add(safe.objectID);
      kept.push(safe);
    }
  }
  return kept.length > 0 ? JSON.stringify(kept.slice(0, maxStoredSearches)) : null;
}

/**
 * The storage rules of the local search's lists: run by the boot-time storage
 * validation when one of the keys holds something, and by the modal right
 * before DocSearch reads them.
 */
export function storedSearchesRules(namespace: string): StorageRules {
  return {exact: new Map(storedSearchesKeys(namespace).map((key) => [key, sanitizeStoredSearches])), prefixed: []};
}
