import {expect, test, type Page, type Route} from '@playwright/test';
import {waitForHydration} from './support/site';
import {searchButton, searchModal} from './support/search';

/**
 * The chunks of a route: every script under /assets/js/ but the runtime and
 * main bundles, which every page shares and without which no code runs at all.
 */
function isRouteChunk(url: string): boolean {
  const name = new URL(url).pathname.split('/').pop() ?? '';
  return new URL(url).pathname.startsWith('/assets/js/') && !/^(runtime~)?main\.[0-9a-f]+\.js$/.test(name);
}

/** Counts full loads of `pathname` (the first visit and every reload). */
function countDocumentLoads(page: Page, pathname: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === pathname
    ) {
      loads += 1;
    }
  });
  return () => loads;
}

async function truncate(route: Route) {
  const response = await route.fetch();
  const body = await response.text();
  await route.fulfill({response, body: body.slice(0, Math.floor(body.length / 2))});
}

const target = '/docs/installation/';
const failure = (page: Page) => page.locator('[data-page-load-failure]');

test.describe('a page whose code fails on the first load', () => {
  test('is reloaded once, then says it failed and offers a Retry that recovers', async ({page}) => {
    const loads = countDocumentLoads(page, target);
    let failing = true;
    await page.route('**/assets/js/*.js', (route) =>
      failing && route.request().resourceType() === 'script' && isRouteChunk(route.request().url())
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await page.goto(target);

    const alert = failure(page).getByRole('alert');
    await expect(alert).toContainText('This page could not load all of its code.');
    await expect(alert).toContainText(/ChunkLoadError: Loading chunk \S+ failed/);
    expect(loads()).toBe(2);
    // No loop: it stays on the message.
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

    failing = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await waitForHydration(page);
    await expect(failure(page)).toHaveCount(0);
    expect(loads()).toBe(3);
  });

  test('a truncated chunk on the first load is healed by one reload', async ({page}) => {
    const loads = countDocumentLoads(page, target);
    let truncated = 0;
    // Every route chunk of the first load arrives cut in half; the reload gets them whole.
    await page.route('**/assets/js/*.js', async (route) => {
      if (loads() === 1 && isRouteChunk(route.request().url())) {
        truncated += 1;
        await truncate(route);
        return;
      }
      await route.fallback();
    });
    await page.goto(target);
    await waitForHydration(page);
    expect(truncated).toBeGreaterThan(0);
    expect(loads()).toBe(2);
    await expect(failure(page)).toHaveCount(0);
    // The page works: the colour mode toggle responds.
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
  });
});

test.describe('the search modal whose code fails', () => {
  for (const {kind, answer} of [
    {
      kind: 'is empty',
      answer: (route: Route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
    },
    // Cut short and not cacheable, as a dropped transfer is. (A cacheable corrupt response is reused by
    // Chromium's in-document memory cache, so only a page reload could replace it.)
    {
      kind: 'is truncated',
      answer: async (route: Route) => {
        const body = await (await route.fetch()).text();
        await route.fulfill({
          status: 200,
          headers: {'content-type': 'text/javascript', 'cache-control': 'no-store'},
          body: body.slice(0, Math.floor(body.length / 2)),
        });
      },
    },
    {kind: 'cannot be fetched', answer: (route: Route) => route.abort('internetdisconnected')},
  ]) {
    test(`shows an error in place of the modal when its chunk ${kind}, and Retry opens it`, async ({page}) => {
      let failing = true;
      await page.route(/\/search-modal\.[0-9a-f]+\.js$/, (route) => (failing ? answer(route) : route.fallback()));
      await page.goto(target);
      await waitForHydration(page);

      await searchButton(page).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Unable to fetch results');
      await expect(dialog.getByRole('button', {name: 'Retry'})).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await searchButton(page).click();
      await expect(dialog).toBeVisible();
      failing = false;
      await dialog.getByRole('button', {name: 'Retry'}).click();
      await expect(searchModal(page).input).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  }
});
