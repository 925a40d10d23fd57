import {expect, type Page} from '@playwright/test';
import {waitForHydration} from './site';
import {pageLoadMs} from './deadline';

export interface ListPage {
  path: string;
  /** Number of post previews the page shows. */
  posts: number;
  /** Titles of the previews, to check what a list does or does not contain. */
  titles: string[];
}

/**
 * Like gotoHydrated from ./site, but first gives hydration more time than the
 * default assertion timeout: the blog specs load dozens of pages back to
 * back, and on a busy machine a list page can take longer to hydrate.
 */
export async function gotoBlogPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: pageLoadMs});
  await waitForHydration(page);
}

/** The post previews of a blog list page (main list, tag, author or archive-free list). */
export function postPreviews(page: Page) {
  return page.locator('main article');
}

/**
 * Starts at a blog list page and follows its "Older entries" link until the
 * last page, the way a reader would, recording every page on the way.
 */
export async function walkPagination(page: Page, startPath: string): Promise<ListPage[]> {
  const pages: ListPage[] = [];
  let path: string | null = startPath;
  while (path) {
    await gotoBlogPage(page, path);
    const titles = await postPreviews(page).locator('h2').allInnerTexts();
    pages.push({path, posts: titles.length, titles});
    const older = page.getByRole('navigation', {name: 'Blog list page navigation'}).getByRole('link', {
      name: /Older entries/,
    });
    path = (await older.count()) > 0 ? await older.getAttribute('href') : null;
    // A loop in the links would never end: fail instead.
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}

/** Parses XML in the browser and returns the number of elements named `itemTag`, or throws if not well-formed. */
export async function countXmlItems(page: Page, xml: string, itemTag: string): Promise<number> {
  return page.evaluate(
    ([text, tag]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) {
        throw new Error(`not well-formed XML: ${doc.getElementsByTagName('parsererror')[0].textContent}`);
      }
      return doc.getElementsByTagName(tag).length;
    },
    [xml, itemTag] as const,
  );
}
