/** Shared fixtures of the search adapter tests: two result pages and a stand-in for pagefind.js. */
import {vi} from 'vitest';
import type {PagefindApi, PagefindFilter, PagefindResultData} from '../client/pagefindTypes';

export const installationPage: PagefindResultData = {
  url: '/docs/3.5.2/installation/',
  excerpt: 'The quickest way to a working site is the <mark>scaffolding</mark> command',
  meta: {title: 'Installation', lvl0: 'Getting started', version: '3.5.2'},
  sub_results: [
    {title: 'Installation', url: '/docs/3.5.2/installation/', excerpt: 'The quickest <mark>scaffolding</mark>'},
    {
      title: 'Scaffolding a project',
      url: '/docs/3.5.2/installation/#scaffolding-a-project',
      excerpt: 'Run the <mark>scaffolding</mark> command with a folder name',
      anchor: {element: 'h2', id: 'scaffolding-a-project', text: 'Scaffolding a project', location: 12},
    },
    {
      title: 'Requirements',
      url: '/docs/3.5.2/installation/#requirements',
      excerpt: 'Node.js 18 &lt;or newer&gt; before <mark>scaffolding</mark>',
      anchor: {element: 'h3', id: 'requirements', text: 'Requirements', location: 30},
    },
  ],
};

export const blogPost: PagefindResultData = {
  url: '/blog/releases/3.6/',
  excerpt: 'Faster builds and <mark>scaffolding</mark> changes',
  meta: {title: 'Docusaurus 3.6', lvl0: 'Blog'},
  sub_results: [],
};

interface FakeIndexPage {
  data: PagefindResultData;
  tags: string[];
  language: string;
}

/** A stand-in for pagefind.js that applies the same filter semantics to a fixed page list. */
export function fakePagefind(pages: FakeIndexPage[]) {
  const matches = (page: FakeIndexPage, filter: PagefindFilter): boolean => {
    if ('all' in filter && Array.isArray(filter.all)) {
      return filter.all.every((inner) => matches(page, inner));
    }
    if ('any' in filter && Array.isArray(filter.any)) {
      return filter.any.some((inner) => matches(page, inner));
    }
    if ('not' in filter && typeof filter.not === 'object') {
      return !matches(page, filter.not);
    }
    return Object.entries(filter as Record<string, string>).every(([key, value]) =>
      key === 'language' ? page.language === value : key === 'docusaurus_tag' ? page.tags.includes(value) : false,
    );
  };
  const search = vi.fn(async (term: string, options?: {filters?: PagefindFilter}) => ({
    results: pages
      .filter((page) => page.data.excerpt.toLowerCase().includes(term.toLowerCase().split(' ')[0]!))
      .filter((page) => !options?.filters || matches(page, options.filters))
      .map((page) => ({id: page.data.url, data: async () => page.data})),
  }));
  const api: PagefindApi = {search};
  return {api, search};
}

export const index = fakePagefind([
  {data: installationPage, tags: ['docs-default-3.5.2'], language: 'en'},
  {
    data: {...installationPage, url: '/docs/installation/', meta: {...installationPage.meta, version: 'current'}},
    tags: ['docs-default-current'],
    language: 'en',
  },
  {data: blogPost, tags: ['default'], language: 'en'},
]);
