import {describe, expect, it, vi} from 'vitest';
import {
  cleanQuery,
  createPagefindSearchClient,
  facetFiltersToPagefind,
  normalizeRequests,
  pageToHits,
} from '../client/adapter';
import type {PagefindApi, PagefindFilter, PagefindResultData} from '../client/pagefindTypes';

const installationPage: PagefindResultData = {
  url: '/docs/3.5.2/installation/',
  excerpt: 'The quickest way to a working site is the <mark>scaffolding</mark> command',
  meta: {title: 'Installation', lvl0: 'Getting started', version: '3.5.2'},
  sub_results: [
    {title: 'Installation', url: '/docs/3.5.2/installation/', excerpt: 'The quickest <mark>scaffolding</mark>'},
    {
      title: 'Scaffolding a project',
      url: '/docs/3.5.2/installation/#scaffolding-a-project',
      excerpt: 'Run the <mark>scaffolding</mark> command with a folder name',
      anchor: {element: 'h2', id: 'scaffolding-a-project', text: 'Scaffolding a project', location: 12},
    },
    {
      title: 'Requirements',
      url: '/docs/3.5.2/installation/#requirements',
      excerpt: 'Node.js 18 &lt;or newer&gt; before <mark>scaffolding</mark>',
      anchor: {element: 'h3', id: 'requirements', text: 'Requirements', location: 30},
    },
  ],
};

const blogPost: PagefindResultData = {
  url: '/blog/releases/3.6/',
  excerpt: 'Faster builds and <mark>scaffolding</mark> changes',
  meta: {title: 'Docusaurus 3.6', lvl0: 'Blog'},
  sub_results: [],
};

interface FakeIndexPage {
  data: PagefindResultData;
  tags: string[];
  language: string;
}

/** A stand-in for pagefind.js that applies the same filter semantics to a fixed page list. */
function fakePagefind(pages: FakeIndexPage[]) {
  const matches = (page: FakeIndexPage, filter: PagefindFilter): boolean => {
    if ('all' in filter && Array.isArray(filter.all)) {
      return filter.all.every((inner) => matches(page, inner));
    }
    if ('any' in filter && Array.isArray(filter.any)) {
      return filter.any.some((inner) => matches(page, inner));
    }
    if ('not' in filter && typeof filter.not === 'object') {
      return !matches(page, filter.not);
    }
    return Object.entries(filter as Record<string, string>).every(([key, value]) =>
      key === 'language' ? page.language === value : key === 'docusaurus_tag' ? page.tags.includes(value) : false,
    );
  };
  const search = vi.fn(async (term: string, options?: {filters?: PagefindFilter}) => ({
    results: pages
      .filter((page) => page.data.excerpt.toLowerCase().includes(term.toLowerCase().split(' ')[0]!))
      .filter((page) => !options?.filters || matches(page, options.filters))
      .map((page) => ({id: page.data.url, data: async () => page.data})),
  }));
  const api: PagefindApi = {search};
  return {api, search};
}

const index = fakePagefind([
  {data: installationPage, tags: ['docs-default-3.5.2'], language: 'en'},
  {
    data: {...installationPage, url: '/docs/installation/', meta: {...installationPage.meta, version: 'current'}},
    tags: ['docs-default-current'],
    language: 'en',
  },
  {data: blogPost, tags: ['default'], language: 'en'},
]);

