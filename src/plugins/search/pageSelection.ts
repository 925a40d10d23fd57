/**
 * Which built pages go into the search index, and what each record carries.
 * Pure functions over routes and HTML strings, so they are unit-tested
 * without a build.
 */

/** Route prefixes that never belong in search results. */
export const excludedRoutePrefixes = ['/tests/', '/__docusaurus/', '/search/'] as const;

/** Exact routes left out: the not-found page and the search page itself. */
export const excludedRoutes = ['/404.html', '/404/', '/search/'] as const;

/**
 * Listing pages repeat the content of the posts or docs they list; indexing
 * them would show every hit twice. The theme names them in `docusaurus_tag`.
 */
export const listingPageTags = [
  'blog_posts_list',
  'blog_tags_list',
  'blog_tags_posts',
  'blog_authors_list',
  'blog_authors_posts',
  'doc_tags_list',
  'doc_tag_doc_list',
] as const;

/** Archive pages of blog instances carry the `default` tag, so they are recognised by route. */
const archiveRoute = /^\/(?:blog|changelog)\/archive\/$/;

export function withTrailingSlash(route: string): string {
  return route.endsWith('/') || route.endsWith('.html') ? route : `${route}/`;
}

/** True when a route (as Docusaurus lists it) may be indexed, judged by its path alone. */
export function isIndexableRoute(route: string): boolean {
  const normalised = withTrailingSlash(route);
  if ((excludedRoutes as readonly string[]).includes(normalised)) {
    return false;
  }
  if (excludedRoutePrefixes.some((prefix) => normalised.startsWith(prefix))) {
    return false;
  }
  return !archiveRoute.test(normalised);
}

/** The file `docusaurus build` writes for a route (trailingSlash: true). */
export function htmlFileForRoute(route: string): string {
  const normalised = withTrailingSlash(route);
  if (normalised.endsWith('.html')) {
    return normalised.replace(/^\//, '');
  }
  return `${normalised.replace(/^\//, '')}index.html`;
}

export interface PageSearchMetadata {
  /** `docsearch:language` (falls back to `docusaurus_locale`). */
  language: string;
  /** `docsearch:docusaurus_tag`, e.g. `default` or `docs-default-3.6.1`. */
  docusaurusTag: string;
  /** `docsearch:version` on docs pages, e.g. `current` or `3.5.2`. */
  version?: string;
  /** The page asks robots not to index it. */
  noIndex: boolean;
}

function attributeValue(tag: string, attribute: string): string | undefined {
  // Minified HTML drops the quotes around simple values, so accept both forms.
  const match = new RegExp(`\\s${attribute}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function metaContents(html: string): Map<string, string> {
  const metas = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    const name = attributeValue(tag, 'name');
    const content = attributeValue(tag, 'content');
    if (name && content !== undefined && !metas.has(name)) {
      metas.set(name, decodeEntities(content));
    }
  }
  return metas;
}

const namedEntities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      return String.fromCodePoint(parseInt(body.slice(2), 16));
    }
    if (body.startsWith('#')) {
      return String.fromCodePoint(parseInt(body.slice(1), 10));
    }
    return namedEntities[body.toLowerCase()] ?? entity;
  });
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Reads the search metadata the classic theme already writes into every page's head. */
export function readPageSearchMetadata(html: string): PageSearchMetadata | undefined {
  const metas = metaContents(html);
  const docusaurusTag = metas.get('docsearch:docusaurus_tag') ?? metas.get('docusaurus_tag');
  const language = metas.get('docsearch:language') ?? metas.get('docusaurus_locale');
  if (!docusaurusTag || !language) {
    return undefined;
  }
  return {
    language,
    docusaurusTag,
    version: metas.get('docsearch:version') ?? metas.get('docusaurus_version'),
    noIndex: /\bnoindex\b/i.test(metas.get('robots') ?? ''),
  };
}

/** The section a route belongs to; the group title of its hits when no sidebar category applies. */
export function sectionForRoute(route: string): string {
  if (route.startsWith('/docs/')) {
    return 'Docs';
  }
  if (route.startsWith('/community/')) {
    return 'Community';
  }
  if (route.startsWith('/blog/')) {
    return 'Blog';
  }
  if (route.startsWith('/changelog/')) {
    return 'Changelog';
  }
  return 'Pages';
}

/**
 * The first sidebar category in a doc's breadcrumbs ("Getting started",
 * "Guides"...), which is how hosted DocSearch groups docs hits.
 */
export function breadcrumbCategory(html: string): string | undefined {
  const breadcrumbs = /<nav[^>]*theme-doc-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/i.exec(html)?.[1];
  if (!breadcrumbs) {
    return undefined;
  }
  const items = [...breadcrumbs.matchAll(/<li\b([^>]*)>([\s\S]*?)(?=<li\b|<\/ul>)/gi)];
  for (const [, attributes, body] of items) {
    if (/breadcrumbs__item--active/.test(attributes)) {
      return undefined;
    }
    const name = /itemprop=(?:"name"|name)[^>]*>([^<]+)</i.exec(body)?.[1];
    if (name) {
      return decodeEntities(name).trim();
    }
  }
  return undefined;
}

/**
 * Puts markup at the start of the body. The build minifies HTML and drops the
 * optional `<head>`, `</head>` tags, so the body's opening tag is the reliable
 * landmark; Pagefind reads filters and metadata anywhere in the body.
 */
export function insertIntoBody(html: string, markup: string): string {
  const bodyTag = /<body\b[^>]*>/i.exec(html);
  if (bodyTag) {
    const end = bodyTag.index + bodyTag[0].length;
    return `${html.slice(0, end)}${markup}${html.slice(end)}`;
  }
  return `${html}${markup}`;
}

export interface PreparedPage {
  metadata: PageSearchMetadata;
  /** The HTML handed to Pagefind, with filter and meta markers added. */
  html: string;
}

/**
 * Decides whether a built page is indexed and, if so, adds the Pagefind
 * markers: the `language` and `docusaurus_tag` filters, and the metadata the
 * DocSearch hits need (`lvl0` group title, docs `version`).
 */
export function preparePageForIndex(route: string, html: string): PreparedPage | undefined {
  if (!isIndexableRoute(route)) {
    return undefined;
  }
  const metadata = readPageSearchMetadata(html);
  if (!metadata || metadata.noIndex || (listingPageTags as readonly string[]).includes(metadata.docusaurusTag)) {
    return undefined;
  }
  const lvl0 = breadcrumbCategory(html) ?? sectionForRoute(withTrailingSlash(route));
  const markers = [
    `<meta data-pagefind-filter="language[content]" content="${escapeAttribute(metadata.language)}">`,
    `<meta data-pagefind-filter="docusaurus_tag[content]" content="${escapeAttribute(metadata.docusaurusTag)}">`,
    `<meta data-pagefind-meta="lvl0[content]" content="${escapeAttribute(lvl0)}">`,
    ...(metadata.version
      ? [`<meta data-pagefind-meta="version[content]" content="${escapeAttribute(metadata.version)}">`]
      : []),
  ].join('');
  return {metadata, html: insertIntoBody(html, markers)};
}

/**
 * Parts of every page that are navigation, not content. Pagefind leaves them
 * out of the words it indexes and of the excerpts it shows.
 */
export const chromeSelectors = [
  'title',
  'nav',
  '.theme-doc-toc-desktop',
  '.table-of-contents',
  'aside',
  'footer',
  'div[role="banner"]',
  'a[href="#__docusaurus_skipToContent_fallback"]',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-back-to-top-button',
  '.hash-link',
  'svg',
];
