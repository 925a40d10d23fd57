import {describe, expect, it} from 'vitest';
import {searchPages} from '../client/adapter';
import type {PagefindApi, PagefindResultData} from '../client/pagefindTypes';

describe('searchPages first window, headings of other words', () => {
  // Pagefind keeps one data object per page and rewrites its sections on each read, with the places of
  // the word that search looked up: as here, where each search's read sets the sections it found.
  const section = (title: string, url: string) => ({
    title,
    url,
    excerpt: title,
    anchor: {element: 'h3', id: url.split('#')[1]!, text: title, location: 1},
  });
  const shared = (url: string, title: string): PagefindResultData => ({url, excerpt: '', meta: {title}});
  const guide = shared('/docs/deployment/', 'Guide');
  const plugin = shared('/docs/api/analytics/', 'Analytics plugin');
  const found = (data: PagefindResultData, score: number, sections: PagefindResultData['sub_results']) => ({
    id: data.url,
    score,
    data: async () => Object.assign(data, {sub_results: sections}),
  });
  const api: PagefindApi = {
    search: async (term) => ({
      results:
        term === 'deploy'
          ? [found(guide, 5, [section('Choose a host', '/docs/deployment/#host')]), found(plugin, 1, [])]
          : [found(plugin, 9, []), found(guide, 4, [section('Vercel', '/docs/deployment/#vercel')])],
    }),
  };

  it("re-orders by a heading that another word's search found, and shows the page as its best search found it", async () => {
    const pages = await (await searchPages(api, 'deploy vercel')).load(0, 5);
    expect(pages.map((page) => page.url)).toEqual(['/docs/deployment/', '/docs/api/analytics/']);
    expect(pages[0]!.sub_results?.map((sub) => sub.title)).toEqual(['Choose a host']);
  });
});
