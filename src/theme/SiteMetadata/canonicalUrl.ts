/**
 * The page's canonical URL as the theme builds it (site URL + current path,
 * with the site's trailing-slash rule), but percent-encoded. The theme uses
 * the route path as written, so a doc at `paths/with spaces/` gets a canonical
 * URL with a raw space (not a valid URL, and not what the sitemap lists), and
 * the browser's already-encoded path gives a different one after hydration.
 * Decoding first and encoding once gives the same URL in both cases.
 */
export function canonicalUrl({
  siteUrl,
  pathname,
  trailingSlash,
}: {
  siteUrl: string;
  /** The current path, base URL included, encoded or not. */
  pathname: string;
  trailingSlash: boolean | undefined;
}): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: keep the path as it came.
  }
  if (trailingSlash === true && !decoded.endsWith('/')) {
    decoded = `${decoded}/`;
  } else if (trailingSlash === false && decoded !== '/' && decoded.endsWith('/')) {
    decoded = decoded.slice(0, -1);
  }
  return `${siteUrl.replace(/\/+$/, '')}${encodeURI(decoded)}`;
}
