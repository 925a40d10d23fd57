import {describe, expect, it, vi} from 'vitest';
import {keptSearches, memoizedSearch, preloadSearch, searchKey} from '../client/searchMemo';
import type {PagefindApi, PagefindResult} from '../client/pagefindTypes';

const result = (id: string): PagefindResult => ({id, data: async () => ({url: id, excerpt: '', meta: {}})});

function countingIndex() {
  const search = vi.fn(async (term: string) => ({results: [result(term)]}));
  const api: PagefindApi = {search};
  return {api, search};
}

describe('memoizedSearch', () => {
  it('returns the same list for the same term and filters, searching once', async () => {
    const {api, search} = countingIndex();
    const first = await memoizedSearch(api, 'sidebar', {filters: {language: 'en'}});
    const again = await memoizedSearch(api, 'sidebar', {filters: {language: 'en'}});
    expect(again).toBe(first);
    expect(first.map((entry) => entry.id)).toEqual(['sidebar']);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('shares a search still under way', async () => {
    const {api, search} = countingIndex();
    const [a, b] = await Promise.all([memoizedSearch(api, 'plugin'), memoizedSearch(api, 'plugin')]);
    expect(a).toBe(b);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('searches again for other filters, another term or another index', async () => {
    const one = countingIndex();
    const two = countingIndex();
    await memoizedSearch(one.api, 'sidebar', {filters: {language: 'en'}});
    await memoizedSearch(one.api, 'sidebar', {filters: {language: 'fr'}});
    await memoizedSearch(one.api, 'sidebar');
    await memoizedSearch(one.api, 'sidebars');
    await memoizedSearch(two.api, 'sidebar', {filters: {language: 'en'}});
    expect(one.search).toHaveBeenCalledTimes(4);
    expect(two.search).toHaveBeenCalledTimes(1);
  });

  it('reads a null answer as no results', async () => {
    const api: PagefindApi = {search: async () => null};
    expect(await memoizedSearch(api, 'sidebar')).toEqual([]);
  });

  it('forgets a failed search, so the next keystroke asks again', async () => {
    const search = vi
      .fn<PagefindApi['search']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({results: [result('back')]});
    const api: PagefindApi = {search};
    await expect(memoizedSearch(api, 'sidebar')).rejects.toThrow('offline');
    expect((await memoizedSearch(api, 'sidebar')).map((entry) => entry.id)).toEqual(['back']);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('keeps the most recently used searches, up to keptSearches', async () => {
    const {api, search} = countingIndex();
    for (let index = 0; index < keptSearches; index += 1) await memoizedSearch(api, `term${index}`);
    await memoizedSearch(api, 'term0'); // used again: now the most recent
    await memoizedSearch(api, 'one more'); // drops term1, the least recently used
    expect(search).toHaveBeenCalledTimes(keptSearches + 1);
    await memoizedSearch(api, 'term0');
    expect(search).toHaveBeenCalledTimes(keptSearches + 1);
    await memoizedSearch(api, 'term1');
    expect(search).toHaveBeenCalledTimes(keptSearches + 2);
  });
});

describe('preloadSearch', () => {
  it("loads a term's chunks, and those of the words its stem begins, without searching it once planned", async () => {
    const preload = vi.fn(async (_term: string, _options?: unknown) => undefined);
    const {api, search} = countingIndex();
    const chunkRanges = [
      {from: 'sa', to: 'sidebar'},
      {from: 'sidebara', to: 'sz'},
    ];
    preloadSearch({...api, preload, chunkRanges}, 'sidebar', {filters: {language: 'en'}}, () => true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledWith('sidebar sa sidebara', {filters: {language: 'en'}});
    expect(search).not.toHaveBeenCalled();
  });

  it('searches the term when its chunks are in before the plan, and keeps the list for the plan', async () => {
    const preload = vi.fn(async () => undefined);
    const {api, search} = countingIndex();
    const withPreload = {...api, preload};
    preloadSearch(withPreload, 'sidebar', {}, () => false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search).toHaveBeenCalledTimes(1);
    await memoizedSearch(withPreload, 'sidebar');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a search already kept, nor without a preload', async () => {
    const preload = vi.fn(async () => undefined);
    const {api, search} = countingIndex();
    const withPreload = {...api, preload};
    await memoizedSearch(withPreload, 'sidebar');
    preloadSearch(withPreload, 'sidebar');
    expect(preload).not.toHaveBeenCalled();
    preloadSearch(api, 'plugin');
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('searchKey', () => {
  it('tells filters apart and treats no filters as none', () => {
    expect(searchKey('a', {})).toBe(searchKey('a', {filters: undefined}));
    expect(searchKey('a', {filters: {language: 'en'}})).not.toBe(searchKey('a', {}));
    expect(searchKey('a b', {})).not.toBe(searchKey('a', {filters: {b: ''}}));
  });
});
