import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from './support/site';
import {docsSidebar, mainNavbar} from './support/docs';

/**
 * The test area's first page. The "Tests" dropdown is in the test area's navbar (a site
 * of its own under /tests/); the main site's navbar has a plain link to this page.
 */
const testsHome = '/tests/pages/';

/** The "Tests" dropdown (desktop) of the test area's navbar: its wrapper, toggle and menu. */
function testsDropdown(page: Page): {root: Locator; toggle: Locator; menu: Locator} {
  const root = mainNavbar(page)
    .locator('.navbar__item.dropdown')
    .filter({has: page.getByRole('button', {name: 'Tests', exact: true})});
  return {root, toggle: root.getByRole('button', {name: 'Tests', exact: true}), menu: root.locator('.dropdown__menu')};
}

/**
 * A point of the page, below the navbar and outside the open dropdown menu, where
 * nothing focusable sits: pressing or touching it moves no focus into another element.
 */
async function outsidePoint(page: Page): Promise<{x: number; y: number}> {
  const point = await page.evaluate(() => {
    const {innerWidth: width, innerHeight: height} = window;
    for (const [fx, fy] of [
      [0.95, 0.9],
      [0.05, 0.9],
      [0.5, 0.95],
      [0.95, 0.6],
    ] as const) {
      const x = Math.round(width * fx);
      const y = Math.round(height * fy);
      const target = document.elementFromPoint(x, y);
      if (target && !target.closest('nav, a, button, input, [tabindex]')) {
        return {x, y};
      }
    }
    return null;
  });
  expect(point, 'no plain area found to press').not.toBeNull();
  return point!;
}

