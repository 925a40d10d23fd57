import {describe, expect, it} from 'vitest';
import {
  breadcrumbCategory,
  describeForIndex,
  htmlFileForRoute,
  insertIntoBody,
  markReferenceRows,
  referenceNameWeight,
  weightReferenceNames,
  isIndexableRoute,
  preparePageForIndex,
  readPageSearchMetadata,
  sectionForRoute,
  type PageSelection,
} from '../pageSelection';

/** A selection like this site's (config/plugins.ts, through ../options.ts). */
const selection: PageSelection = {
  excludedRoutePrefixes: ['/tests/', '/__docusaurus/', '/search/'],
  excludedRoutes: ['/404.html', '/404/', '/search/', '/blog/archive/', '/changelog/archive/'],
  sections: [
    {routePrefix: '/docs/', title: 'Docs'},
    {routePrefix: '/community/', title: 'Community'},
    {routePrefix: '/blog/', title: 'Blog'},
    {routePrefix: '/changelog/', title: 'Changelog'},
  ],
};

/** Head and breadcrumbs as the classic theme 3.6.1 writes them, minified (unquoted attributes). */
function docPage({tag, version, robots}: {tag: string; version?: string; robots?: string}): string {
  return [
    '<!doctype html><html lang=en-US dir=ltr><head>',
    '<meta data-rh=true name=docusaurus_locale content=en>',
    '<meta data-rh=true name=docsearch:language content=en>',
    version ? `<meta data-rh=true name=docsearch:version content=${version}>` : '',
    `<meta data-rh=true name=docusaurus_tag content=${tag}>`,
    `<meta data-rh=true name=docsearch:docusaurus_tag content=${tag}>`,
    robots ? `<meta name=robots content="${robots}">` : '',
    '</head><body><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs>',
    '<ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/>home</a>',
    '<li itemscope class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/category/guides/><span itemprop=name>Guides &amp; recipes</span></a>',
    '<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link itemprop=name>Sidebar</span></ul></nav>',
    '<article><h1>Sidebar</h1><p>Text.</p></article></body></html>',
  ].join('');
}

describe('isIndexableRoute', () => {
  it.each([
    '/',
    '/docs/installation/',
    '/docs/3.5.2/cli/',
    '/community/support/',
    '/blog/releases/3.6/',
    '/changelog/3.6.1/',
    '/showcase/',
    '/versions',
  ])('indexes %s', (route) => expect(isIndexableRoute(route, selection)).toBe(true));

  it.each([
    '/tests/pages/seo/',
    '/tests/docs/',
    '/__docusaurus/debug/',
    '/404.html',
    '/search/',
    '/search',
    '/blog/archive/',
    '/changelog/archive/',
  ])('leaves out %s', (route) => expect(isIndexableRoute(route, selection)).toBe(false));

  it('matches excluded routes whole, and indexes everything when nothing is excluded', () => {
    expect(isIndexableRoute('/blog/archive/2024/', selection)).toBe(true);
    const none: PageSelection = {excludedRoutePrefixes: [], excludedRoutes: [], sections: []};
    expect(isIndexableRoute('/tests/docs/', none)).toBe(true);
    expect(isIndexableRoute('/404.html', none)).toBe(true);
  });
});

describe('sectionForRoute', () => {
  it('takes the title of the first section whose prefix the route starts with', () => {
    expect(sectionForRoute('/community/support/', selection.sections)).toBe('Community');
    const nested = [
      {routePrefix: '/docs/api/', title: 'API'},
      {routePrefix: '/docs/', title: 'Docs'},
    ];
    expect(sectionForRoute('/docs/api/cli/', nested)).toBe('API');
    expect(sectionForRoute('/docs/cli/', nested)).toBe('Docs');
  });

  it('groups routes in no section as Pages', () => {
    expect(sectionForRoute('/showcase/', selection.sections)).toBe('Pages');
    expect(sectionForRoute('/docs/cli/', [])).toBe('Pages');
  });
});

describe('htmlFileForRoute', () => {
  it('maps routes to the files of a trailing-slash build', () => {
    expect(htmlFileForRoute('/')).toBe('index.html');
    expect(htmlFileForRoute('/docs/cli/')).toBe('docs/cli/index.html');
    expect(htmlFileForRoute('/versions')).toBe('versions/index.html');
    expect(htmlFileForRoute('/404.html')).toBe('404.html');
  });
});

describe('readPageSearchMetadata', () => {
  it('reads language, tag and version from unquoted, minified meta tags', () => {
    expect(readPageSearchMetadata(docPage({tag: 'docs-default-3.5.2', version: '3.5.2'}))).toEqual({
      language: 'en',
      docusaurusTag: 'docs-default-3.5.2',
      version: '3.5.2',
      noIndex: false,
    });
  });

  it('reads quoted attributes too, and notices noindex', () => {
    const html =
      '<head><meta name="docsearch:language" content="fr"><meta name="docusaurus_tag" content="default"><meta name="robots" content="noindex, nofollow"></head>';
    expect(readPageSearchMetadata(html)).toEqual({
      language: 'fr',
      docusaurusTag: 'default',
      version: undefined,
      noIndex: true,
    });
  });

  it('returns nothing for a page without search metadata', () => {
    expect(readPageSearchMetadata('<html><head><title>x</title></head></html>')).toBeUndefined();
  });
});

