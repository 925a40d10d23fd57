/**
 * Version notes name a real release and tell the truth about the options they name.
 *
 * A note (scripts/content/truth/versionNotes.mjs) is "Since X.Y", "New in X.Y", "Added in
 * X.Y", "Removed in X.Y" (with an optional patch number) or "Canary only", in prose; its names
 * are the inline code spans after it on the same line, up to the next note. Checks:
 * - the release exists in the site's release data (changelog/changes.ts, changelog/releases.ts)
 *   or is Canary's (`canary.release`), and is not later than the page's own release; "Canary
 *   only" appears only on Canary pages;
 * - each name that is an option of the generated reference data (src/data/reference/: site
 *   config, plugin and theme options, front matter; `themeConfig.` prefix dropped) exists in the
 *   data of the note's release line (3.5 -> 3.5.2, 3.6 -> 3.6.1, Canary -> 3.7.0; an older line
 *   -> the oldest line with data), and, when the line before has data, not in that line in the
 *   same schema ("Canary only: `x`" means in 3.7.0 and not in 3.6.1). "Removed in" names must be
 *   gone from that line. An environment variable name (`DOCUSAURUS_X`) is checked the same way
 *   against the variables the packages read (`process.env.X`: 3.6.1 from node_modules, 3.5.2 and
 *   3.7.0 from scripts/content/truth/apis.json). Other names (hooks, packages, flags) are not.
 */
import {describe, expect, it} from 'vitest';
import {canary} from '@site/config/releases.mjs';
import {changelogData} from '@site/changelog/changes';
import {releaseData} from '@site/changelog/releases';
import {referenceByVersion} from '@site/src/data/reference/all';
import {schemaHistory} from '@site/src/data/reference/history/all';
import path from 'node:path';
import {latestRelease} from '@site/config/releases.mjs';
import {readApiCatalogue} from '../truth/apiCatalogue.mjs';
import {packageApis} from '../truth/packageApis.mjs';
import {checkedReleases, contentPages, siteRoot} from '../truth/pages.mjs';
import {noteProblems, versionNotesOf, type OptionPast} from '../truth/versionNotes.mjs';

const releases = [
  ...new Set([
    ...changelogData.entries.map((e) => e.version),
    ...releaseData.releases.map((r) => r.version),
    canary.release,
  ]),
];

const lineOf = (release: string) => release.split('.').slice(0, 2).join('.');
/** Reference option names (`<source>:<name>`) per release line. */
const optionsByLine = new Map(
  Object.values(referenceByVersion).map((v) => [
    lineOf(v.release),
    new Set(Object.entries(v.sources).flatMap(([source, data]) => data.options.map((o) => `${source}:${o.name}`))),
  ]),
);
const optionsOf = (release: string) => optionsByLine.get(lineOf(release)) ?? null;

/** Environment variables the packages read, per release line (3.6.1 installed, others catalogued). */
const catalogue = readApiCatalogue();
const envVarsByLine = new Map(
  checkedReleases.map((release) => [
    lineOf(release),
    new Set(
      release === latestRelease.version
        ? packageApis([path.join(siteRoot, 'node_modules')]).envVars
        : (catalogue[release]?.envVars ?? []),
    ),
  ]),
);
const envVarsOf = (release: string) => envVarsByLine.get(lineOf(release)) ?? null;

/** The schema history of every option, by full path and by last segment (`limit` for `feedOptions.limit`). */
const pastsByName = new Map<string, OptionPast[]>();
for (const [source, {options}] of Object.entries(schemaHistory.sources)) {
  for (const [option, {added, removed, changes = []}] of Object.entries(options)) {
    const past: OptionPast = {key: `${source}:${option}`, added, removed, changed: changes.map((c) => c.release)};
    for (const name of new Set([option, option.split(/[.\]]/).pop() ?? option])) {
      pastsByName.set(name, [...(pastsByName.get(name) ?? []), past]);
    }
  }
}
const historyOf = (name: string) => pastsByName.get(name) ?? [];
const oldestRelease = schemaHistory.releases[0];

/**
 * TEMPORARY: notes that the data contradicts, likely wrong claims, to fix in the pages (then
 * delete the entry). Keyed by file and problem.
 */
const KNOWN_WRONG_TO_FIX: Array<{file: string; problem: string; truth: string}> = [];

describe('versionNotesOf and noteProblems', () => {
  const facts = (pageRelease: string) => ({
    pageRelease,
    canaryRelease: canary.release,
    releases,
    optionsOf,
    envVarsOf,
    historyOf,
    oldestRelease,
  });

  it('reads notes and their names', () => {
    const notes = versionNotesOf('- Since 3.6: `future.experimental_faster`. Canary only: `x`.\n```\nSince 9.9\n```');
    expect(notes.map((n) => `${n.line}:${n.kind}:${n.release}:${n.names.join(',')}`)).toEqual([
      '1:since:3.6:future.experimental_faster',
      '1:canary:null:x',
    ]);
  });

  it('accepts true notes', () => {
    const page = [
      '- Since 3.6: `future.experimental_faster`.',
      '- Canary only: the `sidebar_label` front matter key.',
    ].join('\n');
    expect(versionNotesOf(page).flatMap((n) => noteProblems(n, facts('3.7.0')))).toEqual([]);
  });

  it('rejects an unknown release, a release after the page, and a wrong option note', () => {
    const page = [
      '- Since 3.9: `future.experimental_faster`.',
      '- Since 3.6: `onBrokenAnchors`.',
      '- Canary only: `future.experimental_faster`.',
    ].join('\n');
    expect(versionNotesOf(page).flatMap((n) => noteProblems(n, facts('3.7.0')))).toEqual([
      'Since 3.9: no such release in the changelog data',
      'Since 3.6: the schema history has `onBrokenAnchors` config:onBrokenAnchors added in 3.1',
      'Since 3.6: `onBrokenAnchors` already exists in 3.5',
      'Canary only: the schema history has `future.experimental_faster` config:future.experimental_faster added in 3.6',
      'Canary only: `future.experimental_faster` already exists in 3.6',
    ]);
    expect(
      versionNotesOf('| `DOCUSAURUS_NO_REACT_ALIASES` | `build` | Canary only. Any value. |').flatMap((n) =>
        noteProblems(n, facts('3.7.0')),
      ),
    ).toEqual(['Canary only: `DOCUSAURUS_NO_REACT_ALIASES` is already read in 3.6']);
    expect(versionNotesOf('Since 3.6: `title_meta`.').flatMap((n) => noteProblems(n, facts('3.5.2')))).toEqual([
      "Since 3.6: later than the page's release 3.5.2",
    ]);
  });
});

