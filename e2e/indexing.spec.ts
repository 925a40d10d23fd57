import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {siteUrl} from '../config/site';
import {clientRedirectTarget} from './support/landing';
import {waitForHydration} from './support/site';

/**
 * What search engines see: robots.txt, the sitemap, noindex, meta
 * descriptions, titles that tell pages apart, and valid canonical URLs.
 */

/** The URLs of every sitemap robots.txt names: the site's and its test area's (a site of its own under /tests/). */
const sitemapLocs = async (request: import('@playwright/test').APIRequestContext) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname);
  expect(sitemaps).toEqual(['/sitemap.xml', '/tests/sitemap.xml']);
  const texts = await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()));
  return texts.flatMap((text) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
};

const noindex = /<meta[^>]*name=["']?robots["']?[^>]*content=["']?[^"'>]*noindex/;
const description = /<meta[^>]*name=["']?description["']?[^>]*content=["']?[^"'\s>]/;
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta[^>]*property=["']?og:url["']?[^>]*content=["']?([^"'\s>]+)/.exec(html)?.[1];

test('robots.txt allows the site and names the sitemap at the site URL', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, 'm'));
  // The test area is a site of its own with its own sitemap.
  expect(text).toMatch(new RegExp(`^Sitemap: ${siteUrl}/tests/sitemap\\.xml$`, 'm'));
});

test('the debug registry is noindex in its server-rendered HTML and absent from the sitemap', async ({request}) => {
  const html = await (await request.get('/__docusaurus/debug/registry/')).text();
  expect(html).toMatch(noindex);
  const locs = await sitemapLocs(request);
  expect(locs).not.toContain(`${siteUrl}/__docusaurus/debug/registry/`);
  expect(locs.some((loc) => loc.includes('/__docusaurus/'))).toBe(false);
});

test('the crash-test fixture is not in the sitemap; the other test pages are', async ({request}) => {
  const locs = await sitemapLocs(request);
  expect(locs).not.toContain(`${siteUrl}/tests/pages/crashTest/`);
  expect(locs).toContain(`${siteUrl}/tests/pages/`);
});

test('every indexable page of the build has a meta description', () => {
  const missing: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        visit(file);
      } else if (name.endsWith('.html')) {
        const html = readFileSync(file, 'utf8');
        // Redirect pages forward at once; noindex pages are not indexed.
        if (clientRedirectTarget(html) === undefined && !noindex.test(html) && !description.test(html)) {
          missing.push(path.relative('build', file));
        }
      }
    }
  };
  visit('build');
  expect(missing).toEqual([]);
});

test('archive and authors pages say which blog they belong to', async ({request}) => {
  const titles = {
    '/blog/archive/': 'Blog archive | Docusaurus',
    '/changelog/archive/': 'Changelog archive | Docusaurus',
    '/blog/authors/': 'Blog authors | Docusaurus',
    '/changelog/authors/': 'Changelog committers | Docusaurus',
  };
  for (const [pathname, title] of Object.entries(titles)) {
    expect(titleOf(await (await request.get(pathname)).text()), pathname).toBe(title);
  }
});

const pathsDocs = [
  '/tests/docs/paths/caract%C3%A8res-sp%C3%A9ciaux/',
  '/tests/docs/paths/with%20spaces/doc%20with%20spaces/',
  `/tests/docs/paths/${encodeURIComponent('日本語のドキュメント')}/`,
];

test('pages with spaces or non-ASCII characters in their path have percent-encoded canonical URLs', async ({
  request,
}) => {
  for (const pathname of pathsDocs) {
    const html = await (await request.get(pathname)).text();
    expect(canonicalOf(html), pathname).toBe(`${siteUrl}${pathname}`);
    expect(ogUrlOf(html), pathname).toBe(`${siteUrl}${pathname}`);
  }
});

test('the canonical URL stays percent-encoded once the page has hydrated', async ({page}) => {
  const pathname = pathsDocs[1]!;
  await page.goto(pathname);
  await waitForHydration(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${pathname}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

/**
 * Markdown twins (issue 34): the page of each doc (every version, category
 * pages included), community doc, blog post and changelog release names its
 * twin in the head; the sitemap lists pages only. Which pages those are is read
 * from the classes the theme puts on <html>, independently of src/data/markdownTwins.ts.
 */
const twinLinkOf = (html: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?alternate\b/.test(tag) && /\btype=["']?text\/markdown\b/.test(tag))
    .map((tag) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1]);

function expectsTwin(html: string): boolean {
  const classes = (/<html[^>]*\bclass=["']?([^"'>]*)/.exec(html)?.[1] ?? '').split(/\s+/);
  const has = (name: string) => classes.includes(name);
  const doc = has('plugin-docs') && has('docs-doc-page') && (has('plugin-id-default') || has('plugin-id-community'));
  const post = has('plugin-blog') && has('blog-post-page') && (has('plugin-id-default') || has('plugin-id-changelog'));
  return doc || post;
}

test('each doc, community doc, blog post and changelog release links its Markdown twin; no other page does', async ({
  request,
}) => {
  const pages = (await sitemapLocs(request)).map((loc) => new URL(loc).pathname);
  const problems: string[] = [];
  let twins = 0;
  for (const pathname of pages) {
    const html = readFileSync(path.join('build', decodeURIComponent(pathname), 'index.html'), 'utf8');
    const expected = expectsTwin(html) ? [`${pathname.replace(/\/$/, '')}.md`] : [];
    twins += expected.length;
    if (JSON.stringify(twinLinkOf(html)) !== JSON.stringify(expected)) {
      problems.push(`${pathname}: ${JSON.stringify(twinLinkOf(html))}, expected ${JSON.stringify(expected)}`);
    }
  }
  expect(problems).toEqual([]);
  // Docs of three versions, the community docs, blog posts and changelog releases.
  expect(twins).toBeGreaterThan(300);
  for (const pathname of ['/docs/', '/docs/3.5.2/installation/', '/docs/category/guides/', '/changelog/3.6.0/']) {
    expect(pages, pathname).toContain(pathname);
  }
});

test('the sitemap lists pages only: no Markdown twin, no llms.txt', async ({request}) => {
  const locs = await sitemapLocs(request);
  expect(locs.length).toBeGreaterThan(100);
  expect(locs.filter((loc) => /\.(md|txt)$/.test(new URL(loc).pathname))).toEqual([]);
});

test('the Markdown twin link follows the reader through client-side navigation', async ({page}) => {
  const twinLink = page.locator('link[rel="alternate"][type="text/markdown"]');
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await expect(twinLink).toHaveAttribute('href', '/docs/installation.md');
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Configuration', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/configuration\/$/);
  await expect(twinLink).toHaveAttribute('href', '/docs/configuration.md');
  await expect(twinLink).toHaveCount(1);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(twinLink).toHaveCount(0);
});
