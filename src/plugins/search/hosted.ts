import {searchPagePath} from './searchConfig';

/** The build environment variables that switch search to hosted DocSearch. */
export const hostedSearchVariables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** `themeConfig.algolia` as `@docusaurus/theme-search-algolia` 3.6.1 validates it. */
export interface HostedSearchThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  externalUrlRegex: string;
  searchPagePath: string;
  searchParameters: Record<string, unknown>;
}

/**
 * Hits on these hosts (archived docs on GitHub and the v1 site) leave the
 * single-page app instead of being routed client-side.
 */
export const hostedExternalUrlRegex = 'v1\\.docusaurus\\.io|github\\.com';

/**
 * The hosted DocSearch configuration when all three variables are set, or
 * `undefined` for the default local index. A partial set is a mistake worth
 * failing the build for, rather than silently shipping the local index.
 */
export function hostedSearchConfig(
  env: Partial<Record<(typeof hostedSearchVariables)[number], string>> = process.env,
): HostedSearchThemeConfig | undefined {
  const values = hostedSearchVariables.map((name) => env[name]?.trim() ?? '');
  const present = hostedSearchVariables.filter((_, index) => values[index] !== '');
  if (present.length === 0) {
    return undefined;
  }
  if (present.length < hostedSearchVariables.length) {
    const missing = hostedSearchVariables.filter((name) => !present.includes(name));
    throw new Error(`Hosted search needs ${hostedSearchVariables.join(', ')}; missing: ${missing.join(', ')}.`);
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  return {
    appId,
    apiKey,
    indexName,
    // Facet filters on `language` and `docusaurus_tag`, like the local index's filters.
    contextualSearch: true,
    externalUrlRegex: hostedExternalUrlRegex,
    searchPagePath,
    searchParameters: {},
  };
}
