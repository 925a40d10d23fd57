import {expect, test, type Locator, type Page, type Request, type Route} from '@playwright/test';
// The test-only items are in the test area's navbar (a site of its own under /tests/).
import {testsNavbar as navbar} from '../tests-area';
import {crashCauseMessage, crashMessage} from '../tests-area/components/CrashTest/messages';
import {
  crashOutsideLayoutMessage,
  navbarItemFailureMessage,
} from '../tests-area/components/ErrorCatalogueTriggers/messages';
import {collectConsoleErrors} from './support/consoleErrors';
import {gotoHydrated} from './support/site';

/**
 * Every failure a reader can meet shows its own message (a crashed page, a chunk that
 * fails to load, a search outage, an unknown path...): one test per kind of failure,
 * named after it, against the production build. Kinds proven in another spec are named in a
 * comment where their test would stand.
 */

const errorBoundaryTests = '/tests/pages/error-boundary-tests/';

/** The paragraph of a crash screen that holds the error message chain, read with its line breaks. */
async function errorMessageChain(page: Page, firstMessage: string): Promise<string> {
  const paragraph: Locator = page.locator('p').filter({hasText: firstMessage});
  await expect(paragraph).toHaveCount(1);
  return paragraph.evaluate((element) => element.textContent ?? '');
}

test.describe('page crash', () => {
  test('Page crash: "This page crashed." with Try again and the message chain joined by "Cause:"', async ({page}) => {
    const response = await page.goto('/tests/pages/crashTest/');
    // The crash only happens in the browser: the static build rendered the page normally.
    expect(await response!.text()).toContain('This text is the server-rendered content.');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    expect(await errorMessageChain(page, crashMessage)).toBe(`${crashMessage}\n\nCause:\n${crashCauseMessage}`);
    // The layout's boundary caught it: the navbar outside that boundary is still there.
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('Page crash: "Try again" renders the page again, which crashes again', async ({page}) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/tests/pages/crashTest/');
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    const errorsBefore = errors.length;
    await tryAgain.click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect.poll(() => errors.length).toBeGreaterThan(errorsBefore);
  });
});

/** Client-side navigation through the router's history, without hovering or clicking a link. */
async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

const isScript = (request: Request) => request.resourceType() === 'script';
const pathOf = (url: string) => new URL(url).pathname;

test.describe('page load failure', () => {
  // e2e/navigation.spec.ts proves the spinner, the red box and Retry with a lazily loaded component of
  // a test page. This test reaches the same screen through a route of the site: the router shows a route
  // before its chunk arrives only when an earlier navigation finishes first, so the test holds that
  // earlier route's chunk until the second navigation has started.
  test('Page load failure: a route whose chunk fails shows the error text and a Retry button that loads it', async ({
    page,
    context,
  }) => {
    const start = '/tests/pages/';
    const earlier = '/tests/pages/seo/';
    const failing = '/tests/pages/analytics/';

    // The scripts the earlier route needs, learnt from a full load of it in another tab.
    const scout = await context.newPage();
    await gotoHydrated(scout, earlier);
    const earlierScripts = new Set(
      await scout.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).pathname),
      ),
    );
    await scout.close();

    await gotoHydrated(page, start);
    const held: {route: Route; earlier: boolean}[] = [];
    let releaseEarlier = false;
    await page.route('**/assets/js/**', (route) => {
      const earlierChunk = earlierScripts.has(pathOf(route.request().url()));
      if (!isScript(route.request()) || (earlierChunk && releaseEarlier)) {
        return route.fallback();
      }
      held.push({route, earlier: earlierChunk});
    });
    // The framework answers a failed route by reloading the page; a 204 keeps this document instead.
    const reloads: string[] = [];
    await page.route(`**${failing}`, (route) => {
      if (!route.request().isNavigationRequest()) {
        return route.fallback();
      }
      reloads.push(route.request().url());
      return route.fulfill({status: 204});
    });

    await navigateInApp(page, earlier);
    await expect.poll(() => held.filter((entry) => entry.earlier).length).toBeGreaterThan(0);
    await navigateInApp(page, failing);
    await expect.poll(() => held.filter((entry) => !entry.earlier).length).toBeGreaterThan(0);

    // The earlier route arrives: the router now renders the failing route while its chunk is on its way.
    releaseEarlier = true;
    await Promise.all(held.filter((entry) => entry.earlier).map((entry) => entry.route.fallback()));
    await expect(page.locator('svg#loader')).toBeVisible();

    await Promise.all(held.filter((entry) => !entry.earlier).map((entry) => entry.route.abort()));
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(retry.locator('xpath=../..')).toContainText(/ChunkLoadError: Loading chunk \S+ failed/);
    await expect.poll(() => reloads).toHaveLength(1);

    await page.unrouteAll();
    await retry.click();
    await expect(page.getByRole('heading', {level: 1, name: 'Analytics tests'})).toBeVisible();
  });
});

