import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

test.describe('unknown paths', () => {
  test('get the 404 page with status 404', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

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
