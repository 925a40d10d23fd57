import {expect, test} from '@playwright/test';
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

test('the build has pages to crawl', () => {
  expect(paths.length).toBeGreaterThan(10);
});

for (const pathname of paths) {
  test(`${decodeURIComponent(pathname)} loads, hydrates and logs nothing`, async ({page}) => {
    const problems: string[] = [];
    const allowed = allowedMessages[pathname] ?? [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !allowed.some((re) => re.test(message.text()))) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (!allowed.some((re) => re.test(error.message))) {
        problems.push(`page error: ${error.message}`);
      }
    });
    const response = await page.goto(pathname);
    expect(response?.status(), 'HTTP status').toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('main, [role="main"]').first()).toBeAttached();
    expect(problems).toEqual([]);
  });
}
