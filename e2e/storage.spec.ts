import {expect, test} from '@playwright/test';
import {gotoHydrated, storageKeys, storageNamespace} from './support/site';

test.describe('storage namespace migration', () => {
  test('moves a pre-namespace key to its suffixed name once, and applies it', async ({page}) => {
    await page.addInitScript(() => {
      // Only on the first load: later loads must see the result of the migration.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.clear();
        localStorage.setItem('theme', 'dark');
        localStorage.setItem('docs-preferred-version-default', '3.5.2');
      }
    });
    await gotoHydrated(page, '/');
    const stored = await page.evaluate(() => ({...localStorage}));
    expect(stored.theme).toBeUndefined();
    expect(stored['docs-preferred-version-default']).toBeUndefined();
    expect(stored[storageKeys.theme]).toBe('dark');
    expect(stored[storageKeys.preferredVersion('default')]).toBe('3.5.2');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('keeps a newer suffixed value over a stale legacy one', async ({page}) => {
    await page.addInitScript((themeKey) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem('theme', 'dark');
        localStorage.setItem(themeKey, 'light');
      }
    }, storageKeys.theme);
    await gotoHydrated(page, '/');
    const stored = await page.evaluate(() => ({...localStorage}));
    expect(stored[storageKeys.theme]).toBe('light');
    expect(stored.theme).toBeUndefined();
  });

  test('uses a suffix derived from the site URL', () => {
    expect(storageNamespace()).toMatch(/^-[0-9a-f]{3}$/);
  });
});

// Unavailable storage is proven in e2e/error-catalogue.spec.ts (row "Browser storage unavailable").