/** Opens the dropdown from the keyboard; the theme marks the open state with a class and aria-expanded. */
async function openWithEnter(page: Page): Promise<void> {
  const {root, toggle, menu} = testsDropdown(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveClass(/\bdropdown--show\b/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', {name: 'Test pages'})).toBeVisible();
}

async function expectClosed(page: Page): Promise<void> {
  const {root, toggle, menu} = testsDropdown(page);
  await expect(root).not.toHaveClass(/\bdropdown--show\b/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
}

test.describe('navbar dropdown (desktop)', () => {
  test('opens while hovered and closes when the pointer leaves', async ({page}) => {
    await gotoHydrated(page, testsHome);
    const {root, toggle, menu} = testsDropdown(page);
    await expect(menu).toBeHidden();
    await toggle.hover();
    await expect(menu.getByRole('link', {name: 'Test pages'})).toBeVisible();
    // Hover opens it through CSS alone: the keyboard "open" state is not involved.
    await expect(root).not.toHaveClass(/\bdropdown--show\b/);
    const away = await outsidePoint(page);
    await page.mouse.move(away.x, away.y);
    await expect(menu).toBeHidden();
  });

  test('Enter opens and closes it; a mouse press outside closes it', async ({page}) => {
    await gotoHydrated(page, testsHome);
    await openWithEnter(page);
    // Enter on the toggle does not follow its link.
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Enter');
    await expectClosed(page);

    await openWithEnter(page);
    const away = await outsidePoint(page);
    await page.mouse.move(away.x, away.y);
    // The press alone closes it, before any click.
    await page.mouse.down();
    await expectClosed(page);
    await page.mouse.up();
  });

  test('stays open while focus is inside it and closes when focus leaves', async ({page}) => {
    await gotoHydrated(page, testsHome);
    await openWithEnter(page);
    const {root, toggle, menu} = testsDropdown(page);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: 'Test pages'})).toBeFocused();
    await expect(root).toHaveClass(/\bdropdown--show\b/);
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(mainNavbar(page).getByRole('link', {name: 'Community', exact: true})).toBeFocused();
    await expectClosed(page);
  });

  test.describe('on a touch screen', () => {
    test.use({hasTouch: true});

    test('a touch outside closes it', async ({page}) => {
      await gotoHydrated(page, testsHome);
      // Cancelling the touch stops the browser from also sending mouse events, so only the touch can close it.
      await page.evaluate(() => {
        const win = window as Window & {mousedowns?: number};
        win.mousedowns = 0;
        window.addEventListener('touchstart', (event) => event.preventDefault(), {passive: false});
        window.addEventListener('mousedown', () => (win.mousedowns = (win.mousedowns ?? 0) + 1), true);
      });
      await openWithEnter(page);
      const away = await outsidePoint(page);
      await page.touchscreen.tap(away.x, away.y);
      await expectClosed(page);
      expect(await page.evaluate(() => (window as Window & {mousedowns?: number}).mousedowns)).toBe(0);
    });
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 400, height: 800}});

  async function openMobileMenu(page: Page, path: string): Promise<Locator> {
    await gotoHydrated(page, path);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** A dropdown of the mobile menu: the list item around its toggle. */
  function mobileDropdown(menu: Locator, label: string): {item: Locator; toggle: Locator} {
    const toggle = menu.getByRole('button', {name: label, exact: true});
    const item = menu
      .locator('li.menu__list-item')
      .filter({has: menu.page().getByRole('button', {name: label, exact: true})});
    return {toggle, item};
  }

  test('a dropdown is collapsed on a page none of its items links to', async ({page}) => {
    // The dropdown's own link matches this page (activeBaseRegex ^/tests/), but none of its items does.
    const menu = await openMobileMenu(page, '/tests/pages/tabs-tests/');
    const {item, toggle} = mobileDropdown(menu, 'Tests');
    await expect(item).toHaveClass(/\bmenu__list-item--collapsed\b/);
    await expect(menu.getByRole('link', {name: 'Navbar item tests'})).toBeHidden();
    // It is a real collapsible: a tap expands it.
    await toggle.click();
    await expect(item).not.toHaveClass(/\bmenu__list-item--collapsed\b/);
    await expect(menu.getByRole('link', {name: 'Navbar item tests'})).toBeVisible();
  });

  test('a dropdown is expanded on a page one of its items links to', async ({page}) => {
    const menu = await openMobileMenu(page, '/tests/pages/navbar-dropdown-tests/');
    const {item} = mobileDropdown(menu, 'Tests');
    await expect(item).not.toHaveClass(/\bmenu__list-item--collapsed\b/);
    const current = menu.getByRole('link', {name: 'Navbar item tests'});
    await expect(current).toBeVisible();
    await expect(current).toHaveClass(/\bmenu__link--active\b/);
  });

  test('the version dropdown exists only for docs with several versions', async ({page}) => {
    // The site's version dropdown is on the main site; the test area (a site of its own) shows
    // one for the single-version test docs.
    let menu = await openMobileMenu(page, '/');
    const versions = mobileDropdown(menu, 'Versions');
    await expect(versions.toggle).toHaveCount(1);
    await versions.toggle.click();
    for (const label of ['Canary', '3.6.1', '3.5.2']) {
      await expect(versions.item.getByRole('link', {name: label, exact: true})).toBeVisible();
    }

    // The test docs' only version is a plain link to its main doc, with no dropdown around it.
    menu = await openMobileMenu(page, testsHome);
    await expect(mobileDropdown(menu, 'Versions').toggle).toHaveCount(0);
    const link = menu.getByRole('link', {name: 'Next', exact: true});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/tests/docs/');
    await expect(link).not.toHaveClass(/\bmenu__link--sublist\b/);
    await expect(link.locator('xpath=..').locator('.menu__list')).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/tests\/docs\/$/);
  });
});

