import {expect, test} from '@playwright/test';
import {isTracingArtefact} from './support/consoleErrors';
import {builtPagesUnder, sitemapPaths} from './support/siteUrls';

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

for (const batch of batches) {
  const label = `${decodeURIComponent(batch[0]!)} … ${decodeURIComponent(batch.at(-1)!)}`;
  test(`pages ${label} load, hydrate and log nothing`, async ({page}) => {
    test.setTimeout(batch.length * 15_000);
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
      const response = await page.goto(pathname);
      expect(response?.status(), `HTTP status of ${pathname}`).toBe(200);
      await expect(page.locator('html'), `${pathname} hydrates`).toHaveAttribute('data-has-hydrated', 'true');
    }
    expect(problems).toEqual([]);
  });
}
