/**
 * What a reference row says about its option's past, as seen from one docs
 * version: "Added in 3.4", "Default changed in 3.0: a → b", and on an older
 * version's page "Removed in 3.7" or "Renamed to `x` in 3.7".
 *
 * Pure: the remark plugin (./index.ts) calls it at build time with the
 * generated schema history (src/data/reference/history/) and passes the result
 * to <ReferenceTable> as plain props, so a page's chunk holds only the notes of
 * its own rows, never the history itself.
 *
 * A page shows history up to its own release only (a 3.5.2 page never says
 * "Added in 3.6"), except for removal and rename, which are the point of the
 * note on an older page. Releases in the data are the first release *read*
 * that shows a change (3.5.2 for the 3.5 line), so notes name minor lines.
 */
import type {OptionHistory, OptionRename, SchemaHistory} from '../../data/reference/history/types';

/** A type or default change, before → after as the tables print them (null: no default). */
export interface RowChange {
  /** Minor line, e.g. `3.0`. */
  line: string;
  kind: 'default' | 'type';
  from: string | null;
  to: string | null;
}

/** The notes of one row; absent fields have nothing to say. */
export interface RowHistory {
  /** Minor line the option arrived in; absent when present since the oldest release read (2.0). */
  added?: string;
  /** The option's former name, when it arrived by a recorded rename. */
  renamedFrom?: string;
  /** Changes up to the page's release, oldest first. */
  changes?: RowChange[];
  /** Minor line that removes the option, after the page's release. */
  removed?: string;
  /** The new name, when the removal is a recorded rename. */
  renamedTo?: string;
}

/** `3.6.1` → `3.6`. */
export function lineOf(release: string): string {
  return release.split('.').slice(0, 2).join('.');
}

/** Numeric comparison of dotted releases: negative, 0 or positive. */
export function compareReleases(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The notes of one option for a page of `pageRelease`, or null when there is
 * nothing to say (present since 2.0, unchanged, still there).
 */
export function rowHistory(
  option: OptionHistory,
  pageRelease: string,
  oldestRelease: string,
  rename?: {from?: OptionRename; to?: OptionRename},
): RowHistory | null {
  const upToPage = (release: string) => compareReleases(release, pageRelease) <= 0;
  const row: RowHistory = {};
  if (option.added !== oldestRelease && upToPage(option.added)) {
    row.added = lineOf(option.added);
    if (rename?.from && rename.from.release === option.added) row.renamedFrom = rename.from.from;
  }
  const changes = (option.changes ?? []).filter((change) => upToPage(change.release));
  const rowChanges: RowChange[] = changes.flatMap((change) => [
    ...(change.type
      ? [{line: lineOf(change.release), kind: 'type' as const, from: change.type[0], to: change.type[1]}]
      : []),
    ...(change.default
      ? [{line: lineOf(change.release), kind: 'default' as const, from: change.default[0], to: change.default[1]}]
      : []),
  ]);
  if (rowChanges.length > 0) row.changes = rowChanges;
  if (option.removed && !upToPage(option.removed)) {
    row.removed = lineOf(option.removed);
    if (rename?.to && rename.to.release === option.removed) row.renamedTo = rename.to.to;
  }
  return Object.keys(row).length > 0 ? row : null;
}

/**
 * The notes of the named rows of one source for a page of `pageRelease`,
 * keyed by option name; rows with nothing to say are left out. A name the
 * history lacks is left out too: the schema-history test keeps the history in
 * step with the tables, and the table itself fails on a name its data lacks.
 */
export function tableHistory(
  history: SchemaHistory,
  renames: readonly OptionRename[],
  source: string,
  names: readonly string[],
  pageRelease: string,
): Record<string, RowHistory> {
  const options = history.sources[source]?.options ?? {};
  const result: Record<string, RowHistory> = {};
  for (const name of names) {
    const option = options[name];
    if (!option) continue;
    const row = rowHistory(option, pageRelease, history.releases[0], {
      from: renames.find((r) => r.source === source && r.to === name),
      to: renames.find((r) => r.source === source && r.from === name),
    });
    if (row) result[name] = row;
  }
  return result;
}
