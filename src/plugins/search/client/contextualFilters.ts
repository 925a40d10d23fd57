import type {FacetFilters} from './query';

/**
 * The facet filters hosted DocSearch's contextual search sends: the current
 * language AND one of the tags (`default` for non-docs pages, plus the active
 * or preferred version of each docs instance).
 */
export function contextualFacetFilters(locale: string, tags: readonly string[]): FacetFilters {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** The tag the classic theme gives pages of a docs version. */
export function docsVersionTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}
