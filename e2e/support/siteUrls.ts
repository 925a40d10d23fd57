import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

// Playwright runs from the repository root.
const buildDir = path.resolve(process.cwd(), 'build');

/**
 * Paths listed in the built sitemaps (the production URL's origin removed): the site's
 * sitemap.xml, then the test area's tests/sitemap.xml (it is a site of its own under
 * /tests/, and robots.txt names both).
 */
export function sitemapPaths(): string[] {
  return ['sitemap.xml', 'tests/sitemap.xml'].flatMap((file) => {
    const sitemap = path.join(buildDir, file);
    if (!existsSync(sitemap)) {
      return [];
    }
    return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
  });
}

/**
 * Every page of a built folder (e.g. "tests"), found by its index.html files.
 * Folders named `*.html` hold the client-redirects plugin's redirect pages for
 * old `.html` links, not pages: they are skipped.
 */
export function builtPagesUnder(folder: string): string[] {
  const root = path.join(buildDir, folder);
  const pages: string[] = [];
  const visit = (dir: string) => {
    if (!existsSync(dir)) {
      return;
    }
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (!name.endsWith('.html')) {
          visit(file);
        }
      } else if (name === 'index.html') {
        const relative = path.relative(buildDir, dir).split(path.sep).map(encodeURIComponent).join('/');
        pages.push(`/${relative}/`);
      }
    }
  };
  visit(root);
  return pages;
}
