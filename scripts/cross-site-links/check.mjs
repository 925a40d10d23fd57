// The links between the site and its test area's site (config/crossSite.mjs), checked
// in the built HTML. Each site's broken-link checker knows only its own routes, and a
// link to the other site is a plain <a> it does not check; so after both builds,
// `npm run build` (scripts/build/run.mjs) runs this and fails when a page of one site
// links to a path of the other that has no built file: `/x/` needs `x/index.html`,
// `/x` the file `x` (or `x/index.html`). Query strings and fragments are not checked.
import {existsSync, statSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {isTestsPath} from '../../config/crossSite.mjs';

/** @typedef {{page: string, href: string}} Problem */

const anchorHref = /<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * The href of every <a> element of a page's HTML, entities `&amp;` decoded.
 * @param {string} html
 */
export function anchorHrefs(html) {
  return [...html.matchAll(anchorHref)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? '').replaceAll('&amp;', '&'),
  );
}

/**
 * The URL path of a root-relative href, without query or fragment, or undefined for
 * any other href (external, protocol-relative, relative, `#anchor`, `mailto:`...).
 * @param {string} href
 */
export function rootRelativePath(href) {
  if (!href.startsWith('/') || href.startsWith('//')) {
    return undefined;
  }
  return href.replace(/[?#].*$/s, '');
}

/**
 * Whether a page at `pagePath` linking to `targetPath` crosses from one site to the other.
 * @param {string} pagePath
 * @param {string} targetPath
 */
export function crossesSites(pagePath, targetPath) {
  return isTestsPath(pagePath) !== isTestsPath(targetPath);
}

/**
 * Whether a URL path lands on a file of the build folder.
 * @param {string} outDir
 * @param {string} urlPath
 */
export function resolvesToFile(outDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const root = path.resolve(outDir);
  const file = path.join(root, ...decoded.split('/'));
  if (!file.startsWith(root)) {
    return false;
  }
  const isFile = (/** @type {string} */ candidate) => existsSync(candidate) && statSync(candidate).isFile();
  return decoded.endsWith('/')
    ? isFile(path.join(file, 'index.html'))
    : isFile(file) || isFile(path.join(file, 'index.html'));
}

/**
 * The HTML files under a folder, relative to it, with forward slashes.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function htmlFiles(dir) {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The URL path a built HTML file is served at (`a/b/index.html` is `/a/b/`).
 * @param {string} file
 */
export function pagePathOf(file) {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * Every link of one site to a path of the other that lands on no built file.
 * @param {string} outDir the build folder holding both sites
 * @returns {Promise<Problem[]>}
 */
export async function checkCrossSiteLinks(outDir) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, boolean>} */
  const resolved = new Map();
  for (const file of await htmlFiles(outDir)) {
    const page = pagePathOf(file);
    const html = await readFile(path.join(outDir, file), 'utf8');
    for (const href of new Set(anchorHrefs(html))) {
      const target = rootRelativePath(href);
      if (target === undefined || !crossesSites(page, target)) {
        continue;
      }
      if (!resolved.has(target)) {
        resolved.set(target, resolvesToFile(outDir, target));
      }
      if (!resolved.get(target)) {
        problems.push({page, href});
      }
    }
  }
  return problems;
}

/**
 * The message a failed check prints.
 * @param {Problem[]} problems
 */
export function formatProblems(problems) {
  const lines = problems.map(({page, href}) => `- ${page} links to ${href}`);
  return `Links between the site and its test area that land on no built file (${problems.length}):\n${lines.join('\n')}`;
}
