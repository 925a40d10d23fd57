/**
 * Which of the first pages found defines what the query asks: the page whose
 * title is the query ("Versioning" for `versioning`) or that has a heading
 * naming it (`useDocusaurusContext` on the core API page) outranks the pages
 * that only mention it (a migration guide about versioned sites, a config
 * page that uses the hook ten times). Pagefind scores by how often words
 * occur; this reads the titles and headings of the pages that are fetched for
 * display anyway (./adapter.ts re-orders the first window), so it costs no
 * byte. Pure: words are compared as ./words.ts reads queries.
 */
import type {TermGroup} from './plan';
import type {PagefindResultData, PagefindSubResult} from './pagefindTypes';
import {fillerWords, queryWords, ubiquitousWords, weakWords} from './words';

/** Endings set aside before two words are compared (as Pagefind's stemmer would, roughly). */
const endings = /(?:izations?|isations?|ations?|itions?|ments?|ness|ings?|ied|ies|ers?|ed|es|ly|s|e|y|i)$/;

/** A word without its ending, kept to three letters at least. */
export function baseOf(word: string): string {
  const stripped = word.replace(endings, '');
  return stripped.length >= 3 ? stripped : word;
}

/**
 * Whether a searched word reaches a word of a title or heading: as Pagefind
 * matches, the searched word's base begins the other (`version` reaches
 * versioned, `block` reaches blocks, not codeblock).
 */
export function reaches(searched: string, written: string): boolean {
  return written.startsWith(baseOf(searched));
}

/** A word of a title or heading: as written (an identifier joined), and its parts. */
interface WrittenWord {
  joined: string;
  parts: string[];
}

const plainWord = (word: string) => !fillerWords.has(word) && !weakWords.has(word) && !ubiquitousWords.has(word);

/**
 * A package's scope, which a title or heading does not need the query to name: the site's own
 * `@docusaurus/` is on every plugin's page, and a search word that begins the scoped name joined
 * (`docusaurusplugin`) would otherwise hold the whole `@docusaurus/plugin-client-redirects`.
 */
const packageScope = /@[\w.-]+\/(?=[\w.-])/g;

/** The meaningful words of a title or heading ("Using plugins" is about plugins; `getClientModules` about client modules). */
function textWords(text: string): WrittenWord[] {
  return queryWords(text.replace(packageScope, ''))
    .map((word) => ({joined: word.forms[0]!, parts: (word.forms[1] ?? word.forms[0]!).split(' ').filter(plainWord)}))
    .filter((word) => word.parts.length > 0 && plainWord(word.joined));
}

/** How much of a written word the searched words hold: all of it when they reach it joined, else its share of parts. */
function heldShare(word: WrittenWord, searched: readonly string[]): number {
  if (searched.some((query) => reaches(query, word.joined))) {
    return 1;
  }
  return word.parts.filter((part) => searched.some((query) => reaches(query, part))).length / word.parts.length;
}

