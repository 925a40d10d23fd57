import {expect, test} from '@playwright/test';
import {siteUrl} from '../config/site';
import {legacySiteRedirects} from '../config/redirects';
import {isTracingArtefact} from './support/consoleErrors';
import {limitForPages, pageLoadMs} from './support/deadline';
import {inBatches, land} from './support/landing';
import {legacyUrls} from './support/legacyUrls';
import {useProductionServer} from './support/productionServer';
import {waitForHydration} from './support/site';
import {sitemapPaths} from './support/siteUrls';
import {useStaticHost} from './support/staticHost';
import {urlFormSample, urlForms} from './support/urlForms';

/**
 * Every known URL lands somewhere useful, on the production nginx config and
 * on a plain static host (e2e/support/staticHost.ts: no rewrite rules, like
 * GitHub Pages or Netlify). Checked with HTTP requests, following redirects
 * and the client-redirects plugin's redirect pages as a browser would.
 */

const redirectTargets = new Map(
  legacySiteRedirects.flatMap((redirect) => [redirect.from].flat().map((from) => [from, redirect.to] as const)),
);

/** The page a docusaurus.io URL must land on: its redirect target, or the same path with a slash. */
function expectedLanding(url: string): string {
  const slashed = url.endsWith('/') ? url : `${url}/`;
  return (redirectTargets.get(slashed) ?? slashed).split('#')[0]!;
}

/** `.html` and `/index.html` forms of pages, and the page path each must reach. */
const oldStyleForms = [
  {path: '/docs/installation.html', page: '/docs/installation/'},
  {path: '/docs/installation/index.html', page: '/docs/installation/'},
  {
    path: '/docs/3.6.1/api/plugins/@docusaurus/plugin-content-docs.html',
    page: '/docs/3.6.1/api/plugins/@docusaurus/plugin-content-docs/',
  },
  {path: '/blog/releases/3.6.html', page: '/blog/releases/3.6/'},
  {path: '/community/support.html', page: '/community/support/'},
  {path: '/changelog/3.6.0/index.html', page: '/changelog/3.6.0/'},
];

/** Folders that hold pages but have none of their own, and paths that never existed. */
const notFoundPaths = ['/blog/releases/', '/blog/2024/', '/docs/api/', '/img/', '/no/such/page/'];

/** Every sitemap page's `/index.html` and `.html` forms, with the page each must reach. */
const sitemapForms = sitemapPaths().flatMap((page) => urlForms(page).map((form) => ({form, page})));

/**
 * Pages whose forms are opened in a browser on each host (both forms of each):
 * they must hydrate with no console error, and the address bar must show the
 * page's own path. Split into a few tests so both workers share them.
 */
const browserSample = urlFormSample(sitemapPaths(), 30);
const browserBatches = [0, 1, 2]
  .map((index) => browserSample.slice(index * 10, (index + 1) * 10))
  .filter((batch) => batch.length > 0);

const canonicalOf = (html: string) => /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1];

const servers = [
  {name: 'nginx (production config)', use: () => useProductionServer(4315)},
  {name: 'plain static host', use: () => useStaticHost()},
];

for (const server of servers) {
  test.describe(server.name, () => {
    const host = server.use();

    test(`every docusaurus.io blog post, blog tag and 3.6.1 docs URL (${legacyUrls.length}) lands on its page`, async ({
      request,
    }) => {
      const landings = await inBatches(legacyUrls, 16, async (url) => ({
        url,
        expected: expectedLanding(url),
        landing: await land(request, host.origin, url),
      }));
      const failures = landings
        .filter(({expected, landing}) => landing.status !== 200 || decodeURI(landing.pathname) !== decodeURI(expected))
        .map(
          ({url, expected, landing}) =>
            `${url}: ${landing.status} at ${landing.hops.join(' → ')} (expected ${expected})`,
        );
      expect(failures).toEqual([]);
    });

    test('.html and /index.html forms of a page reach that page', async ({request}) => {
      for (const {path, page} of oldStyleForms) {
        const landing = await land(request, host.origin, path);
        expect(landing.status, path).toBe(200);
        expect(canonicalOf(landing.body), `${path} → ${landing.hops.join(' → ')}`).toBe(`${siteUrl}${page}`);
      }
    });

    test(`every sitemap page's .html and /index.html forms (${sitemapForms.length}) reach that page`, async ({
      request,
    }) => {
      test.setTimeout(limitForPages(4, pageLoadMs));
      expect(sitemapForms.length).toBeGreaterThan(100);
      const landings = await inBatches(sitemapForms, 16, async ({form, page}) => ({
        form,
        page,
        landing: await land(request, host.origin, form),
      }));
      const failures = landings
        .filter(
          ({page, landing}) =>
            landing.status !== 200 || decodeURI(canonicalOf(landing.body) ?? '') !== decodeURI(`${siteUrl}${page}`),
        )
        .map(
          ({form, page, landing}) =>
            `${form}: ${landing.status} at ${landing.hops.join(' → ')}, canonical ${canonicalOf(landing.body)} (expected ${page})`,
        );
      expect(failures).toEqual([]);
    });

    for (const batch of browserBatches) {
      test(`in a browser, both forms of ${batch.length} pages (${decodeURI(batch[0]!)} …) hydrate with no console error and show the page path`, async ({
        page,
      }) => {
        test.setTimeout(limitForPages(batch.length * 2, pageLoadMs));
        let current = '';
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && !isTracingArtefact(message.text())) {
            problems.push(`${current}: ${message.text()}`);
          }
        });
        page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
        for (const pagePath of batch) {
          for (const form of urlForms(pagePath)) {
            current = form;
            await page.goto(`${host.origin}${form}`);
            // A plain static host sends the .html forms through a redirect page: the address bar changes after load.
            await page
              .waitForURL((url) => decodeURI(url.pathname) === decodeURI(pagePath), {timeout: pageLoadMs})
              .catch(() => problems.push(`${form}: the address bar shows ${new URL(page.url()).pathname}`));
            await waitForHydration(page);
          }
        }
        expect(problems).toEqual([]);
      });
    }

    test('folders without a page and unknown paths get the 404 page with status 404', async ({request}) => {
      for (const path of notFoundPaths) {
        const landing = await land(request, host.origin, path);
        expect(landing.status, path).toBe(404);
        expect(landing.body, path).toContain('Page Not Found');
      }
    });

    test('a folder asked for without its slash is redirected to it with 301, keeping the query', async ({request}) => {
      const response = await request.get(`${host.origin}/docs/advanced?from=test`, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe('/docs/advanced/?from=test');
    });

    test('/robots.txt is served', async ({request}) => {
      const response = await request.get(`${host.origin}/robots.txt`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    });

    test('any path below /feature-requests/ shows that page, hydrated, with no console error', async ({page}) => {
      const url = `${host.origin}/feature-requests/p/some-old-board-link/`;
      const errors: string[] = [];
      page.on('console', (message) => {
        // A static host answers this path with its 404 page and status 404, which Chromium reports for the document.
        const documentStatus = message.location().url === url && /status of 404/.test(message.text());
        if (message.type() === 'error' && !documentStatus && !isTracingArtefact(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Feature requests'})).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
      await expect(page).toHaveTitle(/^Feature requests/);
      expect(errors).toEqual([]);
    });
  });
}