describe('normalizeRequests', () => {
  it('reads the algoliasearch v5 shape that DocSearch 3.9 sends', () => {
    expect(
      normalizeRequests({
        requests: [{indexName: 'docs', query: 'sidebar', hitsPerPage: 20, facetFilters: ['language:en']}],
      }),
    ).toEqual([{indexName: 'docs', query: 'sidebar', hitsPerPage: 20, page: 0, facetFilters: ['language:en']}]);
  });

  it('reads the algoliasearch v4 shape with parameters under params', () => {
    expect(
      normalizeRequests([
        {indexName: 'docs', params: {query: 'sidebar', hitsPerPage: 5, page: 2, facetFilters: 'language:en'}},
      ]),
    ).toEqual([{indexName: 'docs', query: 'sidebar', hitsPerPage: 5, page: 2, facetFilters: 'language:en'}]);
  });

  it('falls back to safe values for nonsense parameters', () => {
    expect(normalizeRequests({requests: [{query: 42, hitsPerPage: -3, page: 'x'}]})).toEqual([
      {indexName: '', query: '42', hitsPerPage: 20, page: 0, facetFilters: undefined},
    ]);
  });

  it('rejects a call that is neither shape', () => {
    expect(() => normalizeRequests({query: 'x'})).toThrow(TypeError);
  });
});

