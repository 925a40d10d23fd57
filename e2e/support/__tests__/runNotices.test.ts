import {describe, expect, it} from 'vitest';
import {heaviestSpecFiles} from '../runNotices';

describe('heaviestSpecFiles', () => {
  it('lists the files with the most test time first, as minutes and seconds, up to the count asked for', () => {
    const seconds = new Map([
      ['e2e/search.spec.ts', 75.4],
      ['e2e/site-crawl.spec.ts', 612.2],
      ['e2e/blog.spec.ts', 9],
      ['e2e/offline.spec.ts', 140.6],
    ]);
    expect(heaviestSpecFiles(seconds, 3)).toEqual([
      'e2e/site-crawl.spec.ts  10:12',
      'e2e/offline.spec.ts  2:21',
      'e2e/search.spec.ts  1:15',
    ]);
  });
});
