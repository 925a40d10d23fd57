import {describe, expect, it} from 'vitest';
import {listPagePath, splitIntoPages} from './pagination';

describe('splitIntoPages', () => {
  const releases = Array.from({length: 102}, (_, index) => `release-${index}`);

  it('makes 6 pages of 20 for 102 releases, the last one holding 2', () => {
    const pages = splitIntoPages(releases, 20);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 20, 20, 20, 2]);
    expect(pages[5]).toEqual(['release-100', 'release-101']);
    expect(pages.flat()).toEqual(releases);
  });

  it('gives list paths /changelog/ then /changelog/page/2/ to /page/6/', () => {
    const paths = splitIntoPages(releases, 20).map((_, index) => listPagePath('/changelog', index + 1));
    expect(paths).toEqual([
      '/changelog/',
      '/changelog/page/2/',
      '/changelog/page/3/',
      '/changelog/page/4/',
      '/changelog/page/5/',
      '/changelog/page/6/',
    ]);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => splitIntoPages(releases, 0)).toThrow(/positive integer/);
  });
});
