/**
 * What a query asks the index, as groups of alternatives: each meaningful
 * word (or identifier written as several words) is one group, satisfied by
 * any of its forms, its typo correction or its synonyms. Filler words are
 * dropped, words the index lacks are corrected or left out, and a query
 * whose every word is left out asks nothing (nonsense: "No results for").
 * ./rank.ts scores pages by the groups they satisfy.
 */
import {longestSynonymPhrase, synonymsOf} from './synonyms';
import type {Vocabulary, WordStatus} from './vocabularyClient';
import {
  fillerWords,
  queryIntent,
  queryWords,
  ubiquitousWords,
  weakWords,
  type QueryIntent,
  type QueryWord,
} from './words';

/** One way to satisfy a group: words Pagefind ANDs, and how much a match counts. */
export interface Alternative {
  query: string;
  weight: number;
}

export interface TermGroup {
  /** The words of the query it stands for. */
  label: string;
  alternatives: Alternative[];
  /** Inverse document frequency of its rarest alternative: a rare word counts more. */
  rarity: number;
}

export interface QueryPlan {
  groups: TermGroup[];
  /** What the query says of itself: names a release, the changelog, asks a question. */
  intent: QueryIntent;
}

/** More groups than this only slow the search down: the rarest are kept. */
export const maxGroups = 8;
/** Words judged per query: a pasted log's tail adds nothing the head does not. */
const maxWords = 24;
/** A match through a typo correction or a synonym counts a little less than the word as typed. */
const correctedWeight = 0.85;
const synonymWeight = 0.8;
const partsWeight = 0.75;
/**
 * How much the joined form of words typed apart counts. Three words or more typed apart are an
 * identifier written out (`on broken links`, `use docusaurus context`): the joined form is what the reader
 * means. Two are as often prose that some code happens to join (`default value` in a pasted message,
 * against Tabs' `defaultValue`; `blog post`): the joined form then counts as the words do, no more.
 */
export function joinedWeight(words: number): number {
  return words >= 3 ? 1 : partsWeight;
}

/** A weak word's group (./words.ts weakWords): its score and its rarity count this much. */
const weakWeight = 0.3;

/** Pagefind's own IDF (pagefind_web/src/search.rs, calculate_idf). */
export function rarity(pages: number, total: number): number {
  return Math.log(1 + (total - pages + 0.5) / (pages + 0.5));
}

type Judged = Map<string, WordStatus>;

/** Endings tried on a corrected stem to find its synonyms (`translat` + ion). */
const synonymEndings = ['', 'e', 's', 'ion', 'ions', 'ing', 'y'];

/** A form with its words judged: corrected words swapped in, unknown ones making it invalid. */
function resolveForm(form: string, judged: Judged): {query: string; pages: number; corrected: boolean} | undefined {
  const words = form.split(' ');
  const out: string[] = [];
  let pages = Infinity;
  let corrected = false;
  for (const word of words) {
    const status = judged.get(word);
    if (!status || status.kind === 'unknown') {
      return undefined;
    }
    if (status.kind === 'corrected') {
      out.push(status.word);
      corrected = true;
    } else {
      out.push(word);
    }
    pages = Math.min(pages, status.kind === 'unjudged' ? 1 : status.pages);
  }
  return {query: out.join(' '), pages, corrected};
}

/**
 * Whether words typed apart may stand for one identifier: not when the last is a filler or weak word.
 * An identifier ends on its subject (`onBrokenLinks`, `useDocusaurusContext`); `change the` joined is
 * some page's `changethe`, which is rare, so the run outweighed the rest of "how do I change the primary
 * color" and its filler word, which need not match, became the query's most demanding word.
 */
export function mayJoin(run: readonly QueryWord[]): boolean {
  const last = run[run.length - 1];
  return last !== undefined && !last.filler && !weakWords.has(last.raw);
}

/** Forms worth judging for a run of words starting at `start`: joined identifiers and synonym phrases. */
function phrasesAt(words: readonly QueryWord[], start: number): {length: number; phrase: string; joined: string}[] {
  const out = [];
  for (let length = Math.min(longestSynonymPhrase, 3, words.length - start); length >= 2; length -= 1) {
    const run = words.slice(start, start + length);
    if (!mayJoin(run) && synonymsOf(run.map((word) => word.raw).join(' ')).length === 0) {
      continue;
    }
    out.push({
      length,
      phrase: run.map((word) => word.raw).join(' '),
      joined: run.map((word) => word.forms[0]!.replace(/ /g, '')).join(''),
    });
  }
  return out;
}

