import {expect, test} from '@playwright/test';
import {axeViolations, keyPages as pages} from './support/axe';
import {gotoHydrated} from './support/site';

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
