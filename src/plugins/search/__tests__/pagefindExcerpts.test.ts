import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import * as pagefind from 'pagefind';
import {excerptPatchMarker, patchPagefindScript, patchedPagefindVersion} from '../pagefindExcerpts';

/** The browser script of the installed Pagefind, as its indexer writes it. */
async function pagefindScript(): Promise<string> {
  const {index} = await pagefind.createIndex({});
  if (!index) throw new Error('Pagefind could not create an index');
  await index.addCustomRecord({url: '/one/', content: 'one page', language: 'en'});
  const {files} = await index.getFiles();
  await index.deleteIndex();
  const script = files.find((file) => file.path === 'pagefind.js');
  if (!script) throw new Error('No pagefind.js');
  return Buffer.from(script.content).toString('utf8');
}

interface Location {
  weight: number;
  balanced_score: number;
  location: number;
}
interface Anchor {
  element: string;
  id: string;
  text: string;
  location: number;
}
interface Fragment {
  url: string;
  raw_content: string;
  meta: Record<string, string>;
  anchors: Anchor[];
  weighted_locations: Location[];
}
interface ExcerptFunctions {
  build_excerpt(content: string, start: number, length: number, locations: number[]): {excerpt: string};
  calculate_sub_results(fragment: Fragment, length: number): {url: string; excerpt: string; plain_excerpt: string}[];
}

/** Pagefind's excerpt functions (from the first to the helper that follows them), run apart from the script. */
function excerptFunctions(script: string): ExcerptFunctions {
  const start = script.indexOf('var calculate_excerpt_region=');
  const end = script.indexOf('var asyncSleep=');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return new Function(
    `${script.slice(start, end)}return {build_excerpt, calculate_sub_results};`,
  )() as ExcerptFunctions;
}

/** A long page: 40 sections of 200 words, each matched, the searched word (`target`) a few times in each. */
function longPage(separator: string): Fragment {
  const words: string[] = [];
  const anchors: Anchor[] = [];
  const weighted_locations: Location[] = [];
  for (let section = 0; section < 40; section += 1) {
    anchors.push({element: 'h2', id: `section-${section}`, text: `Section ${section}`, location: words.length});
    for (let word = 0; word < 200; word += 1) {
      if (word % 70 === 5) weighted_locations.push({weight: 1, balanced_score: 10 + word, location: words.length});
      words.push(word % 70 === 5 ? 'target' : `w${section}x${word}`);
    }
  }
  return {
    url: '/docs/long/',
    raw_content: words.join(separator),
    meta: {title: 'Long'},
    anchors,
    weighted_locations,
  };
}

let original: string;
beforeAll(async () => {
  original = await pagefindScript();
}, 30_000);
afterAll(async () => {
  await pagefind.close();
});

describe('patchPagefindScript', () => {
  it(`applies to the installed Pagefind's script (${patchedPagefindVersion})`, () => {
    const patched = patchPagefindScript(original);
    expect(patched).not.toBe(original);
    expect(patched).toContain(excerptPatchMarker);
    expect(original).toContain(`const pagefind_version="${patchedPagefindVersion}"`);
  });

  it.each([
    ['words apart', ' '],
    ['zero-width separated words', '\u200B'],
  ])('builds the same excerpts for every section of a long page (%s), splitting its text once', (_, separator) => {
    const before = excerptFunctions(original);
    const after = excerptFunctions(patchPagefindScript(original));
    const fragment = longPage(separator);
    const split = vi.spyOn(String.prototype, 'split');
    try {
      const expected = before.calculate_sub_results(structuredClone(fragment), 24);
      const splitsBefore = split.mock.calls.length;
      split.mockClear();
      const sections = after.calculate_sub_results(structuredClone(fragment), 24);
      expect(sections).toEqual(expected);
      expect(sections).toHaveLength(40);
      expect(sections[3]!.excerpt).toContain('<mark>target</mark>');
      expect(splitsBefore).toBe(40);
      expect(split).toHaveBeenCalledTimes(1);
    } finally {
      split.mockRestore();
    }
  });

  it('marks words in a copy: an excerpt of the same text later marks only its own locations', () => {
    const {build_excerpt} = excerptFunctions(patchPagefindScript(original));
    const text = 'alpha beta gamma delta epsilon';
    expect(build_excerpt(text, 0, 5, [1]).excerpt).toBe('alpha <mark>beta</mark> gamma delta epsilon');
    expect(build_excerpt(text, 0, 5, [3]).excerpt).toBe('alpha beta gamma <mark>delta</mark> epsilon');
    expect(build_excerpt('other text here', 0, 3, [0]).excerpt).toBe('<mark>other</mark> text here');
  });

  it('fails on a script it was not written for, instead of shipping it unpatched', () => {
    expect(() => patchPagefindScript('export const createInstance = () => ({});')).toThrow(/build_excerpt/);
  });
});
