import {createHash} from 'node:crypto';
import {expect, type Page} from '@playwright/test';
import {announcementId, baseUrl, siteUrl} from '../../config/site';
import {pageLoadMs} from './deadline';

/**
 * The storage key suffix the site uses (future.experimental_storage.namespace: true).
 * Computed independently of the site's bundle: the framework hashes the
 * normalised site URL (url + baseUrl, with a trailing slash) with MD5 and keeps
 * the first 3 hex characters.
 */
export function storageNamespace(): string {
  const normalised = `${siteUrl.replace(/\/+$/, '')}${baseUrl}`.replace(/\/?$/, '/');
  return `-${createHash('md5').update(normalised).digest('hex').slice(0, 3)}`;
}

export const storageKeys = {
  theme: `theme${storageNamespace()}`,
  announcementId: `docusaurus.announcement.id${storageNamespace()}`,
  announcementDismiss: `docusaurus.announcement.dismiss${storageNamespace()}`,
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}${storageNamespace()}`,
  pwaAppInstalled: `docusaurus.pwa.event.appInstalled.fired${storageNamespace()}`,
  tab: (groupId: string) => `docusaurus.tab.${groupId}${storageNamespace()}`,
  playgroundChoice: `docusaurus.playground.choice${storageNamespace()}`,
  /** Session storage. */
  colorGenerator: `docusaurus.colorGenerator${storageNamespace()}`,
  /** DocSearch names its keys after the index name the site gives it: "pagefind" plus the suffix. */
  docSearchRecent: `__DOCSEARCH_RECENT_SEARCHES__pagefind${storageNamespace()}`,
  docSearchFavorite: `__DOCSEARCH_FAVORITE_SEARCHES__pagefind${storageNamespace()}`,
};

/** DocSearch's keys before they were namespaced; migrated (or dropped) on the next visit. */
export const legacyDocSearchKeys = {
  recent: '__DOCSEARCH_RECENT_SEARCHES__pagefind',
  favorite: '__DOCSEARCH_FAVORITE_SEARCHES__pagefind',
};

export {announcementId};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: pageLoadMs});
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Clicks the navbar's colour mode switch (light and dark alternate once a mode is chosen). */
export async function toggleColourMode(page: Page): Promise<void> {
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
}
