// The schema history (src/data/reference/history/) against its generator and
// against the packages it was read from.
//
// The test cannot install fourteen releases, so the generator commits its
// intermediate result, the normalised schema of every release it read
// (scripts/reference/history/snapshot.json), and this test re-derives the
// whole history from it with the generator's own functions: data edited by
// hand, or a generator changed without regenerating, fails here. The snapshot
// itself is checked against real packages where the test has them: 3.6.1 is
// read again from the site's node_modules, and every release of a docs
// version built here must agree with the reference tables
// (src/data/reference/), which the other generator read from that release.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtVersions, canary, docsVersions} from '@site/config/releases.mjs';
import {changelogData} from '@site/changelog/changes';
import {newerChangelogData} from '@site/changelog/newer';
import {referenceByVersion} from '@site/src/data/reference/all';
import {schemaHistory} from '@site/src/data/reference/history/all';
import {renames} from '@site/src/data/reference/history/renames';
import {compareReleases} from '../layout.mjs';
import {comparableType, deriveHistory, fromRanges, packSnapshot, toRanges} from '../history/derive.mjs';
import {HISTORY_RELEASES} from '../history/releases.mjs';
import {historyDefault, shownDefault, summariseRelease} from '../history/summarise.mjs';
import {siteRoot} from './documentedOptions';

type Snapshot = Parameters<typeof deriveHistory>[0];
type Row = Snapshot['sources'][string]['rows'][number];
const snapshot: Snapshot = JSON.parse(
  readFileSync(path.join(siteRoot, 'scripts/reference/history/snapshot.json'), 'utf8'),
);
const history = schemaHistory.sources;

/** Rows sorted by option name, for comparisons that do not care about schema order. */
const byName = (rows: Row[]) => [...rows].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

/** The rows of one source in one release of the snapshot (undefined: the release lacks the source). */
function snapshotRows(release: string, sourceId: string): Row[] | undefined {
  const source = snapshot.sources[sourceId];
  const ranges = source?.in[release];
  return ranges === undefined ? undefined : byName(fromRanges(ranges).map((index) => source.rows[index]));
}

const majorMinor = (release: string) => release.split('.').slice(0, 2).join('.');

describe('schema history data', () => {
  it('is what the generator derives from the committed snapshot', () => {
    expect(snapshot.releases).toEqual(HISTORY_RELEASES);
    expect(JSON.parse(JSON.stringify(schemaHistory))).toEqual(deriveHistory(snapshot));
  });

  it('reads one release of every minor line from 2.0 to Canary, and the docs versions built here', () => {
    const [canaryMajor, canaryMinor] = canary.line.split('.').map(Number);
    const lines = [
      ...Array.from({length: 5}, (_, minor) => `2.${minor}`),
      ...Array.from({length: canaryMajor === 3 ? canaryMinor + 1 : 0}, (_, minor) => `3.${minor}`),
    ];
    expect([...new Set(HISTORY_RELEASES.map(majorMinor))]).toEqual(lines);
    expect(HISTORY_RELEASES).toEqual(expect.arrayContaining([...builtVersions, canary.release]));
    expect([...HISTORY_RELEASES].sort(compareReleases)).toEqual(HISTORY_RELEASES);
  });

  it('matches the packages installed here, read again', () => {
    const jiti = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: false});
    const nodeModules = path.join(siteRoot, 'node_modules');
    const release = JSON.parse(readFileSync(path.join(nodeModules, '@docusaurus/core/package.json'), 'utf8')).version;
    expect(HISTORY_RELEASES).toContain(release);
    const fresh = summariseRelease(nodeModules, (file: string) => jiti(file));
    expect(Object.keys(fresh).length).toBeGreaterThan(20);
    for (const [id, rows] of Object.entries(fresh)) {
      expect({id, rows: snapshotRows(release, id)}).toEqual({id, rows: byName(rows)});
    }
  }, 60_000);

  it('agrees with the reference tables of every docs version built here', () => {
    for (const version of docsVersions) {
      const {release, sources} = referenceByVersion[version];
      for (const [id, {options}] of Object.entries(sources)) {
        const rows = snapshotRows(release, id) ?? [];
        expect({version, id, names: rows.map(([name]) => name)}).toEqual({
          version,
          id,
          names: options.map(({name}) => name).sort(),
        });
        for (const [name, type, defaultText, required] of rows) {
          const option = options.find((candidate) => candidate.name === name);
          const where = {version, id, name};
          expect({...where, type, required: required === 1}).toEqual({
            ...where,
            type: option?.type,
            required: option?.required,
          });
          // The tables print every function default as (computed); the history
          // describes it, and a thunk that yields nothing is no default at all.
          if (option?.default === '(computed)') {
            expect({...where, defaultText}).toEqual({
              ...where,
              defaultText: expect.toSatisfy((text: string | null) => text === null || text.startsWith('(computed')),
            });
          } else {
            expect({...where, default: shownDefault(defaultText)}).toEqual({...where, default: option?.default});
          }
        }
      }
    }
  });
});

