import {expect, test} from '@playwright/test';
import {axeViolations, keyPages} from './support/axe';
import {axeSweepSample, requiredPages} from './support/axeSample';
import {sitemapPaths} from './support/siteUrls';
import {axeMs, limitForPages, loadHydrated, pageLoadMs, within} from './support/deadline';

/**
 * axe on a fixed sample of sitemap pages beyond the key pages of
 * accessibility.spec.ts, in both colour modes. The sample (axeSample.ts)
 * always holds the pages with highlighted code lines, a live editor, inline
 * code in headings and the colour generator, where contrast bugs hid before.
 * AXE_SWEEP_SIZE changes its size (0 turns the sweep off).
 */
const sweepSize = Number(process.env.AXE_SWEEP_SIZE ?? 100);
const sweep = axeSweepSample(sweepSize, Object.values(keyPages));

/** Pages per test: one browser page checks a batch, and the batches spread over the workers. */
const batchSize = 10;
const batches = Array.from({length: Math.ceil(sweep.length / batchSize)}, (_, index) =>
  sweep.slice(index * batchSize, (index + 1) * batchSize),
);

test.use({
  // A trace per visited page would cost more than the checks; failures name the page instead.
  trace: 'off',
  // Infima then drops its colour transitions, so axe never measures a link halfway to its
  // active colour (the TOC highlight changes as the page scrolls to the anchor).
  contextOptions: {reducedMotion: 'reduce'},
});

test('the sample holds the required pages and has the size asked for', () => {
  const sitemap = sitemapPaths();
  test.skip(sitemap.length === 0 || sweepSize === 0, 'no build to sample, or the sweep is off');
  for (const {url} of requiredPages) {
    expect(sitemap, `${url} is in the sitemap`).toContain(url);
  }
  expect(sweep.map(({url}) => url)).toEqual(expect.arrayContaining(requiredPages.map(({url}) => url)));
  const reasons = sweep.map(({reason}) => reason);
  for (const reason of [
    'colour generator',
    'live code editor',
    'highlighted code lines',
    'inline code in a heading (active TOC link)',
  ]) {
    expect(reasons, `the sample has a page for ${reason}`).toContain(reason);
  }
  expect(sweep).toHaveLength(sweepSize);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const batch of batches) {
      test(`${batch[0]!.url} … ${batch.at(-1)!.url} have no axe violations`, async ({page}) => {
        // Each page's steps have their own limits (support/deadline.ts), which name the page that hangs.
        test.setTimeout(limitForPages(batch.length, 2 * pageLoadMs + axeMs));
        const problems: string[] = [];
        for (const {url, reason, waitFor} of batch) {
          await loadHydrated(page, url);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          if (waitFor) {
            await expect(page.locator(waitFor).first(), `${url} (${reason}) shows ${waitFor}`).toBeVisible({
              timeout: pageLoadMs,
            });
          }
          const violations = await within(`${url} (${reason}): axe analysis`, axeMs, () => axeViolations(page));
          problems.push(...violations.map((violation) => `${url} (${reason}): ${violation}`));
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
