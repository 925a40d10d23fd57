import {expect, test} from '@playwright/test';
import {gotoHydrated, legacyDocSearchKeys, storageKeys, storageNamespace} from './support/site';
import {openSearchWithButton, searchModal} from './support/search';

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

  test('moves DocSearch recent searches from the pre-namespace key, and they are listed', async ({page}) => {
    const recent = [
      {
        objectID: '/docs/installation/',
        url: '/docs/installation/',
        url_without_anchor: '/docs/installation/',
        anchor: null,
        type: 'lvl1',
        content: 'Install it',
        hierarchy: {lvl0: 'Docs', lvl1: 'Installation', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      },
    ];
    await page.addInitScript(
      ({key, value}) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', 'yes');
          localStorage.clear();
          localStorage.setItem(key, value);
        }
      },
      {key: legacyDocSearchKeys.recent, value: JSON.stringify(recent)},
    );
    await gotoHydrated(page, '/blog/');
    const stored = await page.evaluate(() => ({...localStorage}));
    expect(stored[legacyDocSearchKeys.recent]).toBeUndefined();
    expect(JSON.parse(stored[storageKeys.docSearchRecent] ?? 'null')).toEqual(recent);
    await openSearchWithButton(page);
    await expect(searchModal(page).modal.locator('.DocSearch-Hits a[href="/docs/installation/"]')).toContainText(
      'Installation',
    );
  });

  test('uses a suffix derived from the site URL', () => {
    expect(storageNamespace()).toMatch(/^-[0-9a-f]{3}$/);
  });
});

// Unavailable storage is proven in e2e/error-catalogue.spec.ts (row "Browser storage unavailable").
