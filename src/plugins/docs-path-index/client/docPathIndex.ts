/**
 * Finding the doc a path shows without compiling a pattern per doc.
 *
 * The docs plugin's client finds the current doc with
 * `version.docs.find((doc) => matchPath(pathname, {path: doc.path, exact: true, strict: false}))`:
 * the first look at each doc path compiles it into a regular expression, so a
 * page's first call walks and compiles the version's docs up to its own (our
 * versions hold about 270 docs each): 83 ms in one long task of a phone-speed
 * trace of /docs/installation/, during hydration. A doc path is plain text
 * (no parameters), for which that match means: the same path, ignoring letter
 * case and one trailing slash. So the docs of a version are indexed once by
 * that key; a version with a path the router's pattern syntax would read
 * differently keeps the original search.
 */

interface DocLike {
  readonly id: string;
  readonly path: string;
}

interface VersionLike<Doc extends DocLike> {
  readonly name: string;
  readonly docs: readonly Doc[];
}

/**
 * What the index leaves to the router: characters path-to-regexp (which
 * `matchPath` uses) may give a meaning to, and anything outside printable
 * ASCII, where lower-casing and the matcher's case-insensitive test can differ.
 */
const needsRouter = /[^\x20-\x7e]|[:()*?+[\]{}\\]/;

/** The key under which `matchPath(…, {exact: true, strict: false})` treats two plain paths as the same. */
export function docPathKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Each version's docs by path key, or null for a version whose paths need the router's matcher. */
const indexes = new WeakMap<object, Map<string, DocLike> | null>();

function indexOf(version: VersionLike<DocLike>): Map<string, DocLike> | null {
  let index = indexes.get(version);
  if (index === undefined) {
    if (version.docs.some((doc) => needsRouter.test(doc.path))) {
      index = null;
    } else {
      index = new Map();
      for (const doc of version.docs) {
        const key = docPathKey(doc.path);
        // `find` returns the first match: the first doc with a key keeps it.
        if (!index.has(key)) {
          index.set(key, doc);
        }
      }
    }
    indexes.set(version, index);
  }
  return index;
}

/**
 * The version's doc at `pathname`, as the plugin's `find` with `matchPath`
 * gives it; `fallback` is that search, for versions that cannot be indexed.
 */
export function findDoc<Doc extends DocLike>(
  version: VersionLike<Doc>,
  pathname: string,
  fallback: (version: VersionLike<Doc>) => Doc | undefined,
): Doc | undefined {
  const index = indexOf(version);
  if (index === null) {
    return fallback(version);
  }
  if (needsRouter.test(pathname)) {
    return fallback(version);
  }
  return index.get(docPathKey(pathname)) as Doc | undefined;
}

/** The doc with `docId` in each version that has one, by version name (the last one of a version wins, as in the plugin). */
export function docsById<Doc extends DocLike>(
  versions: readonly VersionLike<Doc>[],
  docId: string,
): Record<string, Doc> {
  const result: Record<string, Doc> = {};
  for (const version of versions) {
    for (const doc of version.docs) {
      if (doc.id === docId) {
        result[version.name] = doc;
      }
    }
  }
  return result;
}
