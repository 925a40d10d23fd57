import {describe, expect, it} from 'vitest';
import {
  docSearchIndexName,
  htmlSafeText,
  isSiteUrl,
  maxStoredSearches,
  sanitizeStoredSearch,
  sanitizeStoredSearches,
  storedSearchesKeys,
} from '../client/storedSearches';

/** An entry as DocSearch stores it: the hit minus its highlight, plus autocomplete's own fields. */
const entry = {
  objectID: '/docs/installation/',
  url: '/docs/installation/',
  url_without_anchor: '/docs/installation/',
  anchor: null,
  type: 'lvl1',
  content: 'The quickest way to a working site',
  hierarchy: {
    lvl0: 'Getting started',
    lvl1: 'Installation',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  __autocomplete_id: 0,
};

const sectionEntry = {
  ...entry,
  objectID: '/docs/installation/#requirements',
  url: '/docs/installation/#requirements',
  anchor: 'requirements',
  type: 'lvl2',
  hierarchy: {...entry.hierarchy, lvl2: 'Requirements'},
};

/** What DocSearch 3.9 does with a stored value (`JSON.parse(value).slice(0, n)`), then renders each entry. */
function docSearchReads(value: string | null): unknown[] {
  return value ? (JSON.parse(value) as unknown[]).slice(0, 7) : [];
}

describe('sanitizeStoredSearches', () => {
  it('keeps the entries DocSearch wrote, rebuilt from the fields it renders', () => {
    const kept = JSON.parse(sanitizeStoredSearches(JSON.stringify([entry, sectionEntry]))!);
    expect(kept).toEqual([
      {
        objectID: '/docs/installation/',
        url: '/docs/installation/',
        url_without_anchor: '/docs/installation/',
        anchor: null,
        type: 'lvl1',
        content: 'The quickest way to a working site',
        hierarchy: entry.hierarchy,
      },
      {
        objectID: '/docs/installation/#requirements',
        url: '/docs/installation/#requirements',
        url_without_anchor: '/docs/installation/',
        anchor: 'requirements',
        type: 'lvl2',
        content: 'The quickest way to a working site',
        hierarchy: sectionEntry.hierarchy,
      },
    ]);
  });

  it('is stable: sanitising a sanitised value changes nothing', () => {
    const once = sanitizeStoredSearches(JSON.stringify([entry, {...entry, url: '/a/', content: '<b>x</b> &amp;'}]));
    expect(sanitizeStoredSearches(once)).toBe(once);
  });

  it.each([
    ['no value', null],
    ['an empty string', ''],
    ['garbage', 'garbage'],
    ['truncated JSON', JSON.stringify([entry]).slice(0, 40)],
    ['an object', '{}'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"[]"'],
    ['true', 'true'],
    ['an empty array', '[]'],
    ['an array of numbers', '[1,2,3]'],
    ['an array of strings', '["/docs/"]'],
    ['an array of nulls and arrays', '[null,[],[{}]]'],
    ['an array of empty objects', '[{},{}]'],
    ['entries without a hierarchy', JSON.stringify([{...entry, hierarchy: undefined}])],
    ['entries with a hierarchy array', JSON.stringify([{...entry, hierarchy: ['Installation']}])],
    ['entries with a numeric title', JSON.stringify([{...entry, hierarchy: {...entry.hierarchy, lvl1: 7}}])],
    ['entries without a title', JSON.stringify([{...entry, hierarchy: {...entry.hierarchy, lvl1: null}}])],
    ['entries of an unknown type', JSON.stringify([{...entry, type: 'lvl9'}])],
    ['a lvl2 entry without its heading', JSON.stringify([{...sectionEntry, hierarchy: entry.hierarchy}])],
    ['entries with an object as content', JSON.stringify([{...entry, content: {html: '<b>'}}])],
    ['a huge value', JSON.stringify(Array.from({length: 5000}, (_, i) => ({...entry, url: `/docs/${i}/`})))],
    ['a huge title', JSON.stringify([{...entry, hierarchy: {...entry.hierarchy, lvl1: 'x'.repeat(100_000)}}])],
  ])('drops %s', (_, raw) => {
    const result = sanitizeStoredSearches(raw);
    expect(result).toBeNull();
    expect(() => docSearchReads(result)).not.toThrow();
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/docs/'],
    ['a backslash URL', '/\\evil.example/'],
    ['a relative path', 'docs/installation/'],
    ['a number', 42],
    ['no URL', undefined],
  ])('drops entries whose URL is %s, keeping the good ones', (_, url) => {
    const kept = JSON.parse(sanitizeStoredSearches(JSON.stringify([{...entry, url, objectID: url}, sectionEntry]))!);
    expect(kept.map((item: {url: string}) => item.url)).toEqual([sectionEntry.url]);
  });

  it('escapes markup in stored text, so recent and favourite entries render as text', () => {
    const hostile = {
      ...entry,
      content: '<img src=x onerror=window.__pwned=1>',
      hierarchy: {...entry.hierarchy, lvl0: '<script>x()</script>', lvl1: 'Use <BrowserOnly> & <b>co</b>'},
    };
    const [kept] = JSON.parse(sanitizeStoredSearches(JSON.stringify([hostile]))!);
    expect(kept.content).toBe('&lt;img src=x onerror=window.__pwned=1&gt;');
    expect(kept.hierarchy.lvl1).toBe('Use &lt;BrowserOnly&gt; &amp; &lt;b&gt;co&lt;/b&gt;');
    expect(kept.hierarchy.lvl0).toBe('&lt;script&gt;x()&lt;/script&gt;');
    expect(JSON.stringify(kept)).not.toMatch(/<[a-z/]/i);
  });

  it('drops extra fields such as a stored parent hit with its own HTML highlight', () => {
    const withParent = {...sectionEntry, __docsearch_parent: {_highlightResult: {x: '<img src=x onerror=1>'}}};
    const [kept] = JSON.parse(sanitizeStoredSearches(JSON.stringify([withParent]))!);
    expect(Object.keys(kept).sort()).toEqual(
      ['anchor', 'content', 'hierarchy', 'objectID', 'type', 'url', 'url_without_anchor'].sort(),
    );
  });

  it('keeps one entry per URL and at most as many as DocSearch would', () => {
    const many = Array.from({length: 30}, (_, i) => ({...entry, url: `/docs/${i % 15}/`}));
    const kept = JSON.parse(sanitizeStoredSearches(JSON.stringify(many))!);
    expect(kept).toHaveLength(maxStoredSearches);
    expect(new Set(kept.map((item: {url: string}) => item.url)).size).toBe(maxStoredSearches);
  });
});

describe('sanitizeStoredSearch', () => {
  it.each([null, undefined, 0, 'x', [], [entry], true])('rejects %j', (value) => {
    expect(sanitizeStoredSearch(value)).toBeUndefined();
  });
});

describe('htmlSafeText', () => {
  it('escapes raw markup and leaves escaped text as it is', () => {
    expect(htmlSafeText('<b>a</b> & "b"')).toBe('&lt;b&gt;a&lt;/b&gt; &amp; &quot;b&quot;');
    expect(htmlSafeText('&lt;b&gt;a&lt;/b&gt; &amp; &quot;b&quot;')).toBe('&lt;b&gt;a&lt;/b&gt; &amp; &quot;b&quot;');
    expect(htmlSafeText('&amp;lt;')).toBe('&amp;lt;');
  });
});

describe('isSiteUrl', () => {
  it('accepts site paths with anchors and queries only', () => {
    expect(isSiteUrl('/docs/a/#b')).toBe(true);
    expect(isSiteUrl('/search/?q=x')).toBe(true);
    expect(isSiteUrl('/docs/a b/')).toBe(false);
    expect(isSiteUrl('/\tjavascript:x')).toBe(false);
  });
});

describe('DocSearch storage keys', () => {
  it('are namespaced like the site’s own keys, the legacy key plus the suffix', () => {
    expect(docSearchIndexName('-3a8')).toBe('pagefind-3a8');
    expect(docSearchIndexName('')).toBe('pagefind');
    expect(storedSearchesKeys('-3a8')).toEqual([
      '__DOCSEARCH_RECENT_SEARCHES__pagefind-3a8',
      '__DOCSEARCH_RECENT_SEARCHES__pagefind',
      '__DOCSEARCH_FAVORITE_SEARCHES__pagefind-3a8',
      '__DOCSEARCH_FAVORITE_SEARCHES__pagefind',
    ]);
    expect(storedSearchesKeys('')).toEqual([
      '__DOCSEARCH_RECENT_SEARCHES__pagefind',
      '__DOCSEARCH_FAVORITE_SEARCHES__pagefind',
    ]);
  });
});
