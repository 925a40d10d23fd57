import {describe, expect, it} from 'vitest';
import {isSearchScript, liteWorstCase, planLitePrecache, shellUrlsOfPage} from '../litePlan';
import type {ManifestEntry} from '../precachePlan';

const entry = (url: string, size = 100): ManifestEntry => ({url, revision: 'r', size});

describe('shellUrlsOfPage', () => {
  it('lists the scripts, stylesheet, manifest and icons of a minified page head', () => {
    const html =
      '<!doctype html><html><head><link data-rh=true rel=icon href=/img/favicon.ico><link rel=manifest href=/manifest.json><link rel=apple-touch-icon href=/img/icons/icon-192.png><link rel=stylesheet href=/assets/css/styles.e6.css><link rel=alternate type=application/rss+xml href=/blog/rss.xml><link rel=preconnect href=https://example.com><script src=/assets/js/runtime~main.0e.js defer></script><script src=/assets/js/main.93.js defer></script><script>inline()</script></head>';
    expect(shellUrlsOfPage(html)).toEqual([
      '/img/favicon.ico',
      '/manifest.json',
      '/img/icons/icon-192.png',
      '/assets/css/styles.e6.css',
      '/assets/js/runtime~main.0e.js',
      '/assets/js/main.93.js',
    ]);
  });
});

describe('planLitePrecache', () => {
  const entries = [
    entry('index.html', 1000),
    entry('assets/js/main.93.js', 150),
    entry('assets/css/styles.e6.css', 20),
    entry('pagefind/pagefind.js', 12),
    entry('pagefind/wasm.en-us.pagefind', 70),
    entry('pagefind/pagefind-entry.json', 1),
    entry('pagefind/pagefind.en-us_b51.pf_meta', 4),
    entry('pagefind/filter/en-us_aa.pf_filter', 1),
    entry('pagefind/index/en-us_1.pf_index', 300),
    entry('pagefind/fragment/en-us_1.pf_fragment', 5),
    entry('pagefind/docs-default-current/pagefind-entry.json', 1),
    entry('pagefind/docs-default-current/wasm.en-us.pagefind', 70),
    entry('pagefind/docs-default-current/index/en-us_2.pf_index', 250),
    entry('pagefind/docs-default-3.6.1/pagefind-entry.json', 1),
    entry('pagefind/docs-default-3.6.1/wasm.en-us.pagefind', 70),
    entry('pagefind/docs-default-3.6.1/index/en-us_3.pf_index', 260),
  ];
  const lite = planLitePrecache(entries, {
    baseUrl: '/',
    shellUrls: ['/assets/js/main.93.js', '/assets/css/styles.e6.css', '/img/missing.png'],
    indexDirectory: 'pagefind/',
    versionBundles: [
      {tag: 'docs-default-current', directory: 'pagefind/docs-default-current/', pathPrefix: '/docs/', isDefault: true},
      {
        tag: 'docs-default-3.6.1',
        directory: 'pagefind/docs-default-3.6.1/',
        pathPrefix: '/docs/3.6.1/',
        isDefault: false,
      },
    ],
    compressedSize: (item) => item.size,
    hash: (text) => String(text.length),
  });

  it('keeps the app shell and the search script, nothing of the whole index', () => {
    expect(lite.shell.map((item) => item.url)).toEqual([
      '/assets/js/main.93.js',
      '/assets/css/styles.e6.css',
      '/pagefind/pagefind.js',
    ]);
  });

  it('lists each docs version index with its path prefix, longest prefix first', () => {
    expect(lite.scopes.map((scope) => [scope.tag, scope.pathPrefix, scope.entries.length])).toEqual([
      ['docs-default-3.6.1', '/docs/3.6.1/', 3],
      ['docs-default-current', '/docs/', 3],
    ]);
    expect(lite.defaultScope).toBe('docs-default-current');
  });

  it('estimates the worst case a reader downloads: the shell and the largest version index', () => {
    expect(lite.estimate).toEqual({shell: 182, scopes: {'docs-default-3.6.1': 331, 'docs-default-current': 321}});
    expect(liteWorstCase(lite)).toBe(513);
  });
});

describe('isSearchScript', () => {
  it('is the one script of the whole index and of every version bundle', () => {
    expect(isSearchScript('pagefind/pagefind.js', 'pagefind/')).toBe(true);
    expect(isSearchScript('pagefind/pagefind-entry.json', 'pagefind/')).toBe(false);
    expect(isSearchScript('pagefind/docs-default-current/pagefind.js', 'pagefind/')).toBe(false);
  });
});