test.describe('docs sidebar', () => {
  const categoryItem = (page: Page, label: string): Locator =>
    docsSidebar(page)
      .locator('li.theme-doc-sidebar-item-category-level-1')
      .filter({has: page.getByRole('link', {name: label, exact: true})});
  const categoryToggle = (page: Page, label: string): Locator =>
    categoryItem(page, label).getByRole('button', {name: new RegExp(`sidebar category '${label}'`)});

  /** Records every inline `transition` the collapsible sets on a category list, in order. */
  async function recordTransitions(page: Page): Promise<void> {
    await page.evaluate(() => {
      const win = window as Window & {transitions?: string[]};
      win.transitions = [];
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const element = mutation.target as HTMLElement;
          if (element.matches('ul.menu__list') && element.style.transition) {
            win.transitions!.push(element.style.transition);
          }
        }
      }).observe(document.querySelector('nav[aria-label="Docs sidebar"]')!, {
        subtree: true,
        attributes: true,
        attributeFilter: ['style'],
      });
    });
  }

  /**
   * Toggles a category and returns the transition its list animates with. The
   * theme leaves the last transition inline, so it is cleared first: a value seen
   * afterwards can only come from this toggle.
   */
  async function toggleAndCaptureTransition(
    page: Page,
    toggle: Locator,
    list: Locator,
  ): Promise<{durationMs: number; easing: string}> {
    await list.evaluate((element: HTMLElement) => {
      element.style.transition = '';
      (window as Window & {transitions?: string[]}).transitions = [];
    });
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & {transitions?: string[]}).transitions!.length))
      .toBeGreaterThan(0);
    const value = await page.evaluate(() => (window as Window & {transitions?: string[]}).transitions![0]!);
    const match = /^height (\d+(?:\.\d+)?)(ms|s) (.+)$/.exec(value);
    expect(match, `unexpected transition "${value}"`).not.toBeNull();
    const [, amount, unit, easing] = match!;
    // The theme resets the inline styles once the animation ends: wait for that before the next toggle.
    await expect(list).toHaveAttribute('style', /display: none|height: auto/);
    return {durationMs: Number(amount) * (unit === 's' ? 1000 : 1), easing: easing!};
  }

  test('categories animate their height, in 1 ms when the reader prefers reduced motion', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await recordTransitions(page);
    const toggle = categoryToggle(page, 'Getting started');
    const list = categoryItem(page, 'Getting started').locator('> ul.menu__list');
    const installation = docsSidebar(page).getByRole('link', {name: 'Installation', exact: true});

    const normal = await toggleAndCaptureTransition(page, toggle, list);
    expect(normal.easing).toBe('ease-in-out');
    expect(normal.durationMs).toBeGreaterThan(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(installation).toBeHidden();

    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await toggleAndCaptureTransition(page, toggle, list)).toEqual({durationMs: 1, easing: 'ease-in-out'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(installation).toBeVisible();

    // The preference is read at each animation, so dropping it restores a longer one.
    await page.emulateMedia({reducedMotion: 'no-preference'});
    const again = await toggleAndCaptureTransition(page, toggle, list);
    expect(again.durationMs).toBeGreaterThan(1);
    expect(again.easing).toBe('ease-in-out');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('expanding a top-level category collapses its open sibling', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const gettingStarted = categoryItem(page, 'Getting started');
    const guides = categoryItem(page, 'Guides');
    await expect(gettingStarted).not.toHaveClass(/\bmenu__list-item--collapsed\b/);
    await expect(guides).toHaveClass(/\bmenu__list-item--collapsed\b/);

    await categoryToggle(page, 'Guides').click();
    await expect(guides).not.toHaveClass(/\bmenu__list-item--collapsed\b/);
    await expect(categoryToggle(page, 'Guides')).toHaveAttribute('aria-expanded', 'true');
    await expect(gettingStarted).toHaveClass(/\bmenu__list-item--collapsed\b/);
    await expect(categoryToggle(page, 'Getting started')).toHaveAttribute('aria-expanded', 'false');
    await expect(docsSidebar(page).getByRole('link', {name: 'Installation', exact: true})).toBeHidden();
  });

  test('can be hidden and shown again', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const sidebar = docsSidebar(page);
    const expand = page.getByRole('button', {name: 'Expand sidebar', exact: true});
    const collapse = page.getByRole('button', {name: 'Collapse sidebar', exact: true});
    await expect(sidebar).toBeVisible();
    await expect(expand).toHaveCount(0);

    await expect(collapse).toBeVisible();
    const widthBefore = (await page.locator('main').boundingBox())!.width;
    await collapse.click();
    await expect(sidebar).toBeHidden();
    await expect(expand).toBeVisible();
    // The article takes the room the sidebar gave up.
    await expect.poll(async () => (await page.locator('main').boundingBox())!.width).toBeGreaterThan(widthBefore);

    await expand.click();
    await expect(sidebar).toBeVisible();
    await expect(expand).toHaveCount(0);
    await expect(collapse).toBeVisible();
    await expect.poll(async () => (await page.locator('main').boundingBox())!.width).toBe(widthBefore);
  });
});
