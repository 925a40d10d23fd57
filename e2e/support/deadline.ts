import type {Page} from '@playwright/test';

/**
 * Time limits for the suites that visit many pages in one test (the crawl and
 * the axe sweep). A limit is there to catch a hang, not to measure speed: a
 * busy 2-core machine or the npm-shipped Chromium can take many times longer
 * than CI for the same page, and that must not fail the run. So each step of
 * each page gets its own generous limit, and a step that overruns fails with
 * the page and what it waited for; the test's own limit is the sum of its
 * pages' limits, so it never fires first. E2E_TIME_SCALE multiplies every
 * limit for a machine slower still.
 */
const scale = Math.max(1, Number(process.env.E2E_TIME_SCALE ?? 1) || 1);

/** Loading a page until React has hydrated it. */
export const pageLoadMs = 60_000 * scale;
/** One axe analysis of a loaded page. */
export const axeMs = 60_000 * scale;

/** A test's own limit for `pages` pages of `perPageMs` each, with a minute to spare. */
export function limitForPages(pages: number, perPageMs: number): number {
  return pages * perPageMs + 60_000 * scale;
}

/** Runs work, failing with `what` (the page and the step) when it takes more than ms. */
export async function within<T>(what: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done after ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work(), overrun]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens pathname and waits for hydration, both within pageLoadMs; the error
 * names the page and the step it was stuck in. Returns the HTTP status.
 */
export async function loadHydrated(page: Page, pathname: string): Promise<number | undefined> {
  let step = 'response to the navigation';
  try {
    return await within(`${pathname}: load and hydration`, pageLoadMs, async () => {
      const response = await page.goto(pathname, {timeout: 0});
      step = 'hydration (html[data-has-hydrated="true"])';
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 0});
      return response?.status();
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}, waiting for the ${step}`, {cause: error});
  }
}
