/**
 * The answer side of the search adapter: a Pagefind result page turned into
 * DocSearch-shaped hits (the page, then its best heading sections).
 */
import type {DocSearchHit} from '@docsearch/react';
import {escapeHtml, excerptText, highlightText, queryTerms, safeExcerpt, type Highlighted} from './highlight';
import type {PagefindResultData, PagefindSubResult} from './pagefindTypes';
import {normalizeQuery} from './query';

const headingLevels: Record<string, DocSearchHit['type']> = {
  h2: 'lvl2',
  h3: 'lvl3',
  h4: 'lvl4',
  h5: 'lvl5',
  h6: 'lvl6',
};

const none: Highlighted = {value: '', matchLevel: 'none', matchedWords: []};

function hierarchyResult(hierarchy: DocSearchHit['hierarchy'], terms: string[]) {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  return Object.fromEntries(
    levels.map((level) => [level, hierarchy[level] ? highlightText(hierarchy[level]!, terms) : none]),
  ) as unknown as DocSearchHit['_highlightResult']['hierarchy'];
}

function makeHit(
  base: {url: string; type: DocSearchHit['type']; hierarchy: DocSearchHit['hierarchy']; excerpt: string | null},
  terms: string[],
): DocSearchHit {
  const hashIndex = base.url.indexOf('#');
  const highlightedHierarchy = hierarchyResult(base.hierarchy, terms);
  const content: Highlighted = base.excerpt
    ? {value: safeExcerpt(base.excerpt), matchLevel: /<mark>/.test(base.excerpt) ? 'full' : 'none', matchedWords: []}
    : none;
  // DocSearch renders these plain fields as HTML wherever there is no highlight
  // (recent and favourite searches store hits without it), so they hold
  // escaped text: a page about `<BrowserOnly>` must not become a <browseronly> element.
  const htmlHierarchy = Object.fromEntries(
    Object.entries(base.hierarchy).map(([level, text]) => [level, text === null ? null : escapeHtml(text)]),
  ) as DocSearchHit['hierarchy'];
  return {
    objectID: base.url,
    url: base.url,
    url_without_anchor: hashIndex >= 0 ? base.url.slice(0, hashIndex) : base.url,
    anchor: hashIndex >= 0 ? base.url.slice(hashIndex + 1) : null,
    type: base.type,
    content: base.excerpt ? escapeHtml(excerptText(base.excerpt)) : null,
    hierarchy: htmlHierarchy,
    _highlightResult: {content, hierarchy: highlightedHierarchy, hierarchy_camel: [highlightedHierarchy]},
    _snippetResult: {content, hierarchy: highlightedHierarchy, hierarchy_camel: [highlightedHierarchy]},
  };
}

/** Most heading sections shown under one page, so one long page cannot fill a group. */
export const maxSectionsPerPage = 3;

/**
 * One page result becomes a page hit (`lvl1`) followed by its best heading
 * sections. A section whose heading matches the query is shown by its
 * heading; otherwise by its highlighted excerpt (type `content`).
 */
export function pageToHits(page: PagefindResultData, query: string): DocSearchHit[] {
  const terms = queryTerms(normalizeQuery(query));
  const title = page.meta.title?.trim() || page.url;
  const lvl0 = page.meta.lvl0?.trim() || 'Pages';
  const emptyLevels = {lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const hits = [
    makeHit(
      {url: page.url, type: 'lvl1', hierarchy: {lvl0, lvl1: title, ...emptyLevels}, excerpt: page.excerpt},
      terms,
    ),
  ];
  const sections = (page.sub_results ?? []).filter(
    (section): section is PagefindSubResult & {anchor: NonNullable<PagefindSubResult['anchor']>} =>
      !!section.anchor &&
      section.url.includes('#') &&
      section.anchor.element in headingLevels &&
      // The same words as the page hit's excerpt would only repeat it.
      section.excerpt !== page.excerpt,
  );
  // The sections whose heading holds the query's words first (all of them, then some), so that the
  // hit under the page opens it at the heading or reference row that names what was asked.
  const headingRank = {full: 0, partial: 1, none: 2} as const;
  const ranked = sections
    .map((section, order) => ({section, order, level: highlightText(section.title.trim(), terms).matchLevel}))
    .sort((a, b) => headingRank[a.level] - headingRank[b.level] || a.order - b.order);
  for (const {section, level: match} of ranked.slice(0, maxSectionsPerPage)) {
    const level = headingLevels[section.anchor.element]!;
    const heading = section.title.trim();
    const headingMatches = match !== 'none';
    hits.push(
      makeHit(
        {
          url: section.url,
          type: headingMatches ? level : 'content',
          hierarchy: {lvl0, lvl1: title, ...emptyLevels, [level]: heading},
          excerpt: section.excerpt,
        },
        terms,
      ),
    );
  }
  return hits;
}
