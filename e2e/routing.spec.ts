import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

test.describe('unknown paths', () => {
  // A direct visit (status 404 and the page) is proven in e2e/error-catalogue.spec.ts (row "Unknown path").
  test('reached by client navigation also show the 404 page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/route/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});

test.describe('.html paths', () => {
  for (const path of ['/docs/installation.html', '/docs/installation/index.html']) {
    test(`${path} shows the installation doc at its canonical path`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/docs\/installation\/$/);
      await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    });
  }
});
