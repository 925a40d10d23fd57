import {expect, test, type Page} from '@playwright/test';
import {isTracingArtefact} from './support/consoleErrors';
import {builtPagesUnder, sitemapPaths} from './support/siteUrls';
import {limitForPages, loadHydrated, pageLoadMs} from './support/deadline';

/**
 * Pages whose point is an error or an outside resource, with the console
 * messages they are allowed to log. Keep this list short and explained.
 */
const allowedMessages: Record<string, RegExp[]> = {
  // Throws on purpose so the error boundary shows; React reports the caught error.
  '/tests/pages/crashTest/': [/.*/],
  '/tests/pages/error-boundary-tests/': [/.*/],
  // Embeds third-party iframes and media, which cannot load without a network.
  '/tests/pages/embeds/': [/Failed to load resource/, /net::ERR_/],
};

const paths = [...new Set([...sitemapPaths(), ...builtPagesUnder('tests')])].sort();

/**
 * One URL per route whose content depends on the query string. The server
 * renders these without their query, so each must render that same first
 * frame on the client and apply the query after hydration (else React logs
 * hydration errors #418/#423/#425).
 */
const queryPaths = [
  '/search/?q=plugin',
  '/search/?q=plugin&version=3.5.2',
  '/showcase/?tags=opensource&operator=AND&name=docu',
  '/tests/pages/tabs-tests/?os=windows',
];

/** Pages per test: one browser page visits a batch, so ~400 pages cost a few dozen tests, not 400. */
const batchSize = 20;
const batches = Array.from({length: Math.ceil(paths.length / batchSize)}, (_, index) =>
  paths.slice(index * batchSize, (index + 1) * batchSize),
);

// A trace per visited page would cost more than the visits; failures name the page instead.
test.use({trace: 'off'});

test('the build has pages to crawl', () => {
  expect(paths.length).toBeGreaterThan(10);
});

async function crawl(page: Page, batch: readonly string[]) {
  // Each page has its own limit (support/deadline.ts), which names the page that hangs.
  test.setTimeout(limitForPages(batch.length, pageLoadMs));
  let current = '';
  const problems: string[] = [];
  const allowedHere = () => allowedMessages[current] ?? [];
  page.on('console', (message) => {
    if (
      ['error', 'warning'].includes(message.type()) &&
      !isTracingArtefact(message.text()) &&
      !allowedHere().some((re) => re.test(message.text()))
    ) {
      problems.push(`${current} ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (!allowedHere().some((re) => re.test(error.message))) {
      problems.push(`${current} page error: ${error.message}`);
    }
  });
  for (const pathname of batch) {
    current = pathname;
    expect(await loadHydrated(page, pathname), `HTTP status of ${pathname}`).toBe(200);
  }
  expect(problems).toEqual([]);
}

for (const batch of batches) {
  const label = `${decodeURIComponent(batch[0]!)} … ${decodeURIComponent(batch.at(-1)!)}`;
  test(`pages ${label} load, hydrate and log nothing`, async ({page}) => {
    await crawl(page, batch);
  });
}

for (const pathname of queryPaths) {
  test(`${pathname} (query-dependent) loads, hydrates and logs nothing`, async ({page}) => {
    await crawl(page, [pathname]);
  });
}
