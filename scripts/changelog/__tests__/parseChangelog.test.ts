import {describe, expect, it} from 'vitest';
import {entrySlug, parseChangelog, prNumbersOf, splitTitleAndAuthor} from '../parseChangelog.mjs';

// Hand-written fixture in the layout of the framework's changelog; versions,
// titles and people are invented for the test.
const FIXTURE = `# Some Changelog

## 9.1.0 (2030-02-02)

#### :boom: Breaking Change

- \`docusaurus-plugin-demo\`, \`docusaurus\`
  - [#501](https://github.com/facebook/docusaurus/pull/501) feat(demo): rename the \`widget\` option ([@ana](https://github.com/ana))

#### :bug: Bug Fix

- \`docusaurus-theme-demo\`
  - [#502](https://github.com/facebook/docusaurus/pull/502) fix(theme): keep <Tabs> stable ([@bo-b](https://github.com/bo-b))
  - [#503](https://github.com/facebook/docusaurus/pull/503) fix(theme): no author here
- Other
  - [#504](https://github.com/facebook/docusaurus/pull/504) chore: tidy scripts ([@ana](https://github.com/ana))

#### :robot: Dependencies

- [#505](https://github.com/facebook/docusaurus/pull/505) chore(deps): bump left-pad from 1 to 2 ([@dependabot[bot]](https://github.com/apps/dependabot))
- [#506](https://github.com/facebook/docusaurus/pull/506) chore(deps): bump right-pad from 3 to 4 ([@dependabot[bot]](https://github.com/apps/dependabot))

#### Committers: 2

- Ana Example ([@ana](https://github.com/ana))
- [@bo-b](https://github.com/bo-b)

## 9.0.1 (2030-01-15)

Broken upload, use 9.0.2

## 9.0.0-alpha.3 (2029-12-01)

**HOTFIX for 9.0.0-alpha.2**.

- Made-up plain change one.
- Made-up plain change two with an example:

\`\`\`js
- this dash line is code, not a change
\`\`\`

- \`infima\`
  - A renamed class, as a plain note.

## Old Notes (2029-01-01)

### Config changes

- A plain bullet in a section.
`;

describe('parseChangelog', () => {
  const {entries, problems} = parseChangelog(FIXTURE);

  it('reads every heading with its date, keeping non-version sections', () => {
    expect(entries.map((entry) => [entry.version, entry.date, entry.kind])).toEqual([
      ['9.1.0', '2030-02-02', 'release'],
      ['9.0.1', '2030-01-15', 'release'],
      ['9.0.0-alpha.3', '2029-12-01', 'release'],
      ['Old Notes', '2029-01-01', 'section'],
    ]);
    expect(entries[3]!.slug).toBe('old-notes');
    expect(problems).toEqual([]);
  });

  it('drops releases newer than the `to` version', () => {
    const limited = parseChangelog(FIXTURE, {to: '9.0.1'}).entries.map((entry) => entry.version);
    expect(limited).toEqual(['9.0.1', '9.0.0-alpha.3', 'Old Notes']);
  });

  it('groups PRs by category and package line, with title and author', () => {
    const [release] = entries;
    expect(release!.categories.map((category) => [category.key, category.emoji, category.label])).toEqual([
      ['boom', 'boom', 'Breaking Change'],
      ['bug', 'bug', 'Bug Fix'],
      ['robot', 'robot', 'Dependencies'],
    ]);
    const bugFix = release!.categories[1]!;
    expect(bugFix.groups).toEqual([
      {
        packages: ['docusaurus-theme-demo'],
        changes: [
          {pr: 502, title: 'fix(theme): keep <Tabs> stable', author: 'bo-b'},
          {pr: 503, title: 'fix(theme): no author here', author: null},
        ],
      },
      {packages: [], changes: [{pr: 504, title: 'chore: tidy scripts', author: 'ana'}]},
    ]);
    expect(release!.categories[0]!.groups[0]!.packages).toEqual(['docusaurus-plugin-demo', 'docusaurus']);
  });

  it('collects top-level PRs of a category into one group and reads bot authors', () => {
    const dependencies = entries[0]!.categories[2]!;
    expect(dependencies.groups).toHaveLength(1);
    expect(dependencies.groups[0]!.changes.map((change) => [change.pr, change.author])).toEqual([
      [505, 'dependabot[bot]'],
      [506, 'dependabot[bot]'],
    ]);
    expect(prNumbersOf(entries[0]!)).toEqual([501, 502, 503, 504, 505, 506]);
  });

  it('reads committers with and without a display name', () => {
    expect(entries[0]!.committers).toEqual([
      {name: 'Ana Example', handle: 'ana'},
      {name: null, handle: 'bo-b'},
    ]);
  });

  it('keeps short status lines as notes and counts prose changes without copying them', () => {
    expect(entries[1]!.notes).toEqual(['Broken upload, use 9.0.2']);
    expect(entries[1]!.categories).toEqual([]);
    const alpha = entries[2]!;
    expect(alpha.notes).toEqual(['**HOTFIX for 9.0.0-alpha.2**.']);
    // Two plain bullets plus the note under the `infima` line; the dash inside the code fence is ignored.
    expect(alpha.categories).toHaveLength(1);
    expect(alpha.categories[0]!.label).toBe('Changes');
    expect(alpha.categories[0]!.plainCount).toBe(3);
    expect(JSON.stringify(alpha)).not.toContain('Made-up plain change');
  });

  it('treats ### headings of a section as categories', () => {
    expect(entries[3]!.categories.map((category) => [category.label, category.plainCount])).toEqual([
      ['Config changes', 1],
    ]);
  });

  it('reports a committers heading that disagrees with the list', () => {
    const broken = FIXTURE.replace('#### Committers: 2', '#### Committers: 3');
    expect(parseChangelog(broken).problems).toEqual(['9.1.0: 2 committers listed, heading says 3']);
  });
});

describe('helpers', () => {
  it('splits the author link off a title, keeping links inside the title', () => {
    expect(splitTitleAndAuthor('fix: thing (Closes [#1](https://x.test/1)) ([@me](https://github.com/me))')).toEqual({
      title: 'fix: thing (Closes [#1](https://x.test/1))',
      author: 'me',
    });
    expect(splitTitleAndAuthor('fix: nobody')).toEqual({title: 'fix: nobody', author: null});
  });

  it('slugs versions as they are and sections in kebab case', () => {
    expect(entrySlug('2.0.0-beta.3')).toBe('2.0.0-beta.3');
    expect(entrySlug('V2 Changelog')).toBe('v2-changelog');
  });
});
