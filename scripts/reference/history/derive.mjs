// Pure half of the schema history: packs the per-release summaries that
// summarise.mjs reads into the committed snapshot, and derives from it, per
// option, the release it first appears in, the releases where its type,
// default or required flag changed, and the release it was removed in. The
// unit test re-derives the committed history from the committed snapshot with
// these same functions, so data and generator cannot drift apart.
import {compareReleases} from '../layout.mjs';
import {shownDefault} from './summarise.mjs';

/** @import {ReleaseSummary, SummaryRow} from './summarise.mjs' */
/** @import {OptionChange, OptionHistory, SchemaHistory, SourceHistory} from '../../../src/data/reference/history/types' */

/**
 * The committed snapshot: every release's summary, each distinct row stored
 * once per source. `in[release]` lists the indexes of the rows that release
 * has, as ranges (`"0-40,42"`); a source a release lacks has no entry.
 * @typedef {object} SchemaSnapshot
 * @property {string[]} releases Oldest first.
 * @property {Record<string, {package: string, rows: SummaryRow[], in: Record<string, string>}>} sources
 */

/**
 * `[0, 1, 2, 5]` → `"0-2,5"`.
 * @param {number[]} indexes Ascending.
 * @returns {string}
 */
export function toRanges(indexes) {
  /** @type {string[]} */
  const parts = [];
  for (let start = 0; start < indexes.length;) {
    let end = start;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end] + 1) end += 1;
    parts.push(end === start ? `${indexes[start]}` : `${indexes[start]}-${indexes[end]}`);
    start = end + 1;
  }
  return parts.join(',');
}

/**
 * `"0-2,5"` → `[0, 1, 2, 5]`.
 * @param {string} ranges
 * @returns {number[]}
 */
export function fromRanges(ranges) {
  if (ranges === '') return [];
  return ranges.split(',').flatMap((part) => {
    const [start, end = start] = part.split('-').map(Number);
    return Array.from({length: end - start + 1}, (_, offset) => start + offset);
  });
}

/**
 * Packs summaries (release → summary) into the snapshot.
 * @param {Record<string, ReleaseSummary>} summaries
 * @param {Record<string, string>} packages Source id → package name.
 * @returns {SchemaSnapshot}
 */
export function packSnapshot(summaries, packages) {
  const releases = Object.keys(summaries).sort(compareReleases);
  /** @type {SchemaSnapshot['sources']} */
  const sources = {};
  const ids = [...new Set(releases.flatMap((release) => Object.keys(summaries[release])))].sort();
  for (const id of ids) {
    /** @type {SummaryRow[]} */
    const rows = [];
    /** @type {Map<string, number>} */
    const indexOf = new Map();
    /** @type {Record<string, string>} */
    const present = {};
    for (const release of releases) {
      const releaseRows = summaries[release][id];
      if (!releaseRows) continue;
      const indexes = releaseRows.map((row) => {
        const key = JSON.stringify(row);
        if (!indexOf.has(key)) {
          indexOf.set(key, rows.length);
          rows.push(row);
        }
        return /** @type {number} */ (indexOf.get(key));
      });
      present[release] = toRanges([...indexes].sort((a, b) => a - b));
    }
    sources[id] = {package: packages[id], rows, in: present};
  }
  return {releases, sources};
}

/**
 * The rows of one source in one release, by option name (undefined: the release lacks the source).
 * @param {SchemaSnapshot['sources'][string]} source
 * @param {string} release
 * @returns {Map<string, SummaryRow> | undefined}
 */
function rowsIn(source, release) {
  const ranges = source.in[release];
  if (ranges === undefined) return undefined;
  return new Map(fromRanges(ranges).map((index) => [source.rows[index][0], source.rows[index]]));
}

/**
 * A type as the history compares it: the members of a top-level union in a
 * fixed order, since the order in which a schema lists its allowed values
 * (`"daily" | "weekly"` or `"weekly" | "daily"`) changes nothing for a site.
 * @param {string} type
 * @returns {string}
 */
export function comparableType(type) {
  /** @type {string[]} */
  const members = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (depth === 0 && type.startsWith(' | ', index)) {
      members.push(type.slice(start, index));
      start = index + 3;
    }
  }
  members.push(type.slice(start));
  return members.sort().join(' | ');
}

/**
 * What changed for one option between two releases that both have it.
 * @param {string} release
 * @param {SummaryRow} before
 * @param {SummaryRow} after
 * @returns {OptionChange | undefined}
 */
function changeBetween(release, before, after) {
  /** @type {OptionChange} */
  const change = {release};
  if (comparableType(before[1]) !== comparableType(after[1])) change.type = [before[1], after[1]];
  // Compared with hashes (a long or computed default), shown without them.
  if (before[2] !== after[2]) change.default = [shownDefault(before[2]), shownDefault(after[2])];
  const [wasRequired, isRequired] = [before[3] === 1, after[3] === 1];
  if (wasRequired !== isRequired) change.required = [wasRequired, isRequired];
  return Object.keys(change).length > 1 ? change : undefined;
}

/**
 * Derives the history of every option of every source from the snapshot.
 * An option that disappears and comes back would need a richer format than
 * added/removed: it throws, so such a release is noticed rather than misread.
 * @param {SchemaSnapshot} snapshot
 * @returns {SchemaHistory}
 */
export function deriveHistory(snapshot) {
  const {releases} = snapshot;
  /** @type {SchemaHistory['sources']} */
  const sources = {};
  for (const [id, source] of Object.entries(snapshot.sources)) {
    /** @type {Record<string, OptionHistory>} */
    const options = {};
    /** @type {Map<string, SummaryRow>} */
    let previous = new Map();
    for (const release of releases) {
      const current = rowsIn(source, release) ?? new Map();
      for (const [name, row] of current) {
        const known = options[name];
        if (!known) {
          options[name] = {added: release};
        } else if (known.removed) {
          throw new Error(`${id}: ${name} was removed in ${known.removed} and is back in ${release}`);
        } else {
          const before = previous.get(name);
          const change = before && changeBetween(release, before, row);
          if (change) (known.changes ??= []).push(change);
        }
      }
      for (const name of previous.keys()) {
        if (!current.has(name)) options[name].removed = release;
      }
      previous = current;
    }
    /** @type {SourceHistory} */
    const history = {package: source.package, options: sortedByName(options)};
    sources[id] = history;
  }
  return {releases, sources};
}

/**
 * Options in name order, so regenerating gives the same file.
 * @template T
 * @param {Record<string, T>} record
 * @returns {Record<string, T>}
 */
function sortedByName(record) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
