import {expect, type Page} from '@playwright/test';
import {storageNamespace} from './site';
import {pageLoadMs} from './deadline';

/** The namespaced key under which the playground page remembers the reader's choice. */
export const playgroundChoiceKey = `docusaurus.playground.choice${storageNamespace()}`;

/** Answers requests to a third-party host with a tiny page, so tests never leave the machine. */
export async function stubExternalSite(page: Page, origin: string): Promise<string[]> {
  const visited: string[] = [];
  await page.route(`${origin}/**`, async (route) => {
    visited.push(route.request().url());
    await route.fulfill({status: 200, contentType: 'text/html', body: '<title>stub</title><h1>External site</h1>'});
  });
  return visited;
}

/** Paths listed in the built sitemap. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * Like gotoHydrated, with more time: the showcase hydrates dozens of lazy
 * image components, which can take much longer than the default assertion timeout on a busy machine.
 */
export async function gotoHydratedPatiently(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: pageLoadMs});
}
