// Test helpers: how the blog plugin paginates the changelog list, written out so
// the tests can predict the pages and their paths from the data.

/** Splits items into pages of perPage, as the blog plugin paginates its list. */
export function splitIntoPages<T>(items: readonly T[], perPage: number): T[][] {
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new Error(`perPage must be a positive integer, got ${perPage}`);
  }
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) {
    pages.push(items.slice(start, start + perPage));
  }
  return pages;
}

/** Path of a list page: the first page is the base, then /page/2/, /page/3/... */
export function listPagePath(basePath: string, pageNumber: number): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return pageNumber === 1 ? base : `${base}page/${pageNumber}/`;
}
