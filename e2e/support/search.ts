import {expect, type Page} from '@playwright/test';

/** The DocSearch modal and its parts, by the class names @docsearch/react 3.9 renders. */
export function searchModal(page: Page) {
  const modal = page.locator('.DocSearch-Modal');
  return {
    modal,
    input: modal.getByPlaceholder('Search docs'),
    hitLinks: modal.locator('.DocSearch-Hits a'),
    footerLink: modal.locator('.DocSearch-HitsFooter a'),
  };
}

export function searchButton(page: Page) {
  return page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'});
}

export async function openSearchWithButton(page: Page) {
  await searchButton(page).click();
  await expect(searchModal(page).input).toBeVisible();
}

/** Types a query and waits until DocSearch shows hits for it. */
export async function searchFor(page: Page, query: string) {
  const {input, hitLinks} = searchModal(page);
  await input.fill(query);
  await expect(hitLinks.first()).toBeVisible();
}

/** Search files: the Pagefind index, the modal's code chunk or the index loader's. */
export function isSearchRequest(url: string): boolean {
  const {pathname} = new URL(url);
  return pathname.startsWith('/pagefind/') || /\/search-(modal|index)\.[0-9a-f]+\.(js|css)$/.test(pathname);
}
