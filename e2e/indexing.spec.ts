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

const sitemapLocs = async (request: import('@playwright/test').APIRequestContext) =>
  [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

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
