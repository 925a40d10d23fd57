import {expect, type Page} from '@playwright/test';
import {waitForHydration} from './site';
import {pageLoadMs} from './deadline';

/**
 * Opens a changelog page and waits for hydration with more patience than the
 * default: a list page renders 20 release summaries, which takes longer than 5 s
 * on a busy CI machine.
 */
export async function gotoChangelogPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: pageLoadMs});
  await waitForHydration(page);
}

/** Accessible name of a paginator link: the label, the release title, then an optional arrow. */
export function releaseLinkName(version: string): RegExp {
  return new RegExp(`Docusaurus ${version.replace(/\./g, '\\.')}( »)?$`);
}