describe('known options', () => {
  it('dates onInlineTags of the blog and docs plugins to 3.4', () => {
    for (const id of ['plugin-content-blog', 'plugin-content-docs']) {
      expect({id, ...history[id].options.onInlineTags}).toEqual({id, added: '3.4.0'});
    }
    expect(snapshotRows('3.3.2', 'plugin-content-docs')?.map(([name]) => name)).not.toContain('onInlineTags');
  });

  it("records the 3.0 change of the blog's truncate marker: MDX's {/* truncate */} joins <!-- truncate -->", () => {
    const changes = history['plugin-content-blog'].options.truncateMarker.changes ?? [];
    expect(changes.map(({release}) => release)).toEqual(['3.0.1']);
    // Joi describes a RegExp default as {"regex": "/…/"}.
    const marker = (text: string | null | undefined) => {
      const source = JSON.parse(text ?? 'null').regex as string;
      return new RegExp(source.slice(1, -1));
    };
    const [before, after] = [marker(changes[0].default?.[0]), marker(changes[0].default?.[1])];
    expect([before.test('<!-- truncate -->'), before.test('{/* truncate */}')]).toEqual([true, false]);
    expect([after.test('<!-- truncate -->'), after.test('{/* truncate */}')]).toEqual([true, true]);
  });

  it("records the 3.0 change of the blog feed's default: a limit of 20 items (#9189)", () => {
    expect(history['plugin-content-blog'].options.feedOptions.changes).toContainEqual({
      release: '3.0.1',
      default: ['{"type":["rss","atom"],"copyright":""}', '{"type":["rss","atom"],"copyright":"","limit":20}'],
    });
    expect(history['plugin-content-blog'].options['feedOptions.limit']).toEqual(
      expect.objectContaining({added: '3.0.1'}),
    );
  });

  it('records options removed in 3.0: docLayoutComponent (#7966) and the admonitions tag', () => {
    expect(history['plugin-content-docs'].options.docLayoutComponent).toEqual({added: '2.0.1', removed: '3.0.1'});
    for (const id of ['plugin-content-docs', 'plugin-content-blog', 'plugin-content-pages']) {
      expect({id, ...history[id].options['admonitions.tag']}).toEqual({id, added: '2.0.1', removed: '3.0.1'});
    }
  });

  it('records every hand-made rename as a removal and an addition in the same release, with a PR of that line and package', () => {
    expect(renames.length).toBeGreaterThan(0);
    for (const rename of renames) {
      const {options, package: pkg} = history[rename.source];
      expect({...rename, removed: options[rename.from]?.removed}).toEqual({...rename, removed: rename.release});
      expect({...rename, added: options[rename.to]?.added}).toEqual({...rename, added: rename.release});
      // The changelog names packages by folder: docusaurus (core), docusaurus-plugin-content-docs…
      const folder = pkg === '@docusaurus/core' ? 'docusaurus' : pkg.replace('@docusaurus/', 'docusaurus-');
      const previous = HISTORY_RELEASES[HISTORY_RELEASES.indexOf(rename.release) - 1];
      const listedIn = [...newerChangelogData.entries, ...changelogData.entries]
        .filter(
          (entry) =>
            /^\d+\.\d+\.\d+$/.test(entry.version) &&
            compareReleases(entry.version, previous) > 0 &&
            compareReleases(entry.version, rename.release) <= 0 &&
            entry.categories.some((category) =>
              category.groups.some(
                (group) => group.packages.includes(folder) && group.changes.some((change) => change.pr === rename.pr),
              ),
            ),
        )
        .map((entry) => entry.version);
      expect({...rename, listedIn}).toEqual({...rename, listedIn: [expect.any(String)]});
    }
  });
});