function searchWordsOf(form: string): string[] {
  return form.split(' ').filter(Boolean);
}

export async function planQuery(query: string, vocabulary: Vocabulary | undefined): Promise<QueryPlan> {
  const words = queryWords(query).slice(0, maxWords);
  // Everything that may be searched, judged at once (one round of file loads).
  const candidates = new Set<string>();
  const joinedCandidates = new Set<string>();
  words.forEach((word, index) => {
    word.forms.flatMap(searchWordsOf).forEach((form) => candidates.add(form));
    synonymsOf(word.raw)
      .flatMap(searchWordsOf)
      .forEach((form) => candidates.add(form));
    for (const {phrase, joined} of phrasesAt(words, index)) {
      joinedCandidates.add(joined);
      synonymsOf(phrase)
        .flatMap(searchWordsOf)
        .forEach((form) => candidates.add(form));
    }
  });
  // Joined words count only when the index holds them as such: no prefix match, no typo correction.
  // Both at once: each may load vocabulary files, and one round of loads is what a keystroke waits for.
  // A word typed as one (`onbrokenlinks`) that names an API reference row names an identifier, as
  // `onBrokenLinks` does: asked of the files the judgement loads anyway.
  const typedWhole = words.filter((word) => !word.filler && word.forms.length === 1).map((word) => word.forms[0]!);
  const [held, judged, rowNames]: [Map<string, number>, Judged, Set<string>] = vocabulary
    ? await Promise.all([
        vocabulary.holds([...joinedCandidates]),
        vocabulary.judge([...candidates]),
        vocabulary.identifiers(typedWhole),
      ])
    : [new Map(), new Map([...candidates].map((word) => [word, {kind: 'unjudged'} as WordStatus])), new Set()];
  // Two words typed apart with a slip in one (`code bloks`) may be an identifier the index holds joined
  // (`codeblock`): the joined form is corrected as a word of its own, once a word of the pair is not
  // known as typed. Only then: the pair's own files are loaded already, the joined form's may not be.
  const correctedJoins = new Map<string, string>();
  if (vocabulary) {
    const slipped = new Set<string>();
    words.forEach((word, index) => {
      const pair = words.slice(index, index + 2);
      if (pair.length < 2 || !mayJoin(pair) || pair.some((part) => part.filler)) return;
      const joined = pair.map((part) => part.forms[0]!.replace(/ /g, '')).join('');
      const statuses = pair.map((part) => judged.get(part.forms[0]!)?.kind);
      if (!held.has(joined) && statuses.some((kind) => kind === 'corrected' || kind === 'unknown')) {
        slipped.add(joined);
      }
    });
    for (const [joined, status] of await vocabulary.judge([...slipped])) {
      if (status.kind === 'corrected') {
        correctedJoins.set(joined, status.word);
        held.set(status.word, status.pages);
      }
    }
  }
  // A corrected word brings the synonyms of the word it was corrected to (`tranlsation` → i18n too).
  const correctedSynonyms = new Map<string, readonly string[]>();
  for (const word of words) {
    const status = judged.get(word.forms[0]!);
    if (status?.kind === 'corrected') {
      const found = synonymEndings.map((ending) => synonymsOf(status.word + ending)).find((list) => list.length > 0);
      if (found) correctedSynonyms.set(word.raw, found);
    }
  }
  const more = [...correctedSynonyms.values()]
    .flat()
    .flatMap(searchWordsOf)
    .filter((form) => !judged.has(form));
  if (vocabulary && more.length > 0) {
    for (const [form, status] of await vocabulary.judge(more)) judged.set(form, status);
  }
  const total = vocabulary?.pageCount() ?? 1000;

  const groups: TermGroup[] = [];
  /** Groups of words written as code (`baseUrl`, `theme-common`, `docs:version`), by index in `groups`. */
  const codeShaped = new Set<number>();
  let joinedIdentifier = false;
  let index = 0;
  while (index < words.length) {
    let length = 1;
    const forms: {form: string; weight: number}[] = [];
    for (const run of phrasesAt(words, index)) {
      const correctedJoin = correctedJoins.get(run.joined);
      const joined = correctedJoin ?? run.joined;
      const joinedPages = held.get(joined);
      const joinedHeld = joinedPages !== undefined;
      const synonyms = synonymsOf(run.phrase);
      if (joinedHeld || synonyms.length > 0) {
        length = run.length;
        if (joinedHeld) {
          joinedIdentifier ||= joinedWeight(run.length) === 1;
          forms.push({form: joined, weight: (correctedJoin ? correctedWeight : 1) * joinedWeight(run.length)});
          judged.set(joined, {kind: 'known', pages: joinedPages});
        }
        synonyms.forEach((form) => forms.push({form, weight: synonymWeight}));
        const parts = words
          .slice(index, index + length)
          .filter((word) => !word.filler)
          .map((word) => word.forms[0]);
        if (parts.length > 0) forms.push({form: parts.join(' '), weight: partsWeight});
        break;
      }
    }
    const word = words[index]!;
    if (length === 1) {
      const synonyms = [...synonymsOf(word.raw), ...(correctedSynonyms.get(word.raw) ?? [])];
      if (word.filler && synonyms.length === 0) {
        index += 1;
        continue;
      }
      // An identifier's parts only when the index lacks it joined: each part loads index chunks,
      // and the joined form finds the pages that hold it (`3.6` as 36, not as 3 and 6). A module name
      // has two joined forms (`docusaurusthemecommon`, then `themecommon`): the first the index holds.
      const firstHeld = word.forms.findIndex((form) => !form.includes(' ') && resolveForm(form, judged) !== undefined);
      (firstHeld >= 0 ? word.forms.slice(0, firstHeld + 1) : word.forms).forEach((form) =>
        forms.push({form, weight: form.includes(' ') ? partsWeight : 1}),
      );
      synonyms.forEach((form) => forms.push({form, weight: synonymWeight}));
    }
    const alternatives: Alternative[] = [];
    let pages = Infinity;
    for (const {form, weight} of forms) {
      // Filler inside an identifier's parts (`on` of onBrokenLinks) need not match either.
      const parts = form.split(' ');
      const resolved = resolveForm(
        parts.length === 1 ? form : parts.filter((part) => !fillerWords.has(part)).join(' ') || form,
        judged,
      );
      if (resolved && !alternatives.some((alternative) => alternative.query === resolved.query)) {
        alternatives.push({query: resolved.query, weight: resolved.corrected ? weight * correctedWeight : weight});
        pages = Math.min(pages, resolved.pages);
      }
    }
    if (alternatives.length > 0) {
      const label = words
        .slice(index, index + length)
        .map((w) => w.raw)
        .join(' ');
      const weak = length === 1 && weakWords.has(word.raw);
      if (length === 1 && word.forms.length > 1) codeShaped.add(groups.length);
      groups.push({
        label,
        alternatives: weak ? alternatives.map((a) => ({...a, weight: a.weight * weakWeight})) : alternatives,
        rarity: rarity(Math.min(pages, total), total) * (weak ? weakWeight : 1),
      });
    }
    index += length;
  }
  const meaningful = groups
    .map((group, order) => ({group, order, code: codeShaped.has(order)}))
    .filter(({group}) => !ubiquitousWords.has(group.label));
  // The words written as code are kept first, then the rarest: in a pasted error the identifier
  // (`baseUrl`) says what went wrong, and a long message's rare prose words (`properly`) do not.
  const kept = (meaningful.length > 0 ? meaningful : groups.map((group, order) => ({group, order, code: false})))
    .sort((a, b) => Number(b.code) - Number(a.code) || b.group.rarity - a.group.rarity)
    .slice(0, maxGroups)
    .sort((a, b) => a.order - b.order)
    .map(({group}) => group);
  const intent = queryIntent(query);
  // Words typed apart that the index holds joined (`on broken links`) name an identifier too.
  return {
    groups: kept,
    intent: {...intent, namesIdentifier: intent.namesIdentifier || joinedIdentifier || rowNames.size > 0},
  };
}
