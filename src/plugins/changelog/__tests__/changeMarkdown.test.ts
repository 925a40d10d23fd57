import {describe, expect, it} from 'vitest';
import type {ChangelogEntry} from '../changeTypes';
import {changeCount, entryTitle, escapeInline, renderEntryMarkdown, sortedCategories} from '../changeMarkdown';
import {committerAnchor, initialsOf, summarizeCommitters} from '../committers';

const routes = {basePath: '/changelog/', v2Path: '/changelog/v2/', authorsPath: '/changelog/authors/'};

// Invented entries in the shape of the committed data.
const release: ChangelogEntry = {
  version: '2.9.0',
  slug: '2.9.0',
  date: '2030-03-04',
  kind: 'release',
  notes: ['**Quick fix** for a made-up bug'],
  categories: [
    {
      key: 'bug',
      emoji: 'bug',
      label: 'Bug Fix',
      plainCount: 0,
      groups: [
        {
          packages: ['docusaurus-theme-demo'],
          changes: [{pr: 12, title: 'fix: keep `<Tabs>` and <Tabs> {x}', author: 'ana'}],
        },
      ],
    },
    {
      key: 'boom',
      emoji: 'boom',
      label: 'Breaking Change',
      plainCount: 1,
      groups: [{packages: [], changes: [{pr: 11, title: 'feat!: rename option', author: null}]}],
    },
  ],
  committers: [
    {name: 'Ana Example', handle: 'ana'},
    {name: null, handle: 'Bo-B'},
  ],
};

describe('renderEntryMarkdown', () => {
  const markdown = renderEntryMarkdown(
    release,
    {
      summary: 'What it means for you.',
      plainChanges: ['Our words for the prose change.'],
      registry: {
        nodeEngine: '>=16',
        keyDependencies: {react: '^17', webpack: null, '@mdx-js/mdx': null, '@rspack/core': null},
      },
    },
    routes,
  );

  it('writes front matter the blog plugin turns into /changelog/{slug}/', () => {
    expect(markdown).toMatch(/^---\ntitle: "Docusaurus 2\.9\.0"\nslug: "2\.9\.0"\ndate: 2030-03-04\ndescription: /);
  });

  it('puts our summary, and only it, above the truncate marker', () => {
    const [summary] = markdown.split('<!-- truncate -->');
    expect(summary!.trim().endsWith('What it means for you.')).toBe(true);
    expect(summary).not.toContain('## ');
    expect(markdown).toContain('Released on March 4, 2030 as a stable release.');
    const alpha = renderEntryMarkdown({...release, version: '2.9.0-alpha.1'}, {summary: 'x'}, routes);
    expect(alpha).toContain('as an alpha release.');
  });

  it('lists breaking changes first, each PR linked with its title quoted and its author', () => {
    expect(markdown.indexOf('## Breaking Change (2)')).toBeLessThan(markdown.indexOf('## Bug Fix (1)'));
    expect(markdown).toContain('- [#11](https://github.com/facebook/docusaurus/pull/11) “feat!: rename option”\n');
    expect(markdown).toContain(
      '- [#12](https://github.com/facebook/docusaurus/pull/12) “fix: keep `<Tabs>` and &lt;Tabs&gt; \\{x\\}” by [@ana](https://github.com/ana)',
    );
    expect(markdown).toContain('**`docusaurus-theme-demo`**');
    expect(markdown).toContain('**Not tied to a package**');
  });

  it('describes prose changes in our words, quotes the status note and lists the committers', () => {
    expect(markdown).toContain('- Our words for the prose change.');
    expect(markdown).toContain('The framework’s changelog notes: “Quick fix for a made-up bug”');
    expect(markdown).toContain(
      '## Committers (2)\n\n- Ana Example ([@ana](https://github.com/ana))\n- ([@Bo-B](https://github.com/Bo-B))',
    );
    expect(markdown).toContain('[committers page](/changelog/authors/)');
  });

  it('keeps the registry requirements and the feed links, and links 2.x pages to the V2 changelog', () => {
    expect(markdown).toContain('- Node.js: `>=16`');
    expect(markdown).toContain('- React: `^17`');
    expect(markdown).toContain('[RSS feed](pathname:///changelog/rss.xml)');
    expect(markdown).toContain('[V2 changelog](/changelog/v2/)');
    expect(markdown).not.toMatch(/not recorded/i);
  });
});

describe('helpers', () => {
  it('escapes markup outside code spans only', () => {
    expect(escapeInline('a <b> `<c>` {d}')).toBe('a &lt;b&gt; `<c>` \\{d\\}');
  });

  it('counts PR records and prose changes, orders categories for site owners', () => {
    expect(changeCount(release)).toBe(3);
    expect(sortedCategories(release.categories).map((category) => category.key)).toEqual(['boom', 'bug']);
    expect(entryTitle({kind: 'section', version: 'V2 Changelog'})).toBe('V2 Changelog');
  });

  it('credits committers with releases and authored PRs, with local initials', () => {
    const [ana, bob] = summarizeCommitters([release, {...release, version: '2.8.0', slug: '2.8.0'}], '/changelog/');
    expect(ana).toMatchObject({handle: 'ana', name: 'Ana Example', initials: 'AE', changeCount: 1});
    expect(ana!.releases.map((entry) => entry.permalink)).toEqual(['/changelog/2.9.0/', '/changelog/2.8.0/']);
    expect(bob).toMatchObject({handle: 'Bo-B', name: 'Bo-B', initials: 'BB', changeCount: 0});
    expect(committerAnchor('Bo-B')).toBe('committer-bo-b');
    expect(initialsOf('Sébastien Lorber')).toBe('SL');
    expect(initialsOf('初冬')).toBe('初冬');
  });
});
