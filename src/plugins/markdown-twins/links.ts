/**
 * Where a twin lives and where its links point.
 *
 * The contract other features rely on (the `<link rel="alternate">` tag, the
 * Copy page menu, llms.txt): a page's twin is its permalink without the
 * trailing slash plus `.md`. Links inside a twin are absolute URLs on the
 * site's configured `url`, so a twin pasted anywhere still leads back to the
 * site's pages.
 */
import path from 'node:path';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {twinPath} from '../../data/markdownTwins';

/** `/docs/installation/` → `/docs/installation.md`; `/docs/` → `/docs.md` (the rule: src/data/markdownTwins.ts). */
export function twinPathOf(permalink: string): string {
  const twin = twinPath(permalink.split(/[?#]/)[0]!);
  if (twin === undefined) throw new Error(`The site root has no Markdown twin (permalink "${permalink}")`);
  return twin;
}

/** The build file served at a URL path: the build folder is the site's `baseUrl`. */
export function buildFileOf(outDir: string, urlPath: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/?$/, '/');
  if (!urlPath.startsWith(base)) throw new Error(`"${urlPath}" is not below the base URL "${base}"`);
  return path.join(outDir, ...decodeURIComponent(urlPath.slice(base.length)).split('/'));
}

/** The file a page's twin is written to. */
export function twinFileOf(outDir: string, permalink: string, baseUrl: string): string {
  return buildFileOf(outDir, twinPathOf(permalink), baseUrl);
}

/** `https://docusaurus.io` + `/docs/x/` → `https://docusaurus.io/docs/x/` (a `url` with a trailing slash too). */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}

/** What a twin needs to know to rewrite the links of one source file. */
export interface LinkContext {
  /** The site's `url`, e.g. `https://docusaurus.io`. */
  siteUrl: string;
  /** The site's `baseUrl` and `trailingSlash`, to write page paths as the site's links are written. */
  baseUrl: string;
  trailingSlash: boolean | undefined;
  /** Permalink of the page the twin is for: `#anchor` links point into it. */
  permalink: string;
  /** Absolute path of the file the link is written in (a partial's links are relative to the partial). */
  filePath: string;
  /** Permalink of the page built from a source file (absolute path), when the site has one. */
  permalinkOfSource: (absolutePath: string) => string | undefined;
}

const schemePattern = /^[a-z][a-z\d+.-]*:/i;
const markdownFilePattern = /\.mdx?$/i;

/** `/docs/intro` gets the trailing slash the site's links get; a file (`/img/logo.svg`) does not. */
function sitePath(pathname: string, context: LinkContext): string {
  const [pathPart] = pathname.split(/[?#]/);
  const lastSegment = pathPart!.split('/').at(-1) ?? '';
  if (lastSegment.includes('.')) return pathname;
  return applyTrailingSlash(pathname, {trailingSlash: context.trailingSlash, baseUrl: context.baseUrl});
}

/**
 * The absolute URL a link of a twin points to:
 * - a relative `.md`/`.mdx` file link → the URL of the page built from that file;
 * - a site path (`/docs/cli`), `pathname:///changelog/rss.xml` → on the site's `url`;
 * - `#anchor` → the anchor on the page itself;
 * - other relative paths → resolved against the page's URL;
 * - `https:`, `mailto:`… → unchanged.
 */
export function rewriteLink(url: string, context: LinkContext): string {
  if (url === '') return url;
  if (url.startsWith('pathname://')) return absoluteUrl(context.siteUrl, url.slice('pathname://'.length));
  if (url.startsWith('//') || schemePattern.test(url)) return url;
  const pageUrl = absoluteUrl(context.siteUrl, context.permalink);
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/')) return absoluteUrl(context.siteUrl, sitePath(url, context));
  const [, filePart = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  if (markdownFilePattern.test(filePart)) {
    const target = path.resolve(path.dirname(context.filePath), decodeURIComponent(filePart));
    const permalink = context.permalinkOfSource(target);
    if (permalink) return `${absoluteUrl(context.siteUrl, permalink)}${suffix}`;
  }
  return new URL(url, pageUrl).href;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL path the bundler gave a file a page links by relative path, read from
 * the built page: `./assets/checklist.json` is emitted as
 * `/assets/files/checklist-<hash>.json` (images under `/assets/images/`).
 */
export function findBundledAsset(html: string, relativePath: string): string | undefined {
  const name = relativePath.split('/').at(-1) ?? '';
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.')) : '';
  const stem = name.slice(0, name.length - extension.length);
  const pattern = new RegExp(
    `/assets/(?:files|images)/${escapeRegExp(stem)}-[\\da-f]{6,}${escapeRegExp(extension)}(?=["'\\s>)])`,
  );
  return pattern.exec(html)?.[0];
}
