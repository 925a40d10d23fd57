/**
 * Version notes of a Markdown page and what they claim.
 *
 * A version note is, in prose (outside code fences), "Since X.Y[.Z]", "New in X.Y[.Z]",
 * "Added in X.Y[.Z]", "Removed in X.Y[.Z]" or "Canary only" (any case, "Docusaurus" or "v" may
 * come before the number), unless it is itself quoted ("Since 3.6" in quotes is the convention
 * being explained). Its names are the inline code spans of its first clause: after the note, up
 * to the end of the sentence, a `;`, a `(`, an "and" after a name, ", which" or ", so", or the
 * next note.
 * "- Since 3.6: `future.experimental_faster` and the `@docusaurus/faster` package" names
 * `future.experimental_faster` only: a claim about more names is not checked. In a table row, a
 * note with no names of its own is about the names of the row's first cell; in a
 * `<ReferenceOption name="x">` line, about `x`.
 */

/**
 * @typedef {{line: number, kind: 'since' | 'removed' | 'canary', release: string | null, names: string[], text: string, unchanged?: boolean}} VersionNote
 * `unchanged`: the note reads "Unchanged since X.Y", a claim that its names have not changed
 * since, not that they arrived then.
 */

const NOTE = /\b(since|new in|added in|removed in)\s+(?:docusaurus\s+)?v?(\d+\.\d+(?:\.\d+)?)\b|\bcanary[ -]only\b/gi;
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * @param {string} page
 * @returns {VersionNote[]}
 */
