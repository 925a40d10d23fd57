import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from './support/site';
import {gateScriptChunks, recordScriptRequests} from './support/chunkGate';
import {showcaseSites} from '../src/data/showcase';
import {defaultFilter, filterSites} from '../src/data/showcaseFilter';
import {pageLoadMs} from './support/deadline';

// The site's service worker would otherwise control reloaded pages, and requests it handles bypass page.route.
test.use({serviceWorkers: 'block'});

const linkTests = '/tests/pages/link-tests/';

const heading = (page: Page, name: string) => page.getByRole('heading', {level: 1, name, exact: true});
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Largest scroll position the current page allows. */
const maxScrollY = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/**
 * Distance between an element's top and the place `scrollIntoView` aligns it to
 * (the viewport top plus the element's own scroll-margin-top); null while absent.
 */
function offsetFromScrollTarget(page: Page, id: string): Promise<number | null> {
  return page.evaluate((targetId) => {
    const element = document.getElementById(targetId);
    if (!element) {
      return null;
    }
    return element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop);
  }, id);
}

/** The letter found in the most showcase site names, so filtering by it keeps the page long. */
function mostCommonNameLetter(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const count = (letter: string) => showcaseSites.filter((site) => site.name.toLowerCase().includes(letter)).length;
  return letters.reduce((best, letter) => (count(letter) > count(best) ? letter : best));
}

/** Marks the current document, so a later check can tell whether the page was loaded again. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & {navigationMarker?: boolean}).navigationMarker = true;
  });
}
const documentIsMarked = (page: Page) =>
  page.evaluate(() => (window as Window & {navigationMarker?: boolean}).navigationMarker === true);

/** The theme's loading spinner: an SVG whose circles are animated. */
async function expectAnimatedSpinner(spinner: Locator): Promise<void> {
  await expect(spinner).toBeVisible();
  const radii = () =>
    spinner.evaluate((svg) =>
      Array.from(svg.querySelectorAll('circle')).map((circle) => circle.r.animVal.value.toFixed(3)),
    );
  const first = (await radii()).join();
  await expect.poll(async () => (await radii()).join()).not.toBe(first);
}

test.describe('scroll after a client-side route change', () => {
  test('a link with a hash scrolls the new page to the hash target', async ({page}) => {
    await gotoHydrated(page, linkTests);
    const link = page.getByRole('link', {name: 'custom id', exact: true});
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(link).toBeInViewport();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);

    await link.click();
    await expect(page).toHaveURL(/\/tests\/pages\/markdown-tests-md\/#md-custom-id$/);
    await expect(heading(page, 'Markdown tests (.md)')).toBeAttached();
    // The old position is reachable on the new page, so only the framework's scroll can move the target up.
    expect(await maxScrollY(page)).toBeGreaterThan(before);
    await expect
      .poll(async () => Math.abs((await offsetFromScrollTarget(page, 'md-custom-id')) ?? Infinity))
      .toBeLessThan(1);
  });

  test('a link without a hash scrolls the new page to the top', async ({page}) => {
    await gotoHydrated(page, linkTests);
    const link = page.getByRole('link', {name: 'Link with to', exact: true});
    await link.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);

    await link.click();
    await expect(page).toHaveURL(/\/tests\/pages\/tabs-tests\/$/);
    await expect(heading(page, 'Tabs tests')).toBeVisible();
    expect(await maxScrollY(page)).toBeGreaterThan(before);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a change of the query string alone keeps the scroll position', async ({page}) => {
    // The showcase name filter writes to the query string (replacing the history entry) as the reader types.
    // A pushed entry would not do: the theme then focuses its skip-to-content target at the top of the page.
    const letter = mostCommonNameLetter();
    const expected = filterSites(showcaseSites, {...defaultFilter, name: letter}).length;
    await page.goto('/showcase/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: pageLoadMs});
    const nameFilter = page.getByLabel('Site name');
    await nameFilter.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 300),
    );
    await expect(nameFilter).toBeInViewport();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);

    await nameFilter.fill(letter);
    await expect(page).toHaveURL(new RegExp(`/showcase/\\?name=${letter}$`));
    // The field and the count read the router location, which changes in the same render that would scroll.
    await expect(nameFilter).toHaveValue(letter);
    await expect(page.getByTestId('showcase-count')).toHaveText(`${expected} sites shown of ${showcaseSites.length}`);
    expect(await maxScrollY(page)).toBeGreaterThan(before);
    expect(await scrollY(page)).toBe(before);
  });
});

