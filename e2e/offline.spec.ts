import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

/** Parameters the page registered its service worker with (sw.js?params=...). */
async function activeWorkerParams(page: Page): Promise<{path: string; params: Record<string, unknown>}> {
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  const url = new URL(scriptUrl);
  return {path: url.pathname, params: JSON.parse(url.searchParams.get('params') ?? '{}')};
}

/**
 * A page is served by the worker only from its second load: the load that
 * registers the worker is not controlled by it.
 */
async function reloadUntilControlled(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

async function expectDocReloadsOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
}

test.describe('offline mode', () => {
  test('?offlineMode=true registers the worker in offline mode and a visited doc reloads offline', async ({page}) => {
    await page.goto('/?offlineMode=true');
    await waitForHydration(page);
    expect(await activeWorkerParams(page)).toEqual({path: '/sw.js', params: {offlineMode: true, debug: false}});

    // The query-string strategy is decided per page load, so the doc keeps the flag.
    await page.goto('/docs/installation/?offlineMode=true');
    await waitForHydration(page);
    await reloadUntilControlled(page);
    await expectDocReloadsOffline(page);
  });

  test('without an activation strategy the worker runs with offline mode off', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect((await activeWorkerParams(page)).params).toEqual({offlineMode: false, debug: false});
  });

  test.describe('on a mobile-sized screen', () => {
    test.use({viewport: {width: 400, height: 800}});

    test('offline mode is on without any query string', async ({page}) => {
      await page.goto('/docs/installation/');
      await waitForHydration(page);
      // The lite tier (src/plugins/offline): no precache of the whole site, pages kept as visited.
      expect((await activeWorkerParams(page)).params).toEqual({offlineMode: false, debug: false, lite: true});
      await reloadUntilControlled(page);
      await expectDocReloadsOffline(page);
    });
  });
});
