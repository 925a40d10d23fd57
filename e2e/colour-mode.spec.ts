import {expect, test} from '@playwright/test';
import {gotoHydrated, storageKeys} from './support/site';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('starts light, toggles to dark, and keeps the choice after a reload', async ({page}) => {
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe('dark');
    await page.reload();
    // The inline script applies the stored choice before hydration, so the first paint is dark.
    expect(await theme(page)).toBe('dark');
  });

  test('syncs the choice to another page of the same browser', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoHydrated(first, '/');
    await gotoHydrated(second, '/docs/');
    expect(await theme(second)).toBe('light');
    await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test.describe('with a dark system preference', () => {
    test.use({colorScheme: 'dark'});

    test('follows the system when nothing is stored', async ({page}) => {
      await gotoHydrated(page, '/');
      expect(await theme(page)).toBe('dark');
    });
  });
});