describe('breadcrumbCategory', () => {
  it('takes the first category before the current page, decoding entities', () => {
    expect(breadcrumbCategory(docPage({tag: 'docs-default-current'}))).toBe('Guides & recipes');
  });

  it('returns nothing for a top-level doc (only home and the page itself)', () => {
    const html =
      '<nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li class=breadcrumbs__item><a href=/>home</a><li class="breadcrumbs__item breadcrumbs__item--active"><span itemprop=name>Intro</span></ul></nav>';
    expect(breadcrumbCategory(html)).toBeUndefined();
  });
});

describe('preparePageForIndex', () => {
  it('adds the language and docusaurus_tag filters and the lvl0 and version metadata', () => {
    const prepared = preparePageForIndex(
      '/docs/3.5.2/sidebar/',
      docPage({tag: 'docs-default-3.5.2', version: '3.5.2'}),
      selection,
    );
    expect(prepared?.html).toContain('<meta data-pagefind-filter="language[content]" content="en">');
    expect(prepared?.html).toContain(
      '<meta data-pagefind-filter="docusaurus_tag[content]" content="docs-default-3.5.2">',
    );
    expect(prepared?.html).toContain('<meta data-pagefind-meta="lvl0[content]" content="Guides &amp; recipes">');
    expect(prepared?.html).toContain('<meta data-pagefind-meta="version[content]" content="3.5.2">');
  });

  it('groups pages without breadcrumbs by their section', () => {
    const html =
      '<html><head><meta name=docsearch:language content=en><meta name=docusaurus_tag content=default></head><body><h1>Post</h1></body></html>';
    expect(preparePageForIndex('/blog/releases/3.6/', html, selection)?.html).toContain('content="Blog"');
    expect(preparePageForIndex('/changelog/3.6.1/', html, selection)?.html).toContain('content="Changelog"');
    expect(preparePageForIndex('/showcase/', html, selection)?.html).toContain('content="Pages"');
  });

  it('skips listing pages, noindex pages and excluded routes', () => {
    expect(preparePageForIndex('/blog/', docPage({tag: 'blog_posts_list'}), selection)).toBeUndefined();
    expect(preparePageForIndex('/blog/tags/release/', docPage({tag: 'blog_tags_posts'}), selection)).toBeUndefined();
    expect(
      preparePageForIndex('/examples/noIndex/', docPage({tag: 'default', robots: 'noindex'}), selection),
    ).toBeUndefined();
    expect(preparePageForIndex('/tests/docs/', docPage({tag: 'docs-docs-tests-current'}), selection)).toBeUndefined();
  });
});

describe('insertIntoBody', () => {
  it('puts markers right after the body tag of minified HTML without head tags', () => {
    const html = '<!doctype html><html lang=en><meta charset=UTF-8><title>T</title><body class=x><h1>T</h1>';
    expect(insertIntoBody(html, '<meta data-x>')).toBe(
      '<!doctype html><html lang=en><meta charset=UTF-8><title>T</title><body class=x><meta data-x><h1>T</h1>',
    );
  });

  it('appends when there is no body tag at all', () => {
    expect(insertIntoBody('<h1>T</h1>', '<i>')).toBe('<h1>T</h1><i>');
  });
});

describe('weightReferenceNames', () => {
  it('weights the name cell of each API reference row, and no other table', () => {
    const html =
      '<table data-reference-source=config><tbody><tr><td><code>onBrokenLinks</code><td>string</tbody></table>' +
      '<table><tr><td>plain</table>';
    expect(weightReferenceNames(html)).toBe(
      `<table data-reference-source=config><tbody><tr><td data-pagefind-weight="${referenceNameWeight}"><code>onBrokenLinks</code><td>string</tbody></table>` +
        '<table><tr><td>plain</table>',
    );
  });
});

describe('markReferenceRows', () => {
  it('gives the name of each API reference row an id, numbered through the page, and no other table', () => {
    const html =
      '<table data-reference-source=config><tbody><tr><td data-pagefind-weight="6"><code>onBrokenLinks</code><td><code>string</code>' +
      '<tr><td><code>baseUrl</code><td>x</tbody></table><table><tr><td><code>plain</code></table>' +
      '<table data-reference-source=theme-config><tr><td><code>navbar.title</code></table>';
    expect(markReferenceRows(html)).toBe(
      '<table data-reference-source=config><tbody><tr><td data-pagefind-weight="6"><code id=ref-1>onBrokenLinks</code><td><code>string</code>' +
        '<tr><td><code id=ref-2>baseUrl</code><td>x</tbody></table><table><tr><td><code>plain</code></table>' +
        '<table data-reference-source=theme-config><tr><td><code id=ref-3>navbar.title</code></table>',
    );
  });
});

describe('describeForIndex', () => {
  it("hands Pagefind the page's description as a searchable meta field, decoded then escaped once", () => {
    const html =
      '<html><head><meta property=og:description content="Not this"><meta name=description content="Pages &amp; &quot;routes&quot;"></head><body><main>Text</main></body></html>';
    expect(describeForIndex(html)).toBe(
      '<html><head><meta property=og:description content="Not this"><meta name=description content="Pages &amp; &quot;routes&quot;"></head><body>' +
        '<meta data-pagefind-meta="description[content]" content="Pages &amp; &quot;routes&quot;"><main>Text</main></body></html>',
    );
  });

  it('leaves a page without a description (or with an empty one) as it is', () => {
    const html = '<html><head><meta name=description content=" "></head><body><main>Text</main></body></html>';
    expect(describeForIndex(html)).toBe(html);
    expect(describeForIndex('<body><p>x</p></body>')).toBe('<body><p>x</p></body>');
  });
});
