/**
 * Showcase filtering, kept apart from the page so it can be tested and so the
 * URL query is the single source of truth: the page derives its state from
 * the query and writes every change back to it.
 */
import {showcaseTags, type ShowcaseSite, type ShowcaseTagKey} from './showcase';

export type FilterOperator = 'AND' | 'OR';

export interface ShowcaseFilter {
  tags: ShowcaseTagKey[];
  /** AND: a site must have every selected tag. OR: any one of them is enough. */
  operator: FilterOperator;
  /** Case-insensitive part of the site's name. */
  name: string;
}

export const defaultFilter: ShowcaseFilter = {tags: [], operator: 'OR', name: ''};

/** Query parameter names, part of the shareable URLs: keep them stable. */
export const queryKeys = {tags: 'tags', operator: 'operator', name: 'name'} as const;

function isTagKey(value: string): value is ShowcaseTagKey {
  return Object.prototype.hasOwnProperty.call(showcaseTags, value);
}

export function filterSites(sites: readonly ShowcaseSite[], filter: ShowcaseFilter): ShowcaseSite[] {
  const needle = filter.name.trim().toLowerCase();
  return sites.filter((site) => {
    if (needle && !site.name.toLowerCase().includes(needle)) {
      return false;
    }
    if (filter.tags.length === 0) {
      return true;
    }
    return filter.operator === 'AND'
      ? filter.tags.every((tag) => site.tags.includes(tag))
      : filter.tags.some((tag) => site.tags.includes(tag));
  });
}

/** Reads a filter from a query string. Unknown tags and operators are ignored, as an old or edited link may hold them. */
export function parseFilter(search: string): ShowcaseFilter {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll(queryKeys.tags))].filter(isTagKey);
  const operator = params.get(queryKeys.operator)?.toUpperCase() === 'AND' ? 'AND' : 'OR';
  return {tags, operator, name: params.get(queryKeys.name) ?? ''};
}

/**
 * Writes a filter into a query string, keeping unrelated parameters. Defaults
 * are left out so the plain /showcase/ URL means "no filter".
 */
export function serializeFilter(filter: ShowcaseFilter, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(queryKeys.tags);
  params.delete(queryKeys.operator);
  params.delete(queryKeys.name);
  for (const tag of filter.tags) {
    params.append(queryKeys.tags, tag);
  }
  if (filter.operator !== defaultFilter.operator) {
    params.set(queryKeys.operator, filter.operator);
  }
  if (filter.name) {
    params.set(queryKeys.name, filter.name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function toggleTag(filter: ShowcaseFilter, tag: ShowcaseTagKey): ShowcaseFilter {
  const tags = filter.tags.includes(tag) ? filter.tags.filter((t) => t !== tag) : [...filter.tags, tag];
  return {...filter, tags};
}