/** The words of one alternative that must match (filler inside an identifier's parts need not). */
function alternativeWords(query: string): string[] {
  const words = query.split(' ');
  const meaningful = words.filter((word) => !fillerWords.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * How well a title or heading names the query, from 0 to 1: the share of the
 * query's groups (weighed by rarity) it holds, times the share of its own
 * words the query holds. "Versioning" names `versioning` (1); "Migrating a
 * versioned v1 site" holds the word but says more (a quarter).
 */
export function definitionScore(
  text: string,
  groups: readonly TermGroup[],
  /** 0 unless the query holds every word of the text (a reference row's name: `liveCodeBlock` is not `code blocks`). */
  {whole = false}: {whole?: boolean} = {},
): number {
  const written = textWords(text);
  if (written.length === 0 || groups.length === 0) {
    return 0;
  }
  const searched = groups.flatMap((group) =>
    group.alternatives.flatMap((alternative) => alternativeWords(alternative.query)),
  );
  // Identifiers match however they are written, on this side too: `codeblock` names "Code blocks".
  const joinedText = written.length > 1 ? baseOf(written.map((word) => word.joined).join('')) : undefined;
  const namesWhole = (query: string) => baseOf(query) === joinedText;
  const held = (query: string) =>
    namesWhole(query) ||
    written.some((word) => reaches(query, word.joined) || word.parts.some((part) => reaches(query, part)));
  const totalRarity = groups.reduce((sum, group) => sum + Math.max(group.rarity, 0.01), 0);
  const heldRarity = groups
    .filter((group) => group.alternatives.some((alternative) => alternativeWords(alternative.query).every(held)))
    .reduce((sum, group) => sum + Math.max(group.rarity, 0.01), 0);
  const covered = searched.some(namesWhole)
    ? written.length
    : written.reduce((sum, word) => sum + heldShare(word, searched), 0);
  if (whole && covered < written.length) {
    return 0;
  }
  return (heldRarity / totalRarity) * (covered / written.length);
}

/** The heading levels whose sections can define a term. */
const headingElements = new Set(['h2', 'h3', 'h4']);

/** The best-defining heading of a page among the sections Pagefind matched, with its score. */
export function bestHeading(
  page: PagefindResultData,
  groups: readonly TermGroup[],
  /** Sections of the page that other searches found (./rank.ts RankedPage.others). */
  more: readonly PagefindSubResult[] = [],
): {url: string; score: number} | undefined {
  let best: {url: string; score: number} | undefined;
  for (const section of [...(page.sub_results ?? []), ...more]) {
    if (!section.anchor || !headingElements.has(section.anchor.element) || !section.url.includes('#')) {
      continue;
    }
    const score = definitionScore(section.title, groups);
    if (score > 0 && (!best || score > best.score)) {
      best = {url: section.url, score};
    }
  }
  return best;
}

/** The id prefix of a reference row's name in the whole index's copy of a page (../pageSelection.ts writes it). */
export const referenceRowIdPrefix = 'ref-';

/**
 * The best-defining API reference row of a page: the whole index names each row's option as an anchor
 * (`ref-` ids, ../pageSelection.ts markReferenceRows), which the page's data lists with its headings.
 */
export function bestReferenceRow(page: PagefindResultData, groups: readonly TermGroup[]): number {
  let best = 0;
  for (const anchor of page.anchors ?? []) {
    if (anchor.id.startsWith(referenceRowIdPrefix) && anchor.text) {
      // A row whose name the query only brushes (`code blocks` in liveCodeBlock) does not define it.
      best = Math.max(best, definitionScore(anchor.text, groups, {whole: true}));
    }
  }
  return best;
}

/**
 * The least definition score that says a title or heading defines the query: below a third it shares a
 * word or two with it (`Labels defined on the parent` for a pasted `window is not defined`, a package
 * named after a synonym), and re-ordering on that only shuffled pages the first ranking had judged.
 */
export const minimumDefinitionScore = 1 / 3;

/** A definition score that counts, or 0. */
export function defining(score: number): number {
  return score >= minimumDefinitionScore ? score : 0;
}

/** How much a defining title and a defining heading count beside the first ranking (scaled to 1 for the best page). */
export const titleWeight = 0.6;
export const headingWeight = 0.35;

/**
 * The order of the first pages once their titles and headings are read:
 * `scores` are the first ranking's (./rank.ts), best first.
 */
export function rerankByDefinition(
  pages: readonly PagefindResultData[],
  scores: readonly number[],
  groups: readonly TermGroup[],
  {
    referenceRows = false,
    sections = [],
  }: {
    /** Whether reference rows define: when the query names an identifier (./words.ts), whose row the reader wants. */
    referenceRows?: boolean;
    /** Per page, the sections its other groups' searches found (./adapter.ts). */
    sections?: readonly (readonly PagefindSubResult[])[];
  } = {},
): number[] {
  const top = Math.max(...scores, Number.MIN_VALUE);
  const refined = pages.map((page, index) => {
    const title = definitionScore(page.meta.title ?? '', groups);
    // A reference row that names the query defines it as a heading does.
    const heading = Math.max(
      bestHeading(page, groups, sections[index])?.score ?? 0,
      referenceRows ? bestReferenceRow(page, groups) : 0,
    );
    return {
      index,
      score: (scores[index] ?? 0) / top + titleWeight * defining(title) + headingWeight * defining(heading),
    };
  });
  return refined.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.index);
}