describe('facetFiltersToPagefind', () => {
  it('turns AND-of-ORs facet filters into Pagefind compounds', () => {
    expect(
      facetFiltersToPagefind(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.5.2']]),
    ).toEqual({
      all: [{language: 'en'}, {any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-3.5.2'}]}],
    });
  });

  it('accepts a single string, negations, and ignores malformed facets', () => {
    expect(facetFiltersToPagefind('language:en')).toEqual({all: [{language: 'en'}]});
    expect(facetFiltersToPagefind(['docusaurus_tag:-default'])).toEqual({all: [{not: {docusaurus_tag: 'default'}}]});
    expect(facetFiltersToPagefind(['no-colon', ':empty-key'])).toBeUndefined();
    expect(facetFiltersToPagefind(undefined)).toBeUndefined();
  });
});

describe('pageToHits', () => {
  const hits = pageToHits(installationPage, 'scaffolding');

  it('puts the page first as a lvl1 hit, grouped under its sidebar category', () => {
    expect(hits[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/3.5.2/installation/',
      url_without_anchor: '/docs/3.5.2/installation/',
      anchor: null,
      hierarchy: {lvl0: 'Getting started', lvl1: 'Installation', lvl2: null},
    });
  });

  it('turns heading sections into sub-results with anchors, skipping the anchorless page section', () => {
    expect(hits.map((hit) => hit.url)).toEqual([
      '/docs/3.5.2/installation/',
      '/docs/3.5.2/installation/#scaffolding-a-project',
      '/docs/3.5.2/installation/#requirements',
    ]);
    expect(hits[1]).toMatchObject({
      type: 'lvl2',
      anchor: 'scaffolding-a-project',
      url_without_anchor: '/docs/3.5.2/installation/',
      hierarchy: {lvl0: 'Getting started', lvl1: 'Installation', lvl2: 'Scaffolding a project'},
    });
  });

  it('highlights the matching heading, and shows other sections by their highlighted excerpt', () => {
    expect(hits[1]!._snippetResult.hierarchy.lvl2.value).toBe('<mark>Scaffolding</mark> a project');
    expect(hits[1]!._snippetResult.hierarchy.lvl2.matchLevel).toBe('full');
    expect(hits[2]).toMatchObject({type: 'content', hierarchy: {lvl3: 'Requirements'}});
    expect(hits[2]!._snippetResult.content.value).toBe('Node.js 18 &lt;or newer&gt; before <mark>scaffolding</mark>');
    expect(hits[2]!.content).toBe('Node.js 18 &lt;or newer&gt; before scaffolding');
  });

  /**
   * DocSearch renders `_snippetResult.<field>.value || <field>` as HTML, and
   * stores recent and favourite searches without `_snippetResult`: the plain
   * fields are what a stored entry renders, so they must be escaped text too.
   */
  it('keeps markup of the indexed text out of the plain fields that recent searches render', () => {
    const page: PagefindResultData = {
      url: '/docs/docusaurus-core/',
      excerpt: 'Wrap it in &lt;BrowserOnly&gt; &amp; <mark>render</mark> &lt;img src=x onerror=alert(1)&gt;',
      meta: {title: 'Use <BrowserOnly> & co', lvl0: 'Docs <b>'},
      sub_results: [
        {
          title: '<img src=x onerror=alert(1)>',
          url: '/docs/docusaurus-core/#browseronly',
          excerpt: 'the &lt;BrowserOnly&gt; <mark>render</mark>',
          anchor: {element: 'h2', id: 'browseronly', location: 3},
        },
      ],
    };
    const [pageHit, sectionHit] = pageToHits(page, 'render');
    const {_highlightResult, _snippetResult, ...stored} = pageHit!;
    expect(_highlightResult && _snippetResult).toBeTruthy();
    expect(stored.hierarchy.lvl1).toBe('Use &lt;BrowserOnly&gt; &amp; co');
    expect(stored.hierarchy.lvl0).toBe('Docs &lt;b&gt;');
    expect(stored.content).toBe('Wrap it in &lt;BrowserOnly&gt; &amp; render &lt;img src=x onerror=alert(1)&gt;');
    expect(sectionHit!.hierarchy.lvl2).toBe('&lt;img src=x onerror=alert(1)&gt;');
    for (const hit of [pageHit!, sectionHit!]) {
      const plain = JSON.stringify({...hit, _highlightResult: undefined, _snippetResult: undefined});
      expect(plain).not.toMatch(/<[a-z]/i);
    }
    // Live results keep their <mark> highlighting, built from escaped text.
    expect(pageHit!._snippetResult.content.value).toBe(
      'Wrap it in &lt;BrowserOnly&gt; &amp; <mark>render</mark> &lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('escapes markup in titles instead of rendering it', () => {
    const [hit] = pageToHits({...blogPost, meta: {title: '<img src=x onerror=alert(1)> tips', lvl0: 'Blog'}}, 'tips');
    expect(hit!._highlightResult.hierarchy.lvl1.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>tips</mark>');
  });
});

describe('createPagefindSearchClient', () => {
  const client = createPagefindSearchClient(async () => index.api);

  it('answers a v5 request with DocSearch hits and the page count', async () => {
    const {results} = await client.search({
      requests: [{indexName: 'pagefind', query: 'scaffolding', hitsPerPage: 20}],
    });
    expect(results[0]!.nbHits).toBe(3);
    expect(results[0]!.hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.url)).toEqual([
      '/docs/3.5.2/installation/',
      '/docs/installation/',
      '/blog/releases/3.6/',
    ]);
  });

  it('answers a v4 request the same way', async () => {
    const {results} = await client.search([{indexName: 'pagefind', params: {query: 'scaffolding', hitsPerPage: 20}}]);
    expect(results[0]!.nbHits).toBe(3);
  });

  it('keeps to one docs version with contextual facet filters, plus non-docs pages', async () => {
    const {results} = await client.search({
      requests: [
        {
          indexName: 'pagefind',
          query: 'scaffolding',
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.5.2']],
        },
      ],
    });
    const pages = results[0]!.hits.filter((hit) => hit.type === 'lvl1').map((hit) => hit.url);
    expect(pages).toEqual(['/docs/3.5.2/installation/', '/blog/releases/3.6/']);
    expect(results[0]!.nbHits).toBe(2);
  });

  it.each([
    ['only spaces', '     '],
    ['regex characters', '.*+?^${}()|[]\\'],
    ['1,000 characters', 'a'.repeat(1000)],
    ['emoji', '🦖🚀'],
    ['empty', ''],
  ])('returns an answer, not an error, for a query of %s', async (_name, query) => {
    const {results} = await client.search({requests: [{indexName: 'pagefind', query}]});
    expect(results[0]!.nbHits).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(results[0]!.hits)).toBe(true);
  });

  it('does not send empty or symbol-only queries to the index, and caps long ones', async () => {
    index.search.mockClear();
    await client.search({requests: [{query: '   '}, {query: '.*+?'}, {query: '🦖'}]});
    expect(index.search).not.toHaveBeenCalled();
    await client.search({requests: [{query: `${'x'.repeat(1000)}`}]});
    expect(index.search.mock.calls[0]![0]).toHaveLength(256);
  });

  it('reports an unreachable index with the error name DocSearch shows "Unable to fetch results" for', async () => {
    const offline = createPagefindSearchClient(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(offline.search({requests: [{query: 'docs'}]})).rejects.toMatchObject({name: 'RetryError'});
  });

  it('tells its owner whether each call failed, so the failure can stay on screen', async () => {
    const outcomes: boolean[] = [];
    let reachable = false;
    const flaky = createPagefindSearchClient(
      async () => {
        if (!reachable) {
          throw new TypeError('offline');
        }
        return index.api;
      },
      (failed) => outcomes.push(failed),
    );
    await expect(flaky.search({requests: [{query: 'scaffolding'}]})).rejects.toThrow();
    reachable = true;
    await flaky.search({requests: [{query: 'scaffolding'}]});
    expect(outcomes).toEqual([true, false]);
  });
});

describe('cleanQuery', () => {
  it('trims, collapses whitespace and counts emoji as single characters when capping', () => {
    expect(cleanQuery('  blog   sidebar \n')).toBe('blog sidebar');
    expect(Array.from(cleanQuery('🦖'.repeat(300)))).toHaveLength(256);
  });

  it('removes bidi controls and zero-width characters, so the query is what the reader sees', () => {
    const invisible = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E', // embeddings, pop, overrides
      '\u200E',
      '\u200F',
      '\u061C', // LRM, RLM, Arabic letter mark
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069', // isolates
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\uFEFF', // zero-width space, (non-)joiner, word joiner, BOM
      '\u00AD',
      '\u180E',
      '\u2061',
      '\u2064', // soft hyphen, Mongolian vowel separator, invisible operators
    ];
    for (const character of invisible) {
      expect(cleanQuery(`${character}plugin`), `U+${character.codePointAt(0)!.toString(16)}`).toBe('plugin');
      expect(cleanQuery(`plu${character}gin`), `U+${character.codePointAt(0)!.toString(16)} inside`).toBe('plugin');
    }
    expect(cleanQuery('\u2067\u202Eplugin\u202C\u2069 \u200Bsidebar\u200F')).toBe('plugin sidebar');
    expect(cleanQuery('\u202E\u200B\u2066')).toBe('');
  });

  it('composes Unicode, so a decomposed "ü" is the same query as a composed one', () => {
    expect(cleanQuery('U\u0308bersicht')).toBe('\u00DCbersicht');
  });
});

describe('bidi and zero-width characters in a query', () => {
  const plugins = fakePagefind([
    {
      data: {
        ...blogPost,
        url: '/docs/api/plugins/',
        excerpt: 'Write a plugin',
        meta: {title: 'Plugin API', lvl0: 'Docs'},
      },
      tags: ['default'],
      language: 'en',
    },
  ]);
  const pluginClient = createPagefindSearchClient(async () => plugins.api);

  it('find what the plain query finds, highlighted the same', async () => {
    const plain = await pluginClient.search({requests: [{indexName: 'pagefind', query: 'plugin'}]});
    expect(plain.results[0]!.hits.map((hit) => hit.url)).toEqual(['/docs/api/plugins/']);
    for (const query of ['\u202Eplugin', '\u200Eplugin\u200F', '\u2066plugin\u2069', 'plu\u200Bgin', '\uFEFFplugin']) {
      const {results} = await pluginClient.search({requests: [{indexName: 'pagefind', query}]});
      expect(
        results[0]!.hits.map((hit) => hit.url),
        JSON.stringify(query),
      ).toEqual(['/docs/api/plugins/']);
      expect(results[0]!.hits[0]!._snippetResult.hierarchy.lvl1).toEqual(
        plain.results[0]!.hits[0]!._snippetResult.hierarchy.lvl1,
      );
      expect(plugins.search).toHaveBeenLastCalledWith('plugin', {});
    }
  });
});
