/**
 * The docs plugin's client picks the docs instance a path belongs to by
 * sorting the instances by path with `localeCompare` and taking the first that
 * matches. A page's first `localeCompare` builds the ICU collator: about 11 ms,
 * and 45 ms on a phone 4x slower, in the middle of hydration (a traced first
 * visit of /docs/installation/). The paths that match one pathname are its
 * segment prefixes, so each is a prefix of the others, and the collation
 * orders a longer one first; the longest matching path is therefore the same
 * pick, made without the collator. On equal paths the first instance wins, as
 * the plugin's stable sort keeps it first.
 */
export function longestMatch<T extends {readonly path: string}>(
  entries: readonly (readonly [string, T])[],
  matches: (path: string) => boolean,
): readonly [string, T] | undefined {
  let active: readonly [string, T] | undefined;
  for (const entry of entries) {
    if ((!active || entry[1].path.length > active[1].path.length) && matches(entry[1].path)) {
      active = entry;
    }
  }
  return active;
}