test.describe('themed error page', () => {
  test('Themed error page: a crash outside the layout shows the page titled "Page Error"', async ({page}) => {
    await gotoHydrated(page, errorBoundaryTests);
    await expect(page).toHaveTitle(/^Error boundary tests \| /);
    await page.getByRole('button', {name: 'Crash the page outside its layout'}).click();
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
    expect(await errorMessageChain(page, crashOutsideLayoutMessage)).toBe(crashOutsideLayoutMessage);
    // The themed page renders the crash inside the theme layout.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Error boundary tests'})).toBeVisible();
    await expect(page).toHaveTitle(/^Error boundary tests \| /);
  });
});

test.describe('base URL issue', () => {
  /** An origin the site was never deployed to; every request to it is answered here. */
  const wrongOrigin = 'http://wrong-base.test';

  /**
   * Serves `html` at `pathname` of the wrong origin and 404s everything else
   * there, as a server would after deploying the build under a base path the
   * site was not built for: the pages load, their `/assets/` do not.
   */
  async function deployUnderWrongBase(page: Page, pathname: string, html: string): Promise<void> {
    await page.route('**/*', (route) => route.abort());
    await page.route(`${wrongOrigin}/**`, (route) =>
      new URL(route.request().url()).pathname === pathname
        ? route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: html})
        : route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'}),
    );
  }

  const banner = (page: Page) => page.locator('#__docusaurus-base-url-issue-banner');

  test('Base URL issue: the home page served under a wrong base shows the banner and a corrected base URL', async ({
    page,
    request,
  }) => {
    const home = await (await request.get('/')).text();
    await deployUnderWrongBase(page, '/deployed/here', home);
    await page.goto(`${wrongOrigin}/deployed/here`);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner(page)).toContainText('Current configured baseUrl = / (default value)');
    // The suggestion is the path the home page was actually served at, with a trailing slash.
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
      '/deployed/here/',
    );
  });

  test('Base URL issue: other pages under the same wrong base get no banner', async ({page, request}) => {
    const otherPage = await (await request.get('/tests/pages/')).text();
    await deployUnderWrongBase(page, '/deployed/here/tests/pages/', otherPage);
    await page.goto(`${wrongOrigin}/deployed/here/tests/pages/`);
    await expect(page.getByRole('heading', {level: 1, name: 'Test pages'})).toBeVisible();
    // Same failure as on the home page (the app never started), yet no banner.
    expect(await page.evaluate(() => typeof window.docusaurus)).toBe('undefined');
    await expect(banner(page)).toHaveCount(0);
  });

  test('Base URL issue: the home page at the right base gets no banner', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('browser storage unavailable', () => {
  // That using storage during server rendering throws is proven by a unit test:
  // tests-area/components/__tests__/serverStorage.test.ts.
  test('Browser storage unavailable: the site works on empty in-memory state and warns exactly once', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('browser storage is not available')) {
        warnings.push(message.text());
      }
    });
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await gotoHydrated(page, '/');
    // Nothing can be read back, so every stored preference has its default.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('[role="banner"]').filter({hasText: 'is out'})).toBeVisible();
    // Storage-backed features keep working on in-memory state.
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();

    expect(pageErrors).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});

// Route preload failure (a warning, then a page reload) is proven in e2e/navigation.spec.ts,
// under 'route preload failure', which also checks that the browser really reloaded.

// Search failure ("Unable to fetch results", "You might want to check your network connection.")
// and No search hits ("No results for", suggestions, report link) are proven in e2e/search.spec.ts:
// 'with the index unreachable the modal shows "Unable to fetch results"' and
// 'a query without hits shows "No results for", suggestions and the report link'.

test.describe('navbar item render failure', () => {
  test('Navbar item render failure: the error prints the failing item config', async ({page}) => {
    const item = navbar.items!.find((candidate) => candidate.type === 'custom-testsOnlyAlert')!;
    await gotoHydrated(page, errorBoundaryTests);
    await expect(page.locator('nav.navbar').getByRole('button', {name: item.label})).toBeVisible();
    await page.getByRole('button', {name: 'Break the test-only navbar item'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
    const chain = await errorMessageChain(page, 'A theme navbar item failed to render.');
    expect(chain).toContain(
      `Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:\n${JSON.stringify(item, null, 2)}`,
    );
    expect(chain.endsWith(`\n\nCause:\n${navbarItemFailureMessage}`)).toBe(true);
  });
});

test.describe('unknown path', () => {
  test('Unknown path: the not-found page, with status 404', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('main')).toContainText('There is no page at this address.');
    await expect(page.locator('main').getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  });
});

test.describe('missing context provider', () => {
  test('Missing context provider: a docs hook outside its provider names the provider', async ({page}) => {
    await gotoHydrated(page, errorBoundaryTests);
    await page.getByRole('button', {name: 'Use a docs hook outside its provider'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    const chain = await errorMessageChain(page, 'is called outside the');
    expect(chain).toMatch(/^Hook \w+ is called outside the <DocsVersionProvider>\. $/);
  });
});

test.describe('generic assertion', () => {
  test('Generic assertion: a router link outside any router fails with "Invariant failed"', async ({page}) => {
    await gotoHydrated(page, errorBoundaryTests);
    await page.getByRole('button', {name: 'Render a link outside the router'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    expect(await errorMessageChain(page, 'Invariant failed')).toBe('Invariant failed');
  });
});
