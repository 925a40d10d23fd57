// What the production server answers for a request path, as a pure function:
// the rules of the nginx config (scripts/nginx/config.mjs) in the order nginx
// applies them, so that the Node static server of machines without nginx
// (./server.mjs) serves the build the way production does. A rule changed in
// one place is changed in the other: e2e/static-server.spec.ts asks nginx and
// this server the same requests and compares the answers.

/** @typedef {'file' | 'directory' | null} PathKind */
/**
 * @typedef {{kind: 'file', file: string, cacheControl: string, contentType?: string, headers?: [string, string][]}
 *   | {kind: 'redirect', location: string, cacheControl?: string}
 *   | {kind: 'not-found'}} RoutePlan
 */

/** Hashed names: bundles, and Pagefind's index chunks, fragments, filters and metadata. */
const immutablePaths =
  /^\/(?:(?:tests\/)?assets\/|pagefind\/(?:[^/]+\/)?(?:(?:fragment|index|filter)\/|pagefind\.[^/]+_[0-9a-f]+\.pf_meta$))/;

/** Kept out of search results: a twin repeats its page, which is the one to index. */
export const noindex = /** @type {[string, string]} */ (['X-Robots-Tag', 'noindex']);

/**
 * The Content-Type of a file written for tools rather than readers (issue 34):
 * the pages' Markdown twins and the llms.txt indexes, at any depth. Undefined
 * for any other path. Such files are served revalidated and with `noindex`.
 * @param {string} pathname decoded request path
 * @returns {string | undefined}
 */
export function toolFileType(pathname) {
  if (/\.md$/.test(pathname)) {
    return 'text/markdown; charset=utf-8';
  }
  return /^\/(?:.+\/)?llms(?:-full)?\.txt$/.test(pathname) ? 'text/plain; charset=utf-8' : undefined;
}

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/**
 * The request's path, still percent-encoded, with any run of slashes and
 * backslashes at its start collapsed to one slash (nginx's $clean_path): a
 * Location starting with // or /\ would send the browser to another host.
 * @param {string} rawPath
 */
export function cleanPath(rawPath) {
  return `/${rawPath.replace(/^[/\\]+/, '')}`;
}

/**
 * @param {string} rawUrl the request target as the reader sent it (path and query)
 * @param {(relativePath: string) => PathKind} kindOf what the build holds at a decoded path
 * @returns {RoutePlan}
 */
export function planRequest(rawUrl, kindOf) {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  const clean = cleanPath(rawPath);
  const redirect = (/** @type {string} */ location) =>
    /** @type {RoutePlan} */ ({kind: 'redirect', location: location + query});

  // //docs/ and /\docs/ name the same page as /docs/.
  if (/^\/[/\\]/.test(rawPath)) {
    return redirect(clean);
  }
  // Old-style links: /page/index.html and /page.html/ go to /page/.
  const indexed = /^(.*)\/index\.html$/.exec(clean);
  if (indexed) {
    return redirect(`${indexed[1]}/`);
  }
  const slashedHtml = /^(.*[^/])\.html\/$/.exec(clean);
  if (slashedHtml) {
    return redirect(`${slashedHtml[1]}/`);
  }

  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return {kind: 'not-found'};
  }
  if (pathname.split('/').includes('..') || pathname.includes('\0')) {
    return {kind: 'not-found'};
  }
  const file = (/** @type {string} */ path, cacheControl = revalidate) =>
    /** @type {RoutePlan} */ ({kind: 'file', file: path, cacheControl});
  const isFile = (/** @type {string} */ path) => kindOf(path) === 'file';

  // Twins and llms.txt files are served as they are: no .html rule applies to them.
  const toolType = toolFileType(pathname);
  if (toolType) {
    return isFile(pathname)
      ? {kind: 'file', file: pathname, cacheControl: revalidate, contentType: toolType, headers: [noindex]}
      : {kind: 'not-found'};
  }
  if (pathname === '/manifest.json') {
    return isFile(pathname)
      ? {kind: 'file', file: pathname, cacheControl: revalidate, contentType: 'application/manifest+json'}
      : {kind: 'not-found'};
  }
  if (pathname.endsWith('.html')) {
    if (isFile(pathname)) {
      return file(pathname);
    }
    // A name before ".html" is required: "/.html" would otherwise redirect to "//".
    const page = /^(.*[^/])\.html$/.exec(clean);
    return page ? redirect(`${page[1]}/`) : {kind: 'not-found'};
  }
  if (immutablePaths.test(pathname)) {
    if (!isFile(pathname)) {
      return {kind: 'not-found'};
    }
    // Pagefind's .pf_* files have no registered type: nginx sends its default_type.
    return pathname.startsWith('/pagefind/')
      ? {kind: 'file', file: pathname, cacheControl: immutable, contentType: 'application/octet-stream'}
      : file(pathname, immutable);
  }
  if (pathname.startsWith('/pagefind/')) {
    return isFile(pathname) ? file(pathname) : {kind: 'not-found'};
  }
  // Every path below /feature-requests/ shows that page (a non-exact route).
  if (pathname.startsWith('/feature-requests/')) {
    if (isFile(pathname)) {
      return file(pathname);
    }
    const index = `${pathname.replace(/\/?$/, '/')}index.html`;
    return file(isFile(index) ? index : '/feature-requests/index.html');
  }
  // Pages are folders with an index.html; a folder asked for without its slash gets a 301.
  // (nginx answers it inside `location /`, whose Cache-Control it carries; its other redirects carry none.)
  if (!pathname.endsWith('/') && kindOf(pathname) === 'directory') {
    return {kind: 'redirect', location: `${clean}/${query}`, cacheControl: revalidate};
  }
  if (isFile(pathname)) {
    return file(pathname);
  }
  const index = `${pathname.replace(/\/?$/, '/')}index.html`;
  return pathname.endsWith('/') && isFile(index) ? file(index) : {kind: 'not-found'};
}
