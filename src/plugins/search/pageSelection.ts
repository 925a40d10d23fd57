/**
 * Which built pages go into the search index, and what each record carries.
 * Pure functions over routes and HTML strings, so they are unit-tested
 * without a build. The site-specific routes come in a `PageSelection`, built
 * from the plugin's options (./options.ts).
 */
import {referenceRowIdPrefix} from './client/definition';

/** A part of the site whose hits share a group title. */
export interface SearchSection {
  /** Routes starting with it belong to the section, e.g. `/docs/`. */
  routePrefix: string;
  /** The group title (DocSearch's lvl0) of its hits when no sidebar category applies. */
  title: string;
}

/** The routes left out of the index and the sections hits are grouped by, baseUrl included. */
export interface PageSelection {
  /** Every route starting with one of these is left out. */
  excludedRoutePrefixes: readonly string[];
  /** Routes left out exactly (with a trailing slash, or ending in `.html`). */
  excludedRoutes: readonly string[];
  /** The first section whose prefix a route starts with names its group; routes in none are "Pages". */
  sections: readonly SearchSection[];
}

/** The group title of pages outside every section. */
export const otherPagesTitle = 'Pages';

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

export function withTrailingSlash(route: string): string {
  return route.endsWith('/') || route.endsWith('.html') ? route : `${route}/`;
}

/** True when a route (as Docusaurus lists it) may be indexed, judged by its path alone. */
export function isIndexableRoute(route: string, selection: PageSelection): boolean {
  const normalised = withTrailingSlash(route);
  if (selection.excludedRoutes.includes(normalised)) {
    return false;
  }
  return !selection.excludedRoutePrefixes.some((prefix) => normalised.startsWith(prefix));
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
export function sectionForRoute(route: string, sections: readonly SearchSection[]): string {
  return sections.find((section) => route.startsWith(section.routePrefix))?.title ?? otherPagesTitle;
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

/**
 * Pagefind keeps a page's first image as metadata in every fragment (`image`, `image_alt`): the logo on
 * most pages, a whole data: URI on some (1.1 KB of the assets page's fragment, gzip). No hit shows an
 * image, and each page a search shows costs its fragment, so an explicit empty image is set instead.
 */
export const noImageMarker = '<meta data-pagefind-meta="image[content]" content="">';

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
export function preparePageForIndex(route: string, html: string, selection: PageSelection): PreparedPage | undefined {
  if (!isIndexableRoute(route, selection)) {
    return undefined;
  }
  const metadata = readPageSearchMetadata(html);
  if (!metadata || metadata.noIndex || (listingPageTags as readonly string[]).includes(metadata.docusaurusTag)) {
    return undefined;
  }
  const lvl0 = breadcrumbCategory(html) ?? sectionForRoute(withTrailingSlash(route), selection.sections);
  const markers = [
    `<meta data-pagefind-filter="language[content]" content="${escapeAttribute(metadata.language)}">`,
    `<meta data-pagefind-filter="docusaurus_tag[content]" content="${escapeAttribute(metadata.docusaurusTag)}">`,
    `<meta data-pagefind-meta="lvl0[content]" content="${escapeAttribute(lvl0)}">`,
    ...(metadata.version
      ? [`<meta data-pagefind-meta="version[content]" content="${escapeAttribute(metadata.version)}">`]
      : []),
    noImageMarker,
  ].join('');
  return {metadata, html: insertIntoBody(separateBlocks(weightReferenceNames(html)), markers)};
}

/**
 * Elements whose end tag the build's minified HTML leaves out (`<tr><td>a<td>b`, `<li>`, `<p>`). Pagefind
 * ends a word at an element's end tag, not at the next one's start, so the text of two table cells or
 * list items ran into one word: the gtag reference row `trackingID` · string · required · Your… was
 * indexed as `trackingidstringrequiredyour`, and `trackingID` did not find the page that defines it.
 */
const unclosedBlocks = /<(?=(?:td|th|tr|li|dt|dd|p|option)[\s>])/gi;

/** A space before each such element, so its text starts a word of its own. */
export function separateBlocks(html: string): string {
  return html.replace(unclosedBlocks, ' <');
}

/**
 * Pagefind's weight for the name cell of an API reference row: as strong as
 * an h2 (Pagefind's default heading weights run from 7 for h1 down), so the
 * page whose table defines `onBrokenLinks` outranks the pages that mention it.
 */
export const referenceNameWeight = 6;

/** Marks the first cell of each row of the API reference tables (`<ReferenceTable>`) with that weight. */
export function weightReferenceNames(html: string): string {
  return html.replace(/<table\b[^>]*\bdata-reference-source\b[\s\S]*?<\/table>/gi, (table) =>
    table.replace(/<tr>(\s*)<td(?=[\s>])/gi, `<tr>$1<td data-pagefind-weight="${referenceNameWeight}"`),
  );
}

/**
 * Gives the name of each API reference row an id in the HTML handed to Pagefind for the whole index, so
 * that the page's fragment lists its rows' names among its anchors (Pagefind records every element with
 * an id, and makes sub-results of headings only): the query side can then tell the page whose row
 * names an option from pages that mention it (./client/definition.ts). Index-only: the served page has
 * no such id, so no hit links to one; version bundles do without (the lite offline tier's budget).
 */
export function markReferenceRows(html: string): string {
  let row = 0;
  return html.replace(/<table\b[^>]*\bdata-reference-source\b[\s\S]*?<\/table>/gi, (table) =>
    table.replace(/(<tr>\s*<td\b[^>]*>\s*)<code\b/gi, (_match, start: string) => {
      row += 1;
      return `${start}<code id=${referenceRowIdPrefix}${row}`;
    }),
  );
}

/**
 * Makes a page's description (its `<meta name="description">`, from the front matter's `description` or
 * the theme's excerpt) searchable in the whole index: Pagefind searches the `data-pagefind-meta` fields
 * (1.5 reports them in `matchedMetaFields`) and ranks them by `ranking.metaWeights`
 * (./client/loadPagefind.ts). A summary names its page's topic in the reader's words ("Add standalone
 * pages", "how to fix an id") where the body may not. Index-only, like markReferenceRows: the served page
 * is unchanged, and version bundles do without (the lite offline tier's budget).
 */
export function describeForIndex(html: string): string {
  const description = metaContents(html).get('description')?.trim();
  return description
    ? insertIntoBody(html, `<meta data-pagefind-meta="description[content]" content="${escapeAttribute(description)}">`)
    : html;
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
