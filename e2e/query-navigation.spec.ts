import {expect, test, type Locator, type Page} from '@playwright/test';
import {showcaseTags} from '../src/data/showcase';
import {gotoHydratedPatiently as gotoHydrated} from './support/pages';

/**
 * Controls that write only the URL query (filters, search box, version choice)
 * keep the reader's place: no scroll, and keyboard focus stays on the control.
 * A pushed query-only entry used to send the page to the top, because the
 * theme's skip-to-content focus reset ran on every PUSH.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Scrolls so that control sits `below` px under the top of the viewport (the
 * search page's controls are near the top of a long page, so they use less),
 * and returns the position.
 */
async function scrollPartWay(page: Page, control: Locator, below = 250): Promise<number> {
  await control.evaluate(
    (element, offset) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - offset),
    below,
  );
  await expect(control).toBeInViewport();
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(40);
  return position;
}

/** Same place (within a few pixels) and focus still on the control. */
async function expectPlaceKept(page: Page, control: Locator, before: number): Promise<void> {
  await expect(control).toBeFocused();
  // Give a late effect (focus reset, re-render) time to move the page.
  await page.waitForTimeout(300);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
  await expect(control).toBeFocused();
}

const tagButton = (page: Page, label: string) =>
  page.getByRole('list', {name: 'Filter by tag'}).getByRole('button', {name: label, exact: true});

test.describe('showcase filters keep the scroll position and focus', () => {
  test('a tag filter', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    const control = tagButton(page, showcaseTags.opensource.label);
    const before = await scrollPartWay(page, control);
    await control.click();
    await expect(page).toHaveURL(/\?tags=opensource$/);
    await expectPlaceKept(page, control, before);
  });

  test('the AND/OR switch', async ({page}) => {
    await gotoHydrated(page, '/showcase/?tags=opensource&tags=design');
    const control = page.getByRole('button', {name: 'All tags (AND)'});
    const before = await scrollPartWay(page, control);
    await control.click();
    await expect(page).toHaveURL(/operator=AND/);
    await expectPlaceKept(page, control, before);
  });

  test('the name filter', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    const control = page.getByLabel('Site name');
    const before = await scrollPartWay(page, control);
    await control.click();
    await page.keyboard.type('do');
    await expect(page).toHaveURL(/\?name=do$/);
    await expectPlaceKept(page, control, before);
  });

  test('"Clear filters"', async ({page}) => {
    await gotoHydrated(page, '/showcase/?tags=opensource');
    const control = page.getByRole('button', {name: 'Clear filters'});
    const before = await scrollPartWay(page, control);
    await control.click();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expectPlaceKept(page, control, before);
  });

  test('back and forward restore the previous filter and position', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    const openSource = tagButton(page, showcaseTags.opensource.label);
    const before = await scrollPartWay(page, openSource);
    await openSource.click();
    await expect(page).toHaveURL(/\?tags=opensource$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(openSource).toHaveAttribute('aria-pressed', 'false');
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
    await page.goForward();
    await expect(page).toHaveURL(/\?tags=opensource$/);
    await expect(openSource).toHaveAttribute('aria-pressed', 'true');
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
  });

  test('a path change still scrolls to the top', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    const control = tagButton(page, showcaseTags.opensource.label);
    await scrollPartWay(page, control);
    const footerLink = page.locator('footer').getByRole('link', {name: 'Blog', exact: true});
    await footerLink.click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('search page controls keep the scroll position and focus', () => {
  test('the query box', async ({page}) => {
    await gotoHydrated(page, '/search/?q=plugin');
    await expect(page.getByRole('listitem').filter({has: page.getByRole('heading', {level: 2})})).not.toHaveCount(0);
    const control = page.getByRole('searchbox', {name: /Search results for/});
    const before = await scrollPartWay(page, control, 120);
    await control.click();
    await page.keyboard.type(' options');
    await expect(page).toHaveURL(/\?q=plugin(\+|%20)options$/);
    // The new query's results render after the index answers, which on a busy
    // machine can be later than expectPlaceKept's settling time: let them land first.
    await page.waitForLoadState('networkidle');
    await expectPlaceKept(page, control, before);
  });

  test('the Search button searches what the box holds', async ({page}) => {
    await gotoHydrated(page, '/search/');
    const box = page.getByRole('searchbox');
    await box.fill('sidebar');
    await page.getByRole('search').getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\?q=sidebar$/);
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    // Enter submits the form too, without reloading the page.
    await page.evaluate(() => ((window as Window & {samePage?: boolean}).samePage = true));
    await box.fill('sidebar items');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=sidebar(\+|%20)items$/);
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => (window as Window & {samePage?: boolean}).samePage)).toBe(true);
  });

  test('the version selector writes the version to the query', async ({page}) => {
    await gotoHydrated(page, '/search/?q=plugin');
    await expect(page.getByRole('listitem').filter({has: page.getByRole('heading', {level: 2})})).not.toHaveCount(0);
    const control = page.getByLabel('Docs version');
    const before = await scrollPartWay(page, control, 120);
    await control.focus();
    await control.selectOption('3.5.2');
    await expect(page).toHaveURL(/\?q=plugin&version=3\.5\.2$/);
    await expectPlaceKept(page, control, before);
    // The URL now carries the choice: a reload searches the same version.
    await gotoHydrated(page, '/search/?q=plugin&version=3.5.2');
    await expect(control).toHaveValue('3.5.2');
  });
});
