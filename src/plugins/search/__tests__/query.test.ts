import {describe, expect, it} from 'vitest';
import {cleanQuery, facetFiltersToPagefind, normalizeRequests} from '../client/query';

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