describe('schema history generator', () => {
  it('stores row indexes as ranges', () => {
    expect(toRanges([0, 1, 2, 5, 7, 8])).toBe('0-2,5,7-8');
    expect(fromRanges('0-2,5,7-8')).toEqual([0, 1, 2, 5, 7, 8]);
    expect(fromRanges(toRanges([]))).toEqual([]);
  });

  it('compares union types whatever the order of their members', () => {
    expect(comparableType('"weekly" | "daily"')).toBe(comparableType('"daily" | "weekly"'));
    expect(comparableType('null | "daily"')).not.toBe(comparableType('"daily"'));
    // Only the top level is a union of the option; an array's item type stays as written.
    expect(comparableType('(string | number)[] | boolean')).toBe('(string | number)[] | boolean');
    const packed = packSnapshot(
      {'2.0.1': {a: [['x', '"a" | "b"', null]]}, '2.1.0': {a: [['x', '"b" | "a"', null]]}},
      {a: '@docusaurus/a'},
    );
    expect(deriveHistory(packed).sources.a.options.x).toEqual({added: '2.0.1'});
  });

  it('describes a computed default by what it stands for, never by its code', () => {
    function DefaultSidebarItemsGenerator() {}
    const defaults = {generator: DefaultSidebarItemsGenerator, tags: undefined};
    expect(historyDefault({flags: {default: () => defaults.generator}})).toBe(
      '(computed: DefaultSidebarItemsGenerator)',
    );
    // A thunk that yields nothing leaves the option without a default.
    expect(historyDefault({flags: {default: () => defaults.tags}})).toBeNull();
    // A function of the other options is not called.
    expect(historyDefault({flags: {default: (parent: {a: number}) => parent.a}})).toBe('(computed)');
    expect(historyDefault({flags: {default: {special: 'deep'}}})).toBe('(computed)');
    expect(historyDefault({flags: {default: 'x'}})).toBe('"x"');
    expect(historyDefault({flags: {}})).toBeNull();
  });

  it('compares long defaults in full but shows them short', () => {
    const long = (last: string) => ({flags: {default: {text: 'a'.repeat(100), last}}});
    const [one, two] = [historyDefault(long('one')), historyDefault(long('two'))];
    expect(one).toMatch(/^\{…\}#[0-9a-f]{8}$/);
    expect(two).not.toBe(one);
    expect(shownDefault(one)).toBe('{…}');
  });

  it('derives added, changed and removed from the releases read', () => {
    const packed = packSnapshot(
      {
        '2.0.1': {
          a: [
            ['kept', 'string', '"x"'],
            ['gone', 'boolean', null],
          ],
        },
        '3.0.1': {
          a: [
            ['kept', 'string | boolean', '"y"', 1],
            ['new', 'number', '1'],
          ],
          b: [['late', 'string', null]],
        },
        '3.1.1': {
          a: [
            ['kept', 'string | boolean', '"y"', 1],
            ['new', 'number', '1'],
          ],
          b: [['late', 'string', null]],
        },
      },
      {a: '@docusaurus/a', b: '@docusaurus/b'},
    );
    expect(packed.sources.a.in).toEqual({'2.0.1': '0-1', '3.0.1': '2-3', '3.1.1': '2-3'});
    expect(deriveHistory(packed)).toEqual({
      releases: ['2.0.1', '3.0.1', '3.1.1'],
      sources: {
        a: {
          package: '@docusaurus/a',
          options: {
            gone: {added: '2.0.1', removed: '3.0.1'},
            kept: {
              added: '2.0.1',
              changes: [
                {
                  release: '3.0.1',
                  type: ['string', 'string | boolean'],
                  default: ['"x"', '"y"'],
                  required: [false, true],
                },
              ],
            },
            new: {added: '3.0.1'},
          },
        },
        b: {package: '@docusaurus/b', options: {late: {added: '3.0.1'}}},
      },
    });
  });

  it('refuses an option that comes back after its removal, which the format cannot tell', () => {
    const packed = packSnapshot(
      {'2.0.1': {a: [['x', 'string', null]]}, '2.1.0': {a: []}, '2.2.0': {a: [['x', 'string', null]]}},
      {a: '@docusaurus/a'},
    );
    expect(() => deriveHistory(packed)).toThrow('a: x was removed in 2.1.0 and is back in 2.2.0');
  });
});
