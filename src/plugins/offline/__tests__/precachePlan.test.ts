import {describe, expect, it} from 'vitest';
import {
  chunksOnlyFor,
  idealImageVariant,
  isSearchScript,
  liteWorstCase,
  namedChunkFiles,
  planFullPrecache,
  planLitePrecache,
  referencedImagePaths,
  shellUrlsOfPage,
  type ManifestEntry,
} from '../precachePlan';

const entry = (url: string, size = 100): ManifestEntry => ({url, revision: 'r', size});

describe('planFullPrecache', () => {
  const entries = [
    entry('index.html'),
    entry('docs/intro/index.html'),
    entry('tests/docs/index.html'),
    entry('tests/blog/feed.json'),
    entry('__docusaurus/debug/index.html'),
    entry('assets/js/main.1.js'),
    entry('assets/js/debugview.2.js', 4000),
    entry('blog/feed.json', 5000),
    entry('assets/ideal-img/airbyte.3bd5b38.640.png', 30),
    entry('assets/ideal-img/airbyte.eaa1514.1030.png', 60),
    entry('assets/images/airbyte-5a5073.png', 20),
    entry('img/logo.svg', 1),
    entry('img/showcase/airbyte.png', 15),
    entry('pagefind/pagefind-entry.json', 1),
    entry('pagefind/docs-default-current/pagefind-entry.json', 1),
  ];
  const referenced = new Set(
    referencedImagePaths(
      'srcSet:s.p+"assets/ideal-img/airbyte.3bd5b38.640.png 640w,"+s.p+"assets/ideal-img/airbyte.eaa1514.1030.png 1030w" <link rel=icon href=/img/logo.svg> {"./airbyte.png":44697}',
    ),
  );
  const plan = planFullPrecache(entries, {
    excludedPrefixes: ['tests/', '__docusaurus/'],
    liteOnlyPrefixes: ['pagefind/docs-default-current/'],
    excludedChunks: new Set(['assets/js/debugview.2.js']),
    isImageReferenced: (name) => referenced.has(name),
  });
  const urls = plan.manifest.map((item) => item.url);

  it('never precaches the test area or the debug pages, nor the chunks only they load', () => {
    expect(urls.some((url) => url.startsWith('tests/') || url.startsWith('__docusaurus/'))).toBe(false);
    expect(urls).not.toContain('assets/js/debugview.2.js');
    expect(plan.dropped['excluded section']).toEqual({files: 3, bytes: 300});
    expect(plan.dropped['chunk of an excluded section']).toEqual({files: 1, bytes: 4000});
  });

  it('keeps each ideal image at its smallest width only, and drops images nothing names', () => {
    expect(urls).toContain('assets/ideal-img/airbyte.3bd5b38.640.png');
    expect(urls).not.toContain('assets/ideal-img/airbyte.eaa1514.1030.png');
    expect(urls).not.toContain('assets/images/airbyte-5a5073.png');
    expect(urls).toContain('img/logo.svg');
    // The source image of the ideal-image plugin: only its bundler map names it ("./airbyte.png").
    expect(urls).not.toContain('img/showcase/airbyte.png');
  });

  it('keeps the whole search index and leaves the per-version bundles to the lite tier', () => {
    expect(urls).toContain('pagefind/pagefind-entry.json');
    expect(urls).not.toContain('pagefind/docs-default-current/pagefind-entry.json');
    expect(plan.dropped['lite tier search bundle']).toEqual({files: 1, bytes: 1});
  });

  it('leaves feeds to feed readers', () => {
    expect(urls).not.toContain('blog/feed.json');
    expect(plan.dropped.feed).toEqual({files: 1, bytes: 5000});
  });

  it('keeps pages and code of every other section', () => {
    expect(urls).toEqual(expect.arrayContaining(['index.html', 'docs/intro/index.html', 'assets/js/main.1.js']));
  });
});

describe('idealImageVariant', () => {
  it('reads the image and the width of an ideal-image file', () => {
    expect(idealImageVariant('assets/ideal-img/apache-doris.2083962.1030.png')).toEqual({
      image: 'assets/ideal-img/apache-doris.png',
      width: 1030,
    });
    expect(idealImageVariant('assets/images/social-card-04fb6286a906f953684d6c7fc555c746.png')).toBeUndefined();
  });
});

describe('referencedImagePaths', () => {
  it('finds image paths in scripts, srcsets, CSS and absolute URLs, as every tail after a slash', () => {
    const text =
      's.p+"assets/ideal-img/airbyte.3bd5b38.640.png 640w" url(/img/logo.svg) <meta content=https://docusaurus.io/img/social-card.png> "./airbyte.png"';
    const paths = referencedImagePaths(text);
    expect(paths).toEqual(
      expect.arrayContaining([
        'assets/ideal-img/airbyte.3bd5b38.640.png',
        'img/logo.svg',
        'img/social-card.png',
        'docusaurus.io/img/social-card.png',
        'airbyte.png',
      ]),
    );
    expect(paths).not.toContain('img/showcase/airbyte.png');
  });
});

describe('chunksOnlyFor', () => {
  // Chunk 10 is the debug page's component, 11 a viewer only it needs, 12 the shared docs layout.
  const clientManifest = {
    origins: {'10': ['11', '12', '10'], '20': ['12', '20'], '11': ['11'], '12': ['12']},
    assets: {
      '10': {js: [{file: 'assets/js/23abe487.aaaa.js'}]},
      '11': {js: [{file: 'assets/js/11.bbbb.js'}]},
      '12': {js: [{file: 'assets/js/12.cccc.js'}]},
      '20': {js: [{file: 'assets/js/0e384e19.dddd.js'}]},
    },
  };
  const routesChunkNames = {
    '/__docusaurus/debug/-546': {__comp: '23abe487', __context: {plugin: 'b38399eb'}},
    '/docs/-1a2': {__comp: '0e384e19'},
    '/tests/docs/-3b4': {__comp: '0e384e19'},
  };
  const excluded = chunksOnlyFor(
    (route) => route.startsWith('/__docusaurus/') || route.startsWith('/tests/'),
    routesChunkNames,
    clientManifest,
  );

  it('finds the route chunks and their dependencies that only excluded routes load', () => {
    expect([...excluded].sort()).toEqual(['assets/js/11.bbbb.js', 'assets/js/23abe487.aaaa.js']);
  });

  it('keeps chunks that any other route also loads', () => {
    expect(excluded.has('assets/js/12.cccc.js')).toBe(false);
    expect(excluded.has('assets/js/0e384e19.dddd.js')).toBe(false);
  });
});

describe('namedChunkFiles', () => {
  it('lists the scripts and styles a named import() loads, shared chunks included', () => {
    const clientManifest = {
      origins: {'search-modal': ['24014', '36553', '37532']},
      assets: {
        '24014': {js: [{file: 'assets/js/24014.a.js'}]},
        '36553': {js: [{file: 'assets/js/36553.b.js'}], css: [{file: 'assets/css/36553.b.css'}]},
        '37532': {js: [{file: 'assets/js/search-modal.c.js'}]},
      },
    };
    expect(namedChunkFiles(clientManifest, 'search-modal')).toEqual([
      'assets/js/24014.a.js',
      'assets/js/36553.b.js',
      'assets/css/36553.b.css',
      'assets/js/search-modal.c.js',
    ]);
    expect(namedChunkFiles(clientManifest, 'missing')).toEqual([]);
  });
});

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
