import {describe, expect, it} from 'vitest';
import type {LiteManifest} from '../litePlan';
import {
  cachedScope,
  isLiteManifest,
  isStorableAsset,
  liteUrlsFor,
  matchIgnoringSearch,
  pageKey,
  scopeForPath,
  scopeUrls,
  twinToKeep,
  storesNavigation,
  visitAssets,
  visitPath,
} from '../sw/offlineWorkerCore.mjs';

const manifest: LiteManifest = {
  id: 'abc',
  shell: [
    {url: '/assets/js/main.93.js', revision: 'r'},
    {url: '/pagefind/pagefind.js', revision: 'r'},
  ],
  scopes: [
    {
      tag: 'docs-default-3.6.1',
      pathPrefix: '/docs/3.6.1/',
      entries: [
        {url: '/pagefind/docs-default-3.6.1/pagefind-entry.json', revision: 'r'},
        {url: '/pagefind/docs-default-3.6.1/index/a.pf_index', revision: 'r'},
      ],
    },
    {
      tag: 'docs-default-current',
      pathPrefix: '/docs/',
      entries: [
        {url: '/pagefind/docs-default-current/pagefind-entry.json', revision: 'r'},
        {url: '/pagefind/docs-default-current/index/b.pf_index', revision: 'r'},
      ],
    },
  ],
  defaultScope: 'docs-default-current',
  estimate: {shell: 1, scopes: {}},
};

describe('isLiteManifest', () => {
  it('accepts the plan the build writes and rejects anything else', () => {
    expect(isLiteManifest(manifest)).toBe(true);
    expect(isLiteManifest(null)).toBe(false);
    expect(isLiteManifest({...manifest, shell: [{url: 'https://example.com/x.js'}]})).toBe(false);
    expect(isLiteManifest({...manifest, scopes: [{tag: 'x'}]})).toBe(false);
  });
});

describe('scopeForPath', () => {
  it('picks the docs version the page belongs to', () => {
    expect(scopeForPath('/docs/3.6.1/installation/', manifest)).toBe('docs-default-3.6.1');
    expect(scopeForPath('/docs/installation/', manifest)).toBe('docs-default-current');
    expect(scopeForPath('/docs/', manifest)).toBe('docs-default-current');
  });

  it('uses the version search uses elsewhere for pages outside the docs', () => {
    expect(scopeForPath('/blog/', manifest)).toBe('docs-default-current');
    expect(scopeForPath('/', manifest)).toBe('docs-default-current');
  });
});

describe('liteUrlsFor, scopeUrls and cachedScope', () => {
  it('downloads the shell and one version index', () => {
    expect(liteUrlsFor(manifest, 'docs-default-3.6.1')).toEqual([
      '/assets/js/main.93.js',
      '/pagefind/pagefind.js',
      '/pagefind/docs-default-3.6.1/pagefind-entry.json',
      '/pagefind/docs-default-3.6.1/index/a.pf_index',
    ]);
    expect(scopeUrls(manifest, null)).toEqual([]);
  });

  it('knows which version index is stored, counting only complete ones', () => {
    const stored = new Set(liteUrlsFor(manifest, 'docs-default-current'));
    expect(cachedScope(manifest, stored)).toBe('docs-default-current');
    stored.add('/pagefind/docs-default-3.6.1/pagefind-entry.json');
    expect(cachedScope(manifest, stored)).toBe('docs-default-current');
    expect(cachedScope(manifest, new Set(['/assets/js/main.93.js']))).toBeNull();
  });
});

describe('request rules', () => {
  it('matches search files without their cache-busting query', () => {
    expect(matchIgnoringSearch('/pagefind/pagefind-entry.json', '/')).toBe(true);
    expect(matchIgnoringSearch('/docs/', '/')).toBe(false);
  });

  it("keeps a visited page's scripts and styles, not prefetches or images", () => {
    expect(isStorableAsset('/assets/js/17896441.4f.js', 'script', '/')).toBe(true);
    expect(isStorableAsset('/assets/css/styles.e6.css', 'style', '/')).toBe(true);
    expect(isStorableAsset('/assets/js/17896441.4f.js', '', '/')).toBe(false);
    expect(isStorableAsset('/assets/ideal-img/a.1.640.png', 'image', '/')).toBe(false);
  });

  it('stores a page under its path, whatever its query or hash', () => {
    expect(pageKey('http://localhost/docs/?offlineMode=true#top')).toBe('http://localhost/docs/');
  });
});

describe('visit messages', () => {
  const origin = 'http://localhost:4203';

  it('accepts a page path of the site only', () => {
    expect(visitPath({path: '/docs/installation/'}, '/')).toBe('/docs/installation/');
    expect(visitPath({path: 'https://example.com/'}, '/')).toBeNull();
    expect(visitPath({path: '/docs/../../etc'}, '/')).toBeNull();
    expect(visitPath({}, '/')).toBeNull();
  });

  it('keeps same-origin scripts and styles under assets/, once', () => {
    expect(
      visitAssets(
        [
          `${origin}/assets/js/a.1.js`,
          `${origin}/assets/js/a.1.js?x`,
          'https://example.com/assets/js/b.js',
          `${origin}/img/c.png`,
          42,
        ],
        origin,
        '/',
      ),
    ).toEqual([`${origin}/assets/js/a.1.js`]);
    expect(visitAssets('nope', origin, '/')).toEqual([]);
  });
});

describe('twinToKeep', () => {
  it('accepts the twin path of a copied page under the scope', () => {
    expect(twinToKeep({path: '/docs/installation.md'}, '/')).toBe('/docs/installation.md');
    expect(twinToKeep({path: '/site/docs.md'}, '/site/')).toBe('/site/docs.md');
  });

  it('refuses anything that is not a plain twin path of this site', () => {
    for (const path of [
      '/docs/installation/',
      '/assets/js/main.js',
      '/other/docs.md',
      '/docs/../sw.md',
      '/docs/x.md?v=1',
      '/docs/x.md#top',
      '//evil.example/x.md',
      'https://evil.example/x.md',
    ]) {
      expect(twinToKeep({path}, path === '/other/docs.md' ? '/site/' : '/'), path).toBeNull();
    }
    expect(twinToKeep(null, '/')).toBeNull();
    expect(twinToKeep({path: 42}, '/')).toBeNull();
  });
});

describe('storesNavigation', () => {
  it('stores pages (HTML) and not a Markdown twin opened by navigation, which is kept only when copied', () => {
    expect(storesNavigation('text/html')).toBe(true);
    expect(storesNavigation('text/html; charset=utf-8')).toBe(true);
    expect(storesNavigation('text/markdown; charset=utf-8')).toBe(false);
    expect(storesNavigation('text/plain; charset=utf-8')).toBe(false);
    expect(storesNavigation('text/htmlx')).toBe(false);
    expect(storesNavigation(null)).toBe(false);
  });
});
