import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, legacyDocSearchKeys, storageKeys, waitForHydration} from './support/site';
import {openSearchWithButton, searchButton, searchFor, searchModal} from './support/search';

/**
 * Every key the site writes (theme, plugins, our components, DocSearch), in
 * the storage it writes it to; the legacy DocSearch keys too, as readers who
 * visited before namespacing still have them.
 */
const localKeys = [
  storageKeys.theme,
  storageKeys.announcementId,
  storageKeys.announcementDismiss,
  storageKeys.preferredVersion('default'),
  storageKeys.preferredVersion('community'),
  storageKeys.preferredVersion('docs-tests'),
  storageKeys.pwaAppInstalled,
  storageKeys.tab('package-manager'),
  storageKeys.tab('config-language'),
  storageKeys.playgroundChoice,
  storageKeys.docSearchRecent,
  storageKeys.docSearchFavorite,
  legacyDocSearchKeys.recent,
  legacyDocSearchKeys.favorite,
];
const sessionKeys = [storageKeys.colorGenerator];

const garbage: Record<string, string> = {
  'a garbage string': 'garbage',
  'an empty object': '{}',
  null: 'null',
  'an array of wrong shapes': '[{"objectID":1},[],null,"x",{"url":"javascript:alert(1)","hierarchy":{}}]',
  markup: '<img src=x onerror=window.__pwned=1>',
  // Above every size limit, yet 14 of them fit in the browser's quota.
  'a huge value': `[${'"x",'.repeat(25_000)}"x"]`,
};

async function seed(page: Page, value: string) {
  await page.evaluate(
    ({localKeys, sessionKeys, value}) => {
      for (const key of localKeys) {
        localStorage.setItem(key, value);
      }
      for (const key of sessionKeys) {
        sessionStorage.setItem(key, value);
      }
    },
    {localKeys, sessionKeys, value},
  );
}

async function expectWorkingPage(page: Page) {
  await waitForHydration(page);
  await expect(page.getByText('A theme navbar item failed to render')).toHaveCount(0);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  // The test area is a site of its own (same storage keys) whose navbar has no search: the index is the site's.
  if (!new URL(page.url()).pathname.startsWith('/tests/')) {
    await expect(searchButton(page)).toBeVisible();
  }
}

test.describe('corrupt values in browser storage', () => {
  for (const [kind, value] of Object.entries(garbage)) {
    test(`with ${kind} under every key, pages work and search opens and finds results`, async ({page}) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await gotoHydrated(page, '/docs/installation/');
      await seed(page, value);

      await page.reload();
      await expectWorkingPage(page);
      await openSearchWithButton(page);
      await expect(searchModal(page).modal.locator('.DocSearch-StartScreen, .DocSearch-Hits').first()).toBeVisible();
      await searchFor(page, 'installation');
      await expect(
        searchModal(page).modal.locator('.DocSearch-Hits a[href="/docs/installation/"]').first(),
      ).toBeVisible();
      await page.keyboard.press('Escape');

      // Every other page reads the same keys (tabs with a group, docs versions, playground choice).
      for (const path of ['/tests/pages/tabs-tests/', '/docs/3.5.2/installation/', '/community/support/']) {
        await page.goto(path);
        await expectWorkingPage(page);
      }
      expect(pageErrors).toEqual([]);
      expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();

      // What is left is what the site could have written: DocSearch's lists are arrays again.
      const left = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), localKeys);
      const leftByKey = Object.fromEntries(localKeys.map((key, index) => [key, left[index]]));
      for (const key of [storageKeys.docSearchRecent, storageKeys.docSearchFavorite]) {
        const stored = leftByKey[key];
        expect(stored === null || Array.isArray(JSON.parse(stored)), key).toBe(true);
      }
      expect(leftByKey[storageKeys.theme] ?? 'light').toMatch(/^(light|dark)$/);
    });
  }
});
