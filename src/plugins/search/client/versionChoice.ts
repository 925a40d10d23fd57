/**
 * The search page's version choice per docs instance lives in its URL query
 * (`?q=plugin&version=3.6.1`), beside `q`, so a result list can be shared with
 * the version it was searched in.
 */

/** Query parameter for a docs instance's version: `version` for the default instance. */
export function versionParam(pluginId: string): string {
  return pluginId === 'default' ? 'version' : `version-${pluginId}`;
}

/**
 * The version named in the query for this instance when it is one of its
 * versions; otherwise the fallback (the reader's preferred or the latest).
 */
export function versionFromQuery(
  search: string,
  pluginId: string,
  versionNames: readonly string[],
  fallback: string,
): string {
  const named = new URLSearchParams(search).get(versionParam(pluginId));
  return named !== null && versionNames.includes(named) ? named : fallback;
}

/** The query string with this instance's version set, other parameters kept. */
export function withVersion(search: string, pluginId: string, version: string): string {
  const params = new URLSearchParams(search);
  params.set(versionParam(pluginId), version);
  return `?${params.toString()}`;
}