describe('notes about options against the schema history', () => {
  const problemsOf = (page: string, pageRelease = '3.7.0') =>
    versionNotesOf(page).flatMap((n) =>
      noteProblems(n, {
        pageRelease,
        canaryRelease: canary.release,
        releases,
        optionsOf,
        envVarsOf,
        historyOf,
        oldestRelease,
      }),
    );

  it('accepts notes that agree with it, on lines the reference tables do not cover', () => {
    const page = [
      '- Since 3.1: `onBrokenAnchors`.',
      '- Since 3.3: `markdown.anchors`.',
      '- Since 3.4: `onInlineTags` of the blog plugin.',
      '- Since 3.0: `truncateMarker` also matches `{/* truncate */}`.',
      '- Removed in 3.0: `docLayoutComponent`.',
      '- Unchanged since 3.0: `truncateMarker`.',
      '- Since 3.4.0: the search page honours `contextualSearch: false`.',
      '- Since 2.0: `postsPerPage`.',
      '- Since 3.3: `markdown.anchors.maintainCase`.',
    ].join('\n');
    expect(problemsOf(page)).toEqual([]);
  });

  // The reference tables alone pass the first two: they hold no 3.1 to 3.4 rows.
  it("reads a note in a reference row with no names of its own as about the row's option", () => {
    const row = (note: string) =>
      `  <ReferenceOption name="title_meta">Title for the browser tab. ${note}</ReferenceOption>`;
    expect(versionNotesOf(row('Since 3.6.')).map((n) => n.names)).toEqual([['title_meta']]);
    expect(problemsOf(row('Since 3.6.'))).toEqual([]);
    expect(problemsOf(row('**New in 3.5.**'))).toEqual([
      'New in 3.5: the schema history has `title_meta` blog-front-matter:title_meta added in 3.6',
      'New in 3.5: `title_meta` is not in the 3.5 reference data',
    ]);
  });

  it('rejects an option dated to the wrong line, a wrong removal and a change after "unchanged since"', () => {
    const page = [
      '- Since 3.2: `onBrokenAnchors`.',
      '- New in 3.5: `onInlineTags`.',
      '- Removed in 3.1: `docLayoutComponent`.',
      '- Removed in 3.5: `postsPerPage`.',
      '- Unchanged since 2.4: `truncateMarker`.',
      '- Since 3.2: `markdown.anchors.maintainCase`.',
    ].join('\n');
    expect(problemsOf(page)).toEqual([
      'Since 3.2: the schema history has `onBrokenAnchors` config:onBrokenAnchors added in 3.1',
      'New in 3.5: the schema history has `onInlineTags` plugin-content-blog:onInlineTags added in 3.4; plugin-content-docs:onInlineTags added in 3.4',
      'Removed in 3.1: the schema history has `docLayoutComponent` plugin-content-docs:docLayoutComponent added in 2.0 or before, removed in 3.0',
      'Removed in 3.5: the schema history has `postsPerPage` plugin-content-blog:postsPerPage added in 2.0 or before',
      'Removed in 3.5: `postsPerPage` still exists in 3.5',
      'Unchanged since 2.4: the schema history has `truncateMarker` added or changed later',
      'Since 3.2: `markdown.anchors.maintainCase` is under `markdown.anchors`, which the schema history adds in 3.3',
    ]);
  });
});

describe('the version notes of the pages', () => {
  const pages = contentPages().filter((p) => p.version !== null && !p.file.startsWith('blog/'));

  it('are found', () => {
    expect(pages.flatMap((p) => versionNotesOf(p.source)).length).toBeGreaterThan(50);
  });

  it('name real releases and agree with the reference data (or are known wrong, to fix)', () => {
    const problems = pages.flatMap((p) =>
      versionNotesOf(p.source).flatMap((note) =>
        noteProblems(note, {
          pageRelease: p.version!,
          canaryRelease: canary.release,
          releases,
          optionsOf,
          envVarsOf,
          historyOf,
          oldestRelease,
        })
          .filter((problem) => !KNOWN_WRONG_TO_FIX.some((k) => k.file === p.file && k.problem === problem))
          .map((problem) => `${p.file}:${note.line}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('leave no stale known-wrong entry', () => {
    const stale = KNOWN_WRONG_TO_FIX.filter((k) => {
      const page = pages.find((p) => p.file === k.file);
      return !page?.version
        ? true
        : !versionNotesOf(page.source).some((note) =>
            noteProblems(note, {
              pageRelease: page.version!,
              canaryRelease: canary.release,
              releases,
              optionsOf,
              envVarsOf,
              historyOf,
              oldestRelease,
            }).includes(k.problem),
          );
    });
    expect(stale).toEqual([]);
  });
});
