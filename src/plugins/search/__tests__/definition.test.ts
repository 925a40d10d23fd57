import {describe, expect, it} from 'vitest';
import {
  baseOf,
  bestHeading,
  bestReferenceRow,
  definitionScore,
  minimumDefinitionScore,
  reaches,
  referenceRowIdPrefix,
  rerankByDefinition,
} from '../client/definition';
import type {TermGroup} from '../client/plan';
import type {PagefindResultData} from '../client/pagefindTypes';

const group = (label: string, rarity: number, ...queries: string[]): TermGroup => ({
  label,
  rarity,
  alternatives: queries.map((query) => ({query, weight: 1})),
});
const page = (title: string, headings: [string, string][] = []): PagefindResultData => ({
  url: `/${title.toLowerCase().replace(/\W+/g, '-')}/`,
  excerpt: '',
  meta: {title},
  sub_results: headings.map(([heading, element]) => ({
    title: heading,
    url: `/page/#${heading.toLowerCase()}`,
    excerpt: '',
    anchor: {element, id: heading.toLowerCase(), location: 1},
  })),
});

describe('reaches', () => {
  it('matches a searched word to written words as Pagefind does: by its base, as a prefix', () => {
    expect(baseOf('versioning')).toBe('version');
    expect(reaches('versioning', 'versioned')).toBe(true);
    expect(reaches('blocks', 'blocks')).toBe(true);
    expect(reaches('blocks', 'codeblock')).toBe(false);
    expect(reaches('seo', 'seo')).toBe(true);
  });
});

describe('definitionScore', () => {
  it('does not count a package scope as a word the query must name', () => {
    // `docusaurus plugin` joined begins `docusauruspluginclientredirects`; the scope is on every plugin's title.
    const groups = [
      group('docusaurus plugin', 4, 'docusaurusplugin', 'docusaurus plugin'),
      group('forbidden', 3, 'forbidden'),
    ];
    expect(definitionScore('@docusaurus/plugin-client-redirects', groups)).toBe(0);
    expect(
      definitionScore('@docusaurus/plugin-client-redirects', [group('redirects', 4, 'redirects')]),
    ).toBeGreaterThan(0);
  });

  const versioning = [group('versioning', 2, 'versioning')];

  it('scores a title that is the query above a title that only holds it', () => {
    expect(definitionScore('Versioning', versioning)).toBe(1);
    expect(definitionScore('Migrating a versioned v1 site', versioning)).toBeCloseTo(1 / 4);
    expect(definitionScore('Deployment', versioning)).toBe(0);
  });

  it('weighs the query groups a title holds by their rarity', () => {
    const groups = [group('code', 1, 'code'), group('blocks', 3, 'blocks')];
    expect(definitionScore('Code blocks', groups)).toBe(1);
    expect(definitionScore('Code', groups)).toBeCloseTo(1 / 4);
  });

  it('takes an identifier whole when the query names it, else by the share of its parts', () => {
    const joined = [group('usedocusauruscontext', 3, 'usedocusauruscontext', 'docusaurus context')];
    expect(definitionScore('useDocusaurusContext', joined)).toBe(1);
    const parts = [group('translation', 2, 'translation')];
    expect(definitionScore('getTranslationFiles', parts)).toBeCloseTo(1 / 2);
  });

  it('leaves filler, weak and ubiquitous words out of what a title says', () => {
    expect(definitionScore('Using plugins', [group('plugins', 2, 'plugins')])).toBe(1);
    expect(definitionScore('Docusaurus 3.6', [group('3.6', 4, '36')])).toBe(1);
    expect(definitionScore('', versioning)).toBe(0);
  });
});

describe('bestHeading', () => {
  it('finds the heading that names the query, among heading sections only', () => {
    const core = page('Docusaurus client API', [
      ['Hooks', 'h2'],
      ['useDocusaurusContext', 'h3'],
      ['useDocusaurusContext', 'p'],
    ]);
    const groups = [group('usedocusauruscontext', 3, 'usedocusauruscontext')];
    expect(bestHeading(core, groups)).toEqual({url: '/page/#usedocusauruscontext', score: 1});
    expect(bestHeading(page('Config', [['Fields', 'h2']]), groups)).toBeUndefined();
  });
});

