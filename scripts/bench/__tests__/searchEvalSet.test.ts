import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {changelogData} from '../../../changelog/changes';
import {searchEvalMinimums, searchEvalSet} from '../searchEvalSet.mjs';
import {searchBenchPairs} from '../searchQueries.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** Routes that plugins create without a source file of their own (list pages, the search page). */
const fixedRoutes = [
  '/blog/',
  '/changelog/',
  '/changelog/v2/',
  '/changelog/authors/',
  '/search/',
  '/feature-requests/',
];

/** Files under `dir` (relative paths), skipping names that start with `_` as the content plugins do. */
function listFiles(dir: string, extensions: RegExp): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      if (entry.name.startsWith('_')) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (extensions.test(entry.name)) out.push(child);
    }
  };
  walk('');
  return out;
}

function frontMatterOf(file: string): {slug?: string; id?: string} {
  return matter(readFileSync(file, 'utf8')).data as {slug?: string; id?: string};
}

const withSlash = (route: string) => (route.endsWith('/') ? route : `${route}/`);

/**
 * Routes of a docs instance, as the docs plugin derives them: an absolute front matter `slug`, else the
 * folder plus the front matter `id` or the file name, where `index`, `README` or a file named like its folder
 * is the folder's own page. (No file here uses number prefixes or a relative slug.)
 */
function docsRoutes(folder: string, routeBasePath: string): string[] {
  const dir = path.join(root, folder);
  return listFiles(dir, /\.mdx?$/).map((relative) => {
    const {slug, id} = frontMatterOf(path.join(dir, relative));
    const dirName = path.posix.dirname(relative) === '.' ? '' : path.posix.dirname(relative);
    if (slug !== undefined) {
      expect(slug, `${folder}/${relative}: only absolute slugs are handled here`).toMatch(/^\//);
      return withSlash(`/${routeBasePath}${slug}`);
    }
    const fileName = path.posix.basename(relative).replace(/\.mdx?$/, '');
    const isIndex =
      /^(index|readme)$/i.test(fileName) || fileName.toLowerCase() === path.posix.basename(dirName).toLowerCase();
    const segments = [routeBasePath, dirName, isIndex ? '' : (id ?? fileName)].filter(Boolean);
    return withSlash(`/${segments.join('/')}`);
  });
}

/** Blog posts: an absolute `slug`, else `/blog/YYYY/MM/DD/name/` from a `YYYY-MM-DD-name` file or folder. */
function blogRoutes(): string[] {
  const dir = path.join(root, 'blog');
  return listFiles(dir, /\.mdx?$/).map((relative) => {
    const {slug} = frontMatterOf(path.join(dir, relative));
    if (slug !== undefined) return withSlash(`/blog${slug}`);
    const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+?)(?:\/index)?\.mdx?$/.exec(relative);
    expect(dated, `blog/${relative}: no slug and no date in its path`).not.toBeNull();
    const [, year, month, day, name] = dated!;
    return `/blog/${year}/${month}/${day}/${name}/`;
  });
}

/** Pages of `src/pages` (React and Markdown), where `index` is the folder's page. */
function pageRoutes(): string[] {
  return listFiles(path.join(root, 'src/pages'), /\.(tsx|jsx|js|md|mdx)$/).map((relative) => {
    const route = relative.replace(/\.(tsx|jsx|js|md|mdx)$/, '').replace(/(^|\/)index$/, '');
    return withSlash(`/${route}`);
  });
}

const changelogRoutes = changelogData.entries.map((entry) => `/changelog/${entry.slug}/`);

const siteRoutes = new Set([
  ...docsRoutes('docs', 'docs'),
  ...docsRoutes('community', 'community'),
  ...blogRoutes(),
  ...pageRoutes(),
  ...changelogRoutes,
  ...fixedRoutes,
]);

const categories = Object.keys(searchEvalMinimums) as (keyof typeof searchEvalMinimums)[];

describe('search evaluation set', () => {
  it('has at least 250 entries of the documented shape', () => {
    expect(searchEvalSet.length).toBeGreaterThanOrEqual(250);
    for (const entry of searchEvalSet) {
      expect(typeof entry.query).toBe('string');
      expect(entry.query.trim(), 'query is trimmed and not empty').toBe(entry.query);
      expect(entry.query.length).toBeGreaterThan(0);
      expect(categories).toContain(entry.category);
      expect(typeof entry.heldOut).toBe('boolean');
      expect(entry.expected === null || typeof entry.expected === 'string').toBe(true);
      if (entry.alsoOk !== undefined) {
        expect(entry.expected, `${entry.query}: alsoOk without expected`).not.toBeNull();
        expect(entry.alsoOk).not.toBe(entry.expected);
      }
      if (entry.source !== undefined)
        expect(entry.source).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/(issues|pull|discussions)\/\d+$/);
    }
  });

  it('has every category with its minimum count', () => {
    for (const category of categories) {
      const count = searchEvalSet.filter((entry) => entry.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(searchEvalMinimums[category]);
    }
  });

  it('holds out a quarter of each category (±1)', () => {
    for (const category of categories) {
      const entries = searchEvalSet.filter((entry) => entry.category === category);
      const heldOut = entries.filter((entry) => entry.heldOut).length;
      expect(Math.abs(heldOut - entries.length / 4), category).toBeLessThanOrEqual(1);
    }
  });

  it('has no duplicate query and repeats none of the old bench queries', () => {
    // Exact strings: `onBrokenLinks` and `onbrokenlinks` are two ways of writing an identifier, both kept.
    const queries = searchEvalSet.map((entry) => entry.query);
    expect(queries.filter((query, index) => queries.indexOf(query) !== index)).toEqual([]);
    const old = new Set(searchBenchPairs.map((pair) => pair.query.toLowerCase()));
    expect(queries.filter((query) => old.has(query.toLowerCase()))).toEqual([]);
  });

  it('expects no page for nonsense and a page for everything else', () => {
    for (const entry of searchEvalSet) {
      if (entry.category === 'nonsense') expect(entry.expected, entry.query).toBeNull();
      else expect(entry.expected, entry.query).not.toBeNull();
    }
  });

  it('finds the site routes it derives (sanity check of the derivation)', () => {
    for (const route of [
      '/docs/',
      '/docs/create-doc/',
      '/docs/migration/',
      '/docs/migration/v2/manual/',
      '/community/support/',
    ]) {
      expect(siteRoutes.has(route), route).toBe(true);
    }
    expect(siteRoutes.has('/blog/releases/3.6/')).toBe(true);
    expect(siteRoutes.has('/blog/2021/11/21/search-with-docsearch-3/')).toBe(true);
    expect(siteRoutes.has('/changelog/3.6.1/')).toBe(true);
    expect(siteRoutes.has('/showcase/')).toBe(true);
  });

  it('expects only pages of the site', () => {
    const missing: string[] = [];
    for (const entry of searchEvalSet) {
      for (const target of [entry.expected, entry.alsoOk]) {
        if (target === null || target === undefined) continue;
        expect(target, entry.query).toMatch(/^\/[^#?]*\/(#[\w-]+)?$/);
        const page = target.split('#')[0];
        if (!siteRoutes.has(page)) missing.push(`${entry.query} -> ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