test.describe('navbar on hash navigation', () => {
  test('hides when a link jumps to a target on the page', async ({page}) => {
    await gotoHydrated(page, linkTests);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    const link = page.getByRole('link', {name: 'jump to external links'});
    await expect(link).toBeInViewport();
    // From the very top, one jump down is not "scrolling down" for the navbar: only the hash can hide it.
    expect(await scrollY(page)).toBe(0);

    await link.click();
    await expect(page).toHaveURL(/#external-links$/);
    await expect(navbar).not.toBeInViewport();
    await expect(page.getByRole('heading', {name: 'External links'})).toBeInViewport();
  });
});

test.describe('progress bar', () => {
  test('shows while a slow route loads and is gone once the page rendered; a fast one shows none', async ({page}) => {
    const gate = await gateScriptChunks(page);
    const scripts = recordScriptRequests(page);
    await gotoHydrated(page, linkTests);
    const bar = page.locator('#nprogress .bar');

    gate.hold();
    await page.getByRole('link', {name: 'SEO tests', exact: true}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/seo\/$/);
    await expect(bar).toBeVisible();
    // The previous page stays on screen until the next one is ready.
    await expect(heading(page, 'Link tests')).toBeVisible();
    expect(gate.gated.length).toBeGreaterThan(0);

    await gate.open();
    await expect(heading(page, 'SEO tests')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // Back to a page whose code is loaded: the navigation ends before the bar's delay.
    await page.evaluate(() => {
      const seen = {bar: false};
      (window as Window & {progressBarSeen?: typeof seen}).progressBarSeen = seen;
      new MutationObserver(() => {
        seen.bar ||= document.getElementById('nprogress') !== null;
      }).observe(document.body, {childList: true});
    });
    const scriptsBefore = scripts.length;
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${linkTests}$`));
    await expect(heading(page, 'Link tests')).toBeVisible();
    expect(scripts.slice(scriptsBefore)).toEqual([]);
    // The bar's timer is cleared before the new page renders, so it cannot appear after this point.
    expect(
      await page.evaluate(() => (window as Window & {progressBarSeen?: {bar: boolean}}).progressBarSeen?.bar),
    ).toBe(false);
  });
});

test.describe('page chunk loading', () => {
  test('a route whose code is still loading when it renders shows the animated spinner', async ({page}) => {
    // A reader clicks a second link while the first page is still loading. When the first page's code
    // arrives, the framework renders the latest location, whose code may still be on the way.
    const gate = await gateScriptChunks(page);
    const scripts = recordScriptRequests(page);

    // First learn which scripts the first target needs, with a normal navigation.
    await gotoHydrated(page, linkTests);
    const firstLink = () => page.getByRole('link', {name: 'SEO tests', exact: true});
    const from = scripts.length;
    await firstLink().click();
    await expect(heading(page, 'SEO tests')).toBeVisible();
    const firstTargetScripts = scripts.slice(from);

    await gotoHydrated(page, linkTests);
    gate.hold();
    await firstLink().click();
    await expect(page).toHaveURL(/\/tests\/pages\/seo\/$/);
    await page.getByRole('link', {name: 'Link styled as a button'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/react-18\/$/);
    await gate.allow(firstTargetScripts);

    const spinner = page.locator('svg#loader');
    await expectAnimatedSpinner(spinner);
    // The spinner stands in for the whole route, navbar included.
    await expect(heading(page, 'Link tests')).toHaveCount(0);
    await expect(page.locator('nav.navbar')).toHaveCount(0);

    await gate.open();
    await expect(heading(page, 'React 18 tests')).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test.describe('on the lazy loading test page', () => {
    const lazyPage = '/tests/pages/lazy-loading-tests/';
    const loadButton = (page: Page) => page.getByRole('button', {name: 'Load the panel'});
    const panel = (page: Page) => page.getByRole('heading', {level: 2, name: 'Panel loaded'});

    test('shows nothing at first, then an animated spinner, then the loaded panel', async ({page}) => {
      const gate = await gateScriptChunks(page);
      await gotoHydrated(page, lazyPage);
      // Record every state the page goes through, to see what replaces the button first.
      await page.evaluate(() => {
        const states: {button: boolean; spinner: boolean}[] = [];
        (window as Window & {lazyStates?: typeof states}).lazyStates = states;
        new MutationObserver(() => {
          states.push({
            button: Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Load the panel'),
            spinner: document.getElementById('loader') !== null,
          });
        }).observe(document.body, {childList: true, subtree: true});
      });

      gate.hold();
      await loadButton(page).click();
      await expectAnimatedSpinner(page.locator('svg#loader'));
      expect(gate.gated.length).toBeGreaterThan(0);
      await gate.open();
      await expect(panel(page)).toBeVisible();
      await expect(page.locator('svg#loader')).toHaveCount(0);

      const states = await page.evaluate(
        () => (window as Window & {lazyStates?: {button: boolean; spinner: boolean}[]}).lazyStates ?? [],
      );
      const firstWithoutButton = states.find((state) => !state.button);
      expect(firstWithoutButton).toEqual({button: false, spinner: false});
    });

    test('shows the error in a red box when the chunk fails, and Retry loads it once the network is back', async ({
      page,
    }) => {
      const gate = await gateScriptChunks(page);
      await gotoHydrated(page, lazyPage);

      gate.failAll();
      await loadButton(page).click();
      const retry = page.getByRole('button', {name: 'Retry'});
      await expect(retry).toBeVisible();
      expect(gate.failed.length).toBeGreaterThan(0);
      const box = retry.locator('xpath=../..');
      await expect(box).toContainText(gate.failed[0]!);
      const [red, green, blue] = await box.evaluate((element) =>
        (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number),
      );
      expect(red).toBeGreaterThan(200);
      expect(green).toBeLessThan(100);
      expect(blue).toBeLessThan(100);

      // Still offline: Retry fails again and keeps the box.
      const failures = gate.failed.length;
      await retry.click();
      await expect.poll(() => gate.failed.length).toBeGreaterThan(failures);
      await expect(retry).toBeVisible();

      await gate.open();
      await retry.click();
      await expect(panel(page)).toBeVisible();
      await expect(retry).toHaveCount(0);
    });
  });
});

test.describe('route preload failure', () => {
  test('logs a warning and reloads the page at the new address', async ({page}) => {
    const gate = await gateScriptChunks(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await gotoHydrated(page, linkTests);
    await markDocument(page);

    gate.failNext();
    await page.getByRole('link', {name: 'SEO tests', exact: true}).click();
    await expect(heading(page, 'SEO tests')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page).toHaveURL(/\/tests\/pages\/seo\/$/);

    expect(gate.failed).toHaveLength(1);
    expect(warnings.some((text) => text.includes(gate.failed[0]!))).toBe(true);
    expect(await documentIsMarked(page)).toBe(false);
    const navigationType = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigationType).toBe('reload');
  });
});
