import {expect, test} from '@playwright/test';
import {announcementId, gotoHydrated, storageKeys} from './support/site';

test.describe('home page', () => {
  test('renders on the server and hydrates', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    // The hero is in the server HTML, before any script runs.
    const html = await response!.text();
    expect(html).toContain('Start a site with one command');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus'})).toBeVisible();
    // Client-side navigation only works once React owns the page.
    await page.getByRole('link', {name: 'Get started'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  });
});

test.describe('skip link', () => {
  test('is the first tab stop and moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    const focusedInsideMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      return !!main && !!active && (main === active || main.contains(active) || active.contains(main));
    });
    expect(focusedInsideMain).toBe(true);
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.locator('[role="banner"]').filter({hasText: 'is out'});

  test('announces the latest release and stays closed after a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(bar(page)).toContainText('Docusaurus 3.6 is out');
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(bar(page)).toHaveCount(0);
  });

  test('shows again when the announcement id changed since it was dismissed', async ({page}) => {
    await page.addInitScript(
      ([idKey, dismissKey]) => {
        window.localStorage.setItem(idKey, 'announcement-v3.5');
        window.localStorage.setItem(dismissKey, 'true');
      },
      [storageKeys.announcementId, storageKeys.announcementDismiss],
    );
    await gotoHydrated(page, '/');
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.announcementId)).toBe(
      announcementId,
    );
  });
});

test.describe('navbar', () => {
  test('hides when scrolling down and comes back when scrolling up', async ({page}) => {
    await gotoHydrated(page, '/docs/cli/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    // Readers scroll in steps; the theme compares each position with the previous one.
    for (let step = 0; step < 5; step += 1) {
      await page.mouse.wheel(0, 300);
    }
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport();
  });

  test('shows the tests-only item only under /tests/, and it alerts its message', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', {name: 'Test item'})).toHaveCount(0);

    await gotoHydrated(page, '/tests/pages/');
    const dialogMessage = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      });
    });
    await page.getByRole('button', {name: 'Test item'}).click();
    expect(await dialogMessage).toBe('This navbar item is only shown in the test area.');
  });
});

test.describe('mobile sidebar', () => {
  test.use({viewport: {width: 400, height: 800}});

  test('opens from the hamburger, offers the main menu, and closes on back navigation', async ({page}) => {
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/docs/installation/');
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    // On a docs page the sidebar opens on the docs menu, with a way back to the main menu.
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(sidebar).toBeHidden();
  });

  test('draws its menus when first opened, not on every page load (issue 33)', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    const sidebar = page.locator('.navbar-sidebar');
    // The closed panel is there (so it can slide in), with no menu drawn in it yet.
    await expect(sidebar).toHaveCount(1);
    await expect(sidebar.locator('.menu__link')).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).toBeVisible();
    // Closed again, the menus stay drawn for the next opening.
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    expect(await sidebar.locator('.menu__link').count()).toBeGreaterThan(10);
  });

  test('closes when the window becomes desktop-sized', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('.navbar--sidebar-show')).toHaveCount(0);
  });
});
