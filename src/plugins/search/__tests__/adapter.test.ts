import {describe, expect, it, vi} from 'vitest';
import {createPagefindSearchClient, preloadTypedWords, searchPages} from '../client/adapter';
import type {PagefindApi, PagefindResultData} from '../client/pagefindTypes';
import {blogPost, fakePagefind, index, installationPage} from './searchFixtures';
import type {Vocabulary} from '../client/vocabularyClient';

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

describe('searchPages: the first window', () => {
  const page = (url: string, title: string, excerpt: string): PagefindResultData => ({
    url,
    excerpt,
    meta: {title},
    sub_results: [],
  });
  // Pagefind scores the migration page first: it says "versioned" more often.
  const migration = page('/docs/migration/versioned-sites/', 'Migrating a versioned v1 site', 'versioning versioning');
  const versioning = page('/docs/versioning/', 'Versioning', 'versioning');
  const others = Array.from({length: 6}, (_, i) => page(`/docs/other-${i}/`, `Other ${i}`, 'versioning'));
  const pages = [migration, versioning, ...others];
  const api: PagefindApi = {
    search: async () => ({
      results: pages.map((data, rank) => ({id: data.url, score: 10 - rank * 0.5, data: async () => data})),
    }),
  };

  it('is re-ordered by the titles that name the query; later windows keep the first ranking', async () => {
    const found = await searchPages(api, 'versioning');
    expect((await found.load(0, 5)).map((data) => data.url)).toEqual([
      '/docs/versioning/',
      '/docs/migration/versioned-sites/',
      '/docs/other-0/',
      '/docs/other-1/',
      '/docs/other-2/',
    ]);
    expect((await found.load(2, 4)).map((data) => data.url)).toEqual([
      '/docs/other-0/',
      '/docs/other-1/',
      '/docs/other-2/',
      '/docs/other-3/',
    ]);
    expect(found.total).toBe(8);
  });
});

describe('preloadTypedWords', () => {
  const never = () => new Promise<never>(() => undefined);
  const withVocabulary = (search: PagefindApi['search'], preload?: PagefindApi['preload']): PagefindApi => ({
    search,
    preload,
    vocabulary: {judge: never, holds: never, identifiers: never, pageCount: () => 100, pageKinds: never},
  });
  const searchSpy = () => vi.fn(async (_term: string, _options?: unknown) => ({results: []}));
  const preloadSpy = () => vi.fn(async (_term: string, _options?: unknown) => undefined);

  it('loads the chunks of the words as typed, not filler words, with the filters given, searching none', () => {
    const search = searchSpy();
    const preload = preloadSpy();
    const filters = {language: 'en'};
    preloadTypedWords(withVocabulary(search, preload), 'how do I hide the sidebar with hideable', {filters});
    expect(preload.mock.calls.map(([term]) => term)).toEqual(['hide', 'sidebar', 'hideable']);
    expect(preload.mock.calls.every(([, options]) => (options as {filters: unknown}).filters === filters)).toBe(true);
    expect(search).not.toHaveBeenCalled();
  });

  it("loads the synonyms of the query's words and phrases too, so the plan finds their chunks on their way", () => {
    const preload = preloadSpy();
    preloadTypedWords(withVocabulary(searchSpy(), preload), 'how do I publish a warning box');
    expect(preload.mock.calls.map(([term]) => term)).toEqual([
      'publish',
      'deploy',
      'deployment',
      'warning',
      'admonition',
      'box',
    ]);
  });

  it('leaves a word on nearly every page to the plan, which drops it beside other words', () => {
    const preload = preloadSpy();
    preloadTypedWords(withVocabulary(searchSpy(), preload), 'docusaurus start');
    expect(preload.mock.calls.map(([term]) => term)).toEqual(['start']);
  });

  it('loads before the vocabulary has judged a word, and searches it once its chunks are in first', async () => {
    const preload = preloadSpy();
    const search = searchSpy();
    // The vocabulary never answers: only a load started before planning can have run.
    void searchPages(withVocabulary(search, preload), 'onBrokenLinks', ['language:en']);
    await Promise.resolve();
    expect(preload).toHaveBeenCalledWith('onbrokenlinks', {filters: {all: [{language: 'en'}]}});
    // The chunks are in and the plan is not: the word is searched while the vocabulary still loads.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search).toHaveBeenCalledWith('onbrokenlinks', {filters: {all: [{language: 'en'}]}});
  });

  it('loads nothing ahead without a vocabulary (words then go as typed anyway)', () => {
    const search = searchSpy();
    const preload = preloadSpy();
    preloadTypedWords({search, preload}, 'sidebar');
    expect(preload).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
  });

  it('does not search a typed word the plan asks only joined: github pages is githubpages and "github pages"', async () => {
    const search = vi.fn(async (term: string) => ({
      results: [{id: term, score: 1, data: async () => ({url: `/${term}/`, excerpt: '', meta: {title: term}})}],
    }));
    // The chunks of the words as typed come after the plan (the vocabulary answers at once).
    let chunksIn: () => void = () => undefined;
    const arrival = new Promise<void>((resolve) => (chunksIn = resolve));
    const preload = vi.fn(async (term: string, _options?: unknown) => {
      if (term === 'github' || term === 'pages') await arrival;
    });
    const vocabulary: Vocabulary = {
      judge: async (words) => new Map(words.map((word) => [word, {kind: 'known', pages: 50} as const])),
      holds: async (words) => new Map(words.filter((word) => word === 'githubpages').map((word) => [word, 2])),
      identifiers: async () => new Set(),
      pageCount: () => 400,
      pageKinds: async () => ({news: new Set(), changelog: new Set(), reference: new Set(), digest: new Set()}),
    };
    const found = await searchPages({search, preload, vocabulary}, 'github pages');
    chunksIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(found.total).toBe(2);
    expect(preload.mock.calls.map(([term]) => term)).toEqual(['github', 'pages']);
    expect(search.mock.calls.map(([term]) => term).sort()).toEqual(['github pages', 'githubpages']);
  });

  /** A fresh index (searches are kept per index) whose vocabulary knows every word. */
  const knowingIndex = () => {
    const {api, search} = fakePagefind([{data: installationPage, tags: ['default'], language: 'en'}]);
    const vocabulary: Vocabulary = {
      judge: async (words) => new Map(words.map((word) => [word, {kind: 'known', pages: 10} as const])),
      holds: async () => new Map(),
      identifiers: async () => new Set(),
      pageCount: () => 100,
      pageKinds: async () => ({news: new Set(), changelog: new Set(), reference: new Set(), digest: new Set()}),
    };
    return {api: {...api, vocabulary}, search};
  };

  it('gives the plan the searches it started: one search per word of a query of known words', async () => {
    const {api, search} = knowingIndex();
    const found = await searchPages(api, 'scaffolding installation');
    expect(found.total).toBe(1);
    expect(search.mock.calls.map(([term]) => term).sort()).toEqual(['installation', 'scaffolding']);
  });

  it('searches a word again on the next keystroke only when the filters changed', async () => {
    const {api, search} = knowingIndex();
    await searchPages(api, 'scaffolding');
    await searchPages(api, 'scaffolding ');
    await searchPages(api, 'scaffolding installation');
    expect(search.mock.calls.map(([term]) => term)).toEqual(['scaffolding', 'installation']);
    await searchPages(api, 'scaffolding', ['language:en']);
    expect(search).toHaveBeenCalledTimes(3);
  });
});
