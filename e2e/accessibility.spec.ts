import {expect, test} from '@playwright/test';
import {axeViolations, keyPages as pages} from './support/axe';
import {gotoHydrated} from './support/site';
import {within} from './support/deadline';

/** The sampled sweep of further pages is accessibility-sweep.spec.ts. */

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const [name, pathname] of Object.entries(pages)) {
      test(`${name} has no axe violations`, async ({page}) => {
        await gotoHydrated(page, pathname);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        if (pathname.startsWith('/search/')) {
          await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

// A remote embed on a machine without network. @axe-core/playwright gives up on
// a frame it cannot inject within 1 s (checked: 4-7 s in all, whether the frame's
// request hangs or fails), so the sweep needs no frame handling of its own; this
// keeps it so.
test('axe finishes on a page whose remote frame never loads', async ({page}) => {
  await page.route('https://video.example/**', () => undefined);
  await gotoHydrated(page, pages['Canary doc']!);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Remote video';
    frame.src = 'https://video.example/embed/intro';
    document.querySelector('article')!.append(frame);
  });
  expect(await within('axe on a page with a hanging remote frame', 30_000, () => axeViolations(page))).toEqual([]);
});
