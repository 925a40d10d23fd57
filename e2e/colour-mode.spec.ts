import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, storageKeys} from './support/site';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

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

  test('ignores a system preference change while printing, then follows it again on screen', async ({page}) => {
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('light');
    // Every value the page gives data-theme from now on, in order, and a count of the media changes the page saw.
    await page.evaluate(() => {
      const win = window as Window & {themes?: (string | null)[]; mediaChanges?: Record<string, number>};
      win.themes = [];
      win.mediaChanges = {};
      const html = document.documentElement;
      new MutationObserver(() => win.themes!.push(html.getAttribute('data-theme'))).observe(html, {
        attributes: true,
        attributeFilter: ['data-theme'],
      });
      // Created after the theme's own lists, so these report after the theme has reacted.
      for (const query of ['(prefers-color-scheme: dark)', 'print']) {
        win.mediaChanges[query] = 0;
        window.matchMedia(query).addEventListener('change', () => (win.mediaChanges![query] += 1));
      }
    });
    const changesOf = (query: string) =>
      page.evaluate((q) => (window as Window & {mediaChanges?: Record<string, number>}).mediaChanges![q]!, query);
    /** Applies one emulated media change and waits until the page has been told about it. */
    const emulate = async (options: Parameters<Page['emulateMedia']>[0], query: string) => {
      const before = await changesOf(query);
      await page.emulateMedia(options);
      await expect.poll(() => changesOf(query)).toBe(before + 1);
    };
    const recordedThemes = () => page.evaluate(() => (window as Window & {themes?: (string | null)[]}).themes);

    await emulate({media: 'print'}, 'print');
    await emulate({colorScheme: 'dark'}, '(prefers-color-scheme: dark)');
    await emulate({media: 'screen'}, 'print');
    expect(await theme(page)).toBe('light');
    // The first change after printing is still taken as part of the print switch; the next one is followed.
    await emulate({colorScheme: 'light'}, '(prefers-color-scheme: dark)');
    await emulate({colorScheme: 'dark'}, '(prefers-color-scheme: dark)');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Had the change made while printing been applied, it would show here before the final one.
    expect(await recordedThemes()).toEqual(['dark']);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBeNull();
  });

  test.describe('with a dark system preference', () => {
    test.use({colorScheme: 'dark'});

    test('follows the system when nothing is stored', async ({page}) => {
      await gotoHydrated(page, '/');
      expect(await theme(page)).toBe('dark');
    });
  });
});
