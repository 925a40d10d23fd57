import {expect, test} from '@playwright/test';
import {gotoHydrated} from './support/site';
import {collectConsoleErrors} from './support/consoleErrors';

/** The community sidebar, in reading order, with each page's title. */
const communityPages = [
  {path: '/community/support/', title: 'Getting help'},
  {path: '/community/team/', title: 'Team'},
  {path: '/community/contributing/', title: 'Contributing'},
  {path: '/community/canary/', title: 'Canary releases'},
  {path: '/community/release-process/', title: 'Release process'},
  {path: '/community/resources/', title: 'Resources'},
];

test.describe('community pages', () => {
  for (const {path, title} of communityPages) {
    test(`${path} renders "${title}" with the community sidebar`, async ({page}) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar.getByRole('link')).toHaveText(communityPages.map((entry) => entry.title));
      await expect(sidebar.getByRole('link', {name: title})).toHaveClass(/menu__link--active/);
      await expect(page.locator('.navbar').getByRole('link', {name: 'Community'})).toHaveClass(/navbar__link--active/);
      expect(errors).toEqual([]);
    });
  }

  test('pagination walks through the community pages in sidebar order', async ({page}) => {
    await gotoHydrated(page, '/community/support/');
    for (const {path, title} of communityPages.slice(1)) {
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
    }
    await expect(page.locator('.pagination-nav__link--next')).toHaveCount(0);
  });

  test('the footer links to the community help page', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.locator('footer').getByRole('link', {name: 'Getting help'}).click();
    await expect(page).toHaveURL(/\/community\/support\/$/);
  });
});