export function versionNotesOf(page) {
  /** @type {VersionNote[]} */
  const notes = [];
  /** @type {string | null} */
  let fence = null;
  for (const [index, text] of page.split(/\r?\n/).entries()) {
    const f = FENCE.exec(text);
    if (f) {
      if (fence === null) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const matches = [...text.matchAll(NOTE)];
    matches.forEach((m, i) => {
      if (/["“]$/.test(text.slice(0, m.index))) return;
      const end = matches[i + 1]?.index ?? text.length;
      let names = namesOfClause(text.slice(m.index + m[0].length, end));
      // In a table row, a note in a later cell is about the row's first cell.
      const cells = text.trim().startsWith('|') ? text.split('|').slice(1) : [];
      if (names.length === 0 && cells.length > 1 && m.index > text.indexOf('|', text.indexOf('|') + 1)) {
        names = [...cells[0].matchAll(/`([^`\n]+)`/g)].map(([, name]) => name.trim());
      }
      // In a reference row (`<ReferenceOption name="x">…`), a note with no names is about the row's option.
      const option = /<ReferenceOption\s+name="([^"]+)"/.exec(text);
      if (names.length === 0 && option && m.index > option.index) names = [option[1]];
      const word = m[1]?.toLowerCase();
      const unchanged = word === 'since' && /\bunchanged\s*$/i.test(text.slice(0, m.index).replace(/[*_]+$/, ''));
      notes.push({
        line: index + 1,
        kind: word === undefined ? 'canary' : word === 'removed in' ? 'removed' : 'since',
        release: m[2] ?? null,
        names,
        text: m[0],
        ...(unchanged ? {unchanged} : {}),
      });
    });
  }
  return notes;
}

/** Where a note's first clause ends (code spans blanked out first). */
const CLAUSE_END = /[.;](?:\s|$)|\(|\band\b|,\s+(?:which|so)\b/;

/**
 * The code spans of the first clause of a note's text.
 * @param {string} text the text after the note
 */
function namesOfClause(text) {
  const blanked = text.replace(/`[^`\n]+`/g, (span) => `\u0000${'_'.repeat(span.length - 2)}\u0000`);
  const scan = blanked.replace(/^\s*(?:\([^)]*\))?\s*[:,]?\**\s*/, (lead) => ' '.repeat(lead.length));
  // An "and" before the first name joins subjects ("every item and `_category_` file"): read on.
  let end = scan.length;
  for (const m of scan.matchAll(new RegExp(CLAUSE_END.source, 'g'))) {
    if (m[0] === 'and' && !scan.slice(0, m.index).includes('\u0000')) continue;
    end = m.index;
    break;
  }
  const clause = text.slice(0, end);
  return [...clause.matchAll(/`([^`\n]+)`/g)].map(([, name]) => name.trim());
}

/**
 * An environment variable named by a note: read by the note's release line, and (for "Since" and
 * "Canary only") not by the line before; gone for "Removed in".
 * @param {VersionNote} note
 * @param {string} name
 * @param {string} release
 * @param {string | undefined} previousLine
 * @param {(release: string) => Set<string> | null} envVarsOf
 */
function envVarProblems(note, name, release, previousLine, envVarsOf) {
  const at = envVarsOf(release);
  const before = previousLine ? envVarsOf(previousLine) : null;
  if (!at) return [];
  if (note.kind === 'removed') return at.has(name) ? [`${note.text}: \`${name}\` is still read in ${release}`] : [];
  if (!at.has(name)) return [`${note.text}: \`${name}\` is not read by the ${release} packages`];
  if (before?.has(name)) return [`${note.text}: \`${name}\` is already read in ${previousLine}`];
  return [];
}

/** @type {WeakMap<Set<string>, Map<string, string[]>>} */
const byLastSegment = new WeakMap();

/**
 * The option paths (`<source>:<path>`) whose last segment is `name` (`i18n.path` for `path`).
 * @param {Set<string>} options
 * @param {string} name
 */
function pathsNamed(options, name) {
  let index = byLastSegment.get(options);
  if (!index) {
    index = new Map();
    for (const key of options) {
      const path = key.slice(key.indexOf(':') + 1);
      for (const tail of new Set([path, path.split(/[.\]]/).pop() ?? path]))
        index.set(tail, [...(index.get(tail) ?? []), key]);
    }
    byLastSegment.set(options, index);
  }
  return index.get(name) ?? [];
}

/**
 * @typedef {{key: string, added: string, removed?: string, changed: string[]}} OptionPast
 * One option of the schema history (src/data/reference/history/): `key` is `<source>:<path>`,
 * `added` and `removed` the first release read with and without it, `changed` the releases where
 * its type or default changed.
 */

/**
 * A note about an option against the schema history: "Since X.Y" (and "New in", "Added in",
 * "Canary only") must be the line the option arrived in, or a line where its type or default
 * changed (a note about a new accepted value); "Removed in X.Y" the line it went away in;
 * "Unchanged since X.Y" an option there by X.Y with no change after it up to the page's release.
 * A name that matches several options (a last segment such as `path`) contradicts the history
 * only when none of them agrees. The oldest release read stands for "2.0 or before". A name
 * written with a value (`contextualSearch: false`) is about that value's behaviour, which the
 * schemas do not record: not checked.
 * @param {VersionNote} note
 * @param {string} raw the name as the note writes it
 * @param {string} name the option path it names
 * @param {string} release the note's release (Canary's for "Canary only")
 * @param {string} pageRelease
 * @param {(name: string) => OptionPast[]} historyOf
 * @param {string} oldestRelease
 */
function historyProblems(note, raw, name, release, pageRelease, historyOf, oldestRelease) {
  if (/[:=]/.test(raw)) return [];
  const pasts = historyOf(name);
  const line = (/** @type {string} */ r) => r.split('.').slice(0, 2).join('.');
  if (pasts.length === 0) {
    // A key deeper than the history reads (`markdown.anchors.maintainCase`): it cannot arrive
    // before the nearest option above it that the history has.
    const parts = name.split('.');
    for (let length = parts.length - 1; length > 0 && note.kind !== 'removed'; length -= 1) {
      const parent = parts.slice(0, length).join('.');
      const parents = historyOf(parent).filter((p) => p.key.endsWith(`:${parent}`));
      if (parents.length === 0) continue;
      if (parents.some((p) => compareReleases(line(p.added), line(release)) <= 0)) return [];
      return [
        `${note.text}: \`${name}\` is under \`${parent}\`, which the schema history adds in ${parents.map((p) => line(p.added)).join(', ')}`,
      ];
    }
    return [];
  }
  if (note.unchanged) {
    const steady = (/** @type {OptionPast} */ p) =>
      compareReleases(line(p.added), line(release)) <= 0 &&
      !p.changed.some((r) => compareReleases(line(r), line(release)) > 0 && compareReleases(r, pageRelease) <= 0);
    if (pasts.some(steady)) return [];
    return [`Unchanged ${note.text}: the schema history has \`${name}\` added or changed later`];
  }
  const sameLine = (/** @type {string} */ r) =>
    line(r) === line(release) || (r === oldestRelease && compareReleases(line(release), line(oldestRelease)) <= 0);
  const describe = (/** @type {OptionPast} */ p) =>
    `${p.key} added in ${p.added === oldestRelease ? `${line(p.added)} or before` : line(p.added)}` +
    (p.removed ? `, removed in ${line(p.removed)}` : '');
  if (note.kind === 'removed') {
    if (pasts.some((p) => p.removed !== undefined && line(p.removed) === line(release))) return [];
    return [`${note.text}: the schema history has \`${name}\` ${pasts.map(describe).join('; ')}`];
  }
  if (pasts.some((p) => sameLine(p.added) || p.changed.some((r) => line(r) === line(release)))) return [];
  return [`${note.text}: the schema history has \`${name}\` ${pasts.map(describe).join('; ')}`];
}

/** `3.6` and `3.6.1` compared as release lines: -1, 0 or 1. */
export function compareReleases(/** @type {string} */ a, /** @type {string} */ b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Problems of one note.
 * @param {VersionNote} note
 * @param {object} facts
 * @param {string} facts.pageRelease the release the page is checked against
 * @param {string} facts.canaryRelease e.g. 3.7.0
 * @param {string[]} facts.releases every known release (changelog data and Canary's)
 * @param {(release: string) => Set<string> | null} facts.optionsOf reference option names of the
 *   release line of `release` (e.g. 3.6 -> 3.6.1's rows), keyed `<source>:<name>`; null when
 *   there is no reference data for that line
 * @param {(release: string) => Set<string> | null} [facts.envVarsOf] environment variables the
 *   packages of that release line read; null when unknown
 * @param {(name: string) => OptionPast[]} [facts.historyOf] the schema history of the options
 *   whose path or last segment is `name`
 * @param {string} [facts.oldestRelease] the oldest release the schema history read
 * @returns {string[]}
 */
export function noteProblems(
  note,
  {pageRelease, canaryRelease, releases, optionsOf, envVarsOf = () => null, historyOf = () => [], oldestRelease = ''},
) {
  const release = note.kind === 'canary' ? canaryRelease : /** @type {string} */ (note.release);
  const problems = [];
  const line = (/** @type {string} */ r) => r.split('.').slice(0, 2).join('.');
  const known = releases.some((r) => r === release || (release.split('.').length === 2 && line(r) === release));
  if (!known) return [`${note.text}: no such release in the changelog data`];
  if (compareReleases(line(release), line(pageRelease)) > 0) {
    problems.push(`${note.text}: later than the page's release ${pageRelease}`);
  }
  if (note.kind === 'canary' && line(pageRelease) !== line(canaryRelease)) {
    problems.push(`${note.text}: on a page for ${pageRelease}, which is not Canary`);
  }
  const previousLine = [...new Set(releases.map(line))]
    .filter((r) => compareReleases(r, line(release)) < 0)
    .sort(compareReleases)
    .pop();
  // No reference data for an older line (3.4): the names must at least exist in the next line that has data.
  const laterLine = [...new Set(releases.map(line))]
    .filter((r) => compareReleases(r, line(release)) >= 0 && optionsOf(r) !== null)
    .sort(compareReleases)[0];
  const at = optionsOf(release) ?? (laterLine ? optionsOf(laterLine) : null);
  const before = previousLine ? optionsOf(previousLine) : null;
  for (const raw of note.names) {
    const name = raw
      .replace(/^themeConfig\./, '')
      .replace(/:.*$/, '')
      .trim();
    if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(name)) {
      problems.push(...envVarProblems(note, name, release, previousLine, envVarsOf));
      continue;
    }
    problems.push(...historyProblems(note, raw, name, release, pageRelease, historyOf, oldestRelease));
    const paths = at ? pathsNamed(at, name) : [];
    const anywhere = [release, ...releases].some((r) => {
      const options = optionsOf(r);
      return options !== null && pathsNamed(options, name).length > 0;
    });
    // Not an option of the reference data (a hook, a package, a flag...), unless it looks like a
    // front matter key (`sidebar_key`), which the data would have.
    if (!anywhere && !/^[a-z]+(?:_[a-z]+)+$/.test(name)) continue;
    if (note.kind === 'removed') {
      if (paths.length > 0) problems.push(`${note.text}: \`${name}\` still exists in ${release}`);
      continue;
    }
    if (at && paths.length === 0) {
      problems.push(
        `${note.text}: \`${name}\` is not in the ${optionsOf(release) ? release : laterLine} reference data`,
      );
    } else if (before && paths.length > 0 && paths.every((k) => before.has(k))) {
      problems.push(`${note.text}: \`${name}\` already exists in ${previousLine}`);
    }
  }
  return problems;
}
