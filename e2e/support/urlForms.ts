import {createHash} from 'node:crypto';

/**
 * The old-style forms of a page path that readers and other sites still use:
 * `/page/index.html` (what a static host serves for `/page/`) and `/page.html`.
 * The site root has only `/index.html`.
 */
export function urlForms(pagePath: string): string[] {
  if (!pagePath.endsWith('/')) {
    throw new Error(`${pagePath}: page paths end with a slash on this site (trailingSlash: true)`);
  }
  return pagePath === '/' ? ['/index.html'] : [`${pagePath}index.html`, `${pagePath.slice(0, -1)}.html`];
}

/**
 * Pages the browser check of URL forms always visits: a doc of each version
 * (the 3.6.1 one with an `@` in its path), a version's home and a category
 * page, a community doc, a blog post, a changelog release, the home page and
 * a test doc whose path holds encoded spaces.
 */
export const requiredFormPages: readonly string[] = [
  '/',
  '/docs/',
  '/docs/installation/',
  '/docs/3.6.1/api/plugins/@docusaurus/plugin-content-docs/',
  '/docs/3.5.2/',
  '/docs/category/getting-started/',
  '/community/support/',
  '/blog/releases/3.6/',
  '/changelog/3.6.0/',
  '/tests/docs/paths/with%20spaces/doc%20with%20spaces/',
];

/** A fixed pseudo-random order: the same pages every run, spread over every area of the site. */
const rank = (pathname: string) => createHash('sha256').update(pathname).digest('hex');

/** `size` pages: the required ones that exist in `paths`, then the rest of `paths` in a fixed hashed order. */
export function urlFormSample(paths: readonly string[], size: number, required: readonly string[] = requiredFormPages) {
  const available = new Set(paths);
  const rest = [...available]
    .filter((pathname) => !required.includes(pathname))
    .sort((a, b) => rank(a).localeCompare(rank(b)));
  return [...required.filter((pathname) => available.has(pathname)), ...rest].slice(0, size);
}
