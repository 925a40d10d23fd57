import {describe, expect, it} from 'vitest';
import {
  chunksOnlyFor,
  idealImageVariant,
  namedChunkFiles,
  planFullPrecache,
  referencedImagePaths,
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