describe('rerankByDefinition', () => {
  const groups = [group('versioning', 2, 'versioning')];

  it('puts the page the title names first when the first ranking scored it close', () => {
    const pages = [page('Migrating a versioned v1 site'), page('Versioning'), page('Deployment')];
    expect(rerankByDefinition(pages, [10, 9, 8], groups)).toEqual([1, 0, 2]);
  });

  it('keeps a far better match first, and the first order between equals', () => {
    expect(rerankByDefinition([page('Deployment'), page('Versioning')], [10, 2], groups)).toEqual([0, 1]);
    expect(rerankByDefinition([page('Alpha'), page('Beta')], [5, 5], groups)).toEqual([0, 1]);
  });

  it('does not re-order on a heading that only shares a word with the query (under a third)', () => {
    const pasted = [group('window', 1.7, 'window'), group('not', 0.2, 'not'), group('defined', 1.8, 'defined')];
    const tabs = page('Tabs', [['Labels defined on the parent', 'h3']]);
    expect(definitionScore('Labels defined on the parent', pasted)).toBeGreaterThan(0);
    expect(definitionScore('Labels defined on the parent', pasted)).toBeLessThan(minimumDefinitionScore);
    expect(rerankByDefinition([page('Static site generation'), tabs], [10, 9.8], pasted)).toEqual([0, 1]);
  });

  it('counts a defining heading, less than a defining title', () => {
    const withHeading = page('Docs', [['Versioning', 'h2']]);
    const named = page('Versioning');
    expect(rerankByDefinition([page('Other'), withHeading], [10, 9], groups)).toEqual([1, 0]);
    expect(rerankByDefinition([withHeading, named], [10, 10], groups)).toEqual([1, 0]);
  });
});

describe('reference rows', () => {
  /** A reference page whose fragment lists its rows' names as anchors, as the whole index writes them. */
  const reference = (title: string, names: string[]): PagefindResultData => ({
    ...page(title),
    anchors: names.map((text, index) => ({
      element: 'code',
      id: `${referenceRowIdPrefix}${index + 1}`,
      text,
      location: index,
    })),
  });
  const onBrokenLinks = [group('onbrokenlinks', 3, 'onbrokenlinks', 'broken links')];

  it('finds the row that names the query, however the query writes it', () => {
    const config = reference('docusaurus.config.js', ['baseUrl', 'onBrokenLinks']);
    expect(bestReferenceRow(config, onBrokenLinks)).toBe(1);
    expect(bestReferenceRow(config, [group('baseurl', 2, 'baseurl')])).toBe(1);
    expect(bestReferenceRow(page('Markdown links'), onBrokenLinks)).toBe(0);
  });

  it('does not count a row whose name says more than the query (`code blocks` in liveCodeBlock)', () => {
    const live = reference('@docusaurus/theme-live-codeblock', ['liveCodeBlock', 'playgroundPosition']);
    expect(bestReferenceRow(live, [group('code blocks', 2, 'codeblocks', 'code blocks')])).toBe(0);
    expect(definitionScore('liveCodeBlock', [group('code blocks', 2, 'codeblocks', 'code blocks')])).toBeGreaterThan(0);
  });

  it('puts the page whose row defines an identifier before a page that mentions it more, when asked', () => {
    const pages = [page('Markdown links'), reference('docusaurus.config.js', ['onBrokenLinks'])];
    expect(rerankByDefinition(pages, [10, 9.4], onBrokenLinks, {referenceRows: true})).toEqual([1, 0]);
    // Plain words look for the guide: rows do not count then.
    expect(rerankByDefinition(pages, [10, 9.4], onBrokenLinks)).toEqual([0, 1]);
  });
});

describe('definitionScore on words the title writes apart', () => {
  it('reads a title written apart as the identifier the query joins (`codeblock` names "Code blocks")', () => {
    const joined = [group('code bloks', 2, 'codeblock', 'code blog')];
    expect(definitionScore('Code blocks', joined)).toBe(1);
    // A word that only begins it does not name it.
    expect(definitionScore('Code blocks', [group('code', 1, 'code')])).toBeLessThan(1);
  });
});
