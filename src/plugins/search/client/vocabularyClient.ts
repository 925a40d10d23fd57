/**
 * The index's vocabulary on the query side (written by ../vocabulary.ts):
 * whether the index holds a word, how many pages hold it, and the closest
 * stem to a misspelt one. Files load on demand, one per first letters, and
 * stay loaded; one that cannot load (offline with only a version bundle)
 * leaves its words unjudged, so search behaves as plain Pagefind for them.
 */
import {shardOf} from './shard';
import {correctWord} from './typos';

/** Ids of news pages (blog posts, changelog entries), changelog entries and API reference pages. */
export interface PageKinds {
  news: ReadonlySet<string>;
  changelog: ReadonlySet<string>;
  reference: ReadonlySet<string>;
  /** Upgrade plans, which digest other pages (../vocabulary.ts). */
  digest: ReadonlySet<string>;
}

export interface VocabularyShardData {
  pages: number;
  words: Record<string, number>;
  /** Identifiers naming an API reference row, joined and lower-case (../vocabulary.ts referenceIdentifiers). */
  identifiers?: string[];
}

/** What the vocabulary says of one word. */
export type WordStatus =
  /** The index holds it (or words it begins, or it with an ending): search it as typed. */
  | {kind: 'known'; pages: number}
  /** The index does not hold it, but a close stem: search that instead. */
  | {kind: 'corrected'; word: string; pages: number}
  /** Nothing close: leave it out. */
  | {kind: 'unknown'}
  /** The vocabulary could not load: search it as typed, rarity unknown. */
  | {kind: 'unjudged'};

interface Shard {
  pages: number;
  /** Sorted, for prefix lookups by binary search. */
  keys: string[];
  counts: Map<string, number>;
  identifiers: ReadonlySet<string>;
}

/** Endings removed before looking a typed word up: Pagefind stems it the same way before matching. */
const endings = /(?:izations?|isations?|ations?|itions?|ments?|ness|ings?|ied|ies|ers?|ed|es|ly|s)$/;

function firstAtOrAfter(keys: readonly string[], word: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Pages holding a word or, as Pagefind matches prefixes, the most common word it begins. */
function pagesFor(shard: Shard, base: string): number | undefined {
  const exact = shard.counts.get(base);
  if (exact !== undefined) {
    return exact;
  }
  let most: number | undefined;
  for (let index = firstAtOrAfter(shard.keys, base); index < shard.keys.length; index += 1) {
    const key = shard.keys[index]!;
    if (!key.startsWith(base)) break;
    most = Math.max(most ?? 0, shard.counts.get(key)!);
  }
  return most;
}

/** Judges a word against its shard (exported for tests). */
export function judgeWord(word: string, shard: Shard, ...swapShards: Shard[]): WordStatus {
  const stripped = word.replace(endings, '');
  for (const base of [word, stripped.length >= 3 ? stripped : word]) {
    const pages = pagesFor(shard, base);
    if (pages !== undefined) {
      return {kind: 'known', pages};
    }
  }
  const candidates = [shard, ...swapShards].flatMap((source) =>
    source.keys.map((key) => [key, source.counts.get(key)!] as const),
  );
  const correction = correctWord(word, candidates);
  if (correction) {
    // No edit: the word is a stem with an ending (`translate` for translat), which Pagefind stems itself.
    return correction.edits === 0
      ? {kind: 'known', pages: correction.pages}
      : {kind: 'corrected', word: correction.word, pages: correction.pages};
  }
  // A word typed past its stem ("configura" for configur, `hide_table_of_contents` for
  // hide_table_of_cont): Pagefind matches the stem it begins with. Checked last, and only for a stem
  // of three quarters of the word at least: `veri` must not stand for `verison`, nor `zz` for zzqqxx.
  for (let length = word.length - 1; length >= Math.max(5, Math.ceil(word.length * 0.75)); length -= 1) {
    const pages = shard.counts.get(word.slice(0, length));
    if (pages !== undefined) {
      return {kind: 'known', pages};
    }
  }
  return {kind: 'unknown'};
}

/**
 * The vocabulary files a typo of `word` may belong to besides its own: files go by the first two letters
 * (./shard.ts), so a swap of the first and second or of the second and third letters moves the word to
 * another file. Words shorter than four letters are never corrected that way.
 */
export function swapShardNames(word: string): string[] {
  if (word.length < 4) {
    return [];
  }
  const own = shardOf(word);
  const swaps = [`${word[1]}${word[0]}${word.slice(2)}`, `${word[0]}${word[2]}${word[1]}${word.slice(3)}`];
  return [...new Set(swaps.map(shardOf))].filter((name): name is string => name !== undefined && name !== own);
}

/** Endings removed to find a joined identifier's own stem (`docsversion` → docsvers). */
const joinedEndings = ['', 's', 'es', 'e', 'ion', 'ions', 'ing', 'ed'];

/**
 * Whether the index holds this very word (a stem of it), not only longer
 * words it begins: for identifiers joined from the words of a query
 * (`docs version` → docsversion), which must not match `docusaurus36…` for
 * `docusaurus 3.6`.
 */
export function holdsExactly(word: string, shard: Shard): number | undefined {
  for (const ending of joinedEndings) {
    const pages = word.endsWith(ending) ? shard.counts.get(word.slice(0, word.length - ending.length)) : undefined;
    if (pages !== undefined) return pages;
  }
  return undefined;
}

export function toShard(data: VocabularyShardData): Shard {
  const counts = new Map(Object.entries(data.words));
  return {pages: data.pages, keys: [...counts.keys()].sort(), counts, identifiers: new Set(data.identifiers ?? [])};
}

export interface Vocabulary {
  /** Judges each word (lowercase, letters and digits), loading the files they need. */
  judge(words: readonly string[]): Promise<Map<string, WordStatus>>;
  /** The words the index holds as such, with their page counts (./plan.ts joins query words and asks). */
  holds(words: readonly string[]): Promise<Map<string, number>>;
  /**
   * The words that name an API reference row however they are written (`onbrokenlinks`): the files are
   * those the words' judgement loads, so asking costs no fetch of its own.
   */
  identifiers(words: readonly string[]): Promise<Set<string>>;
  /** Pages in the index, once a file has loaded. */
  pageCount(): number | undefined;
  /** Ids of the pages of each kind (../vocabulary.ts); empty lists when they cannot load. */
  pageKinds(): Promise<PageKinds>;
}

/**
 * A vocabulary read through `fetchFile`, which resolves to the data of a file
 * (`vocabulary/<name>.json`: a shard, or `pages`) or rejects.
 */
export function createVocabulary(fetchFile: (name: string) => Promise<unknown>): Vocabulary {
  const loading = new Map<string, Promise<Shard | undefined>>();
  let pages: number | undefined;
  let pagesFile: Promise<unknown> | undefined;
  /** The page list (`pages`), or undefined when it cannot load; a failure is retried next time. */
  const pageList = (): Promise<unknown> => {
    pagesFile ??= fetchFile('pages').catch(() => {
      pagesFile = undefined;
      return undefined;
    });
    return pagesFile;
  };
  const shard = (name: string | undefined): Promise<Shard | undefined> => {
    if (name === undefined) {
      return Promise.resolve(undefined);
    }
    let entry = loading.get(name);
    if (!entry) {
      entry = fetchFile(name).then(
        (data) => {
          const loaded = toShard(data as VocabularyShardData);
          pages = loaded.pages;
          return loaded;
        },
        // A missing file is an empty shard (no word starts so) when the vocabulary is there (its
        // page list loads): an index built without one must not make every word unknown. A failed
        // file is forgotten, to try again later.
        async (error: unknown) => {
          if ((error as {status?: number} | undefined)?.status === 404 && (await pageList()) !== undefined) {
            return toShard({pages: pages ?? 0, words: {}});
          }
          loading.delete(name);
          return undefined;
        },
      );
      loading.set(name, entry);
    }
    return entry;
  };
  return {
    async judge(words) {
      const statuses = new Map<string, WordStatus>();
      await Promise.all(
        [...new Set(words)].map(async (word) => {
          const own = await shard(shardOf(word));
          if (!own) {
            statuses.set(word, word.length < 2 ? {kind: 'unknown'} : {kind: 'unjudged'});
            return;
          }
          const status = judgeWord(word, own);
          // Only a word its own file does not know needs the files of its first letters swapped
          // (`lpugin` for plugin, `atuogenerted` for autogenerated): known words cost no other file.
          const others = status.kind === 'known' ? [] : swapShardNames(word);
          if (others.length === 0) {
            statuses.set(word, status);
            return;
          }
          const swaps = (await Promise.all(others.map(shard))).filter((loaded) => loaded !== undefined);
          statuses.set(word, swaps.length > 0 ? judgeWord(word, own, ...swaps) : status);
        }),
      );
      return statuses;
    },
    async holds(words) {
      const held = new Map<string, number>();
      await Promise.all(
        [...new Set(words)].map(async (word) => {
          const own = await shard(shardOf(word));
          const pages = own ? holdsExactly(word, own) : undefined;
          if (pages !== undefined) held.set(word, pages);
        }),
      );
      return held;
    },
    async identifiers(words) {
      const named = new Set<string>();
      await Promise.all(
        [...new Set(words)].map(async (word) => {
          if ((await shard(shardOf(word)))?.identifiers.has(word)) named.add(word);
        }),
      );
      return named;
    },
    pageCount: () => pages,
    async pageKinds() {
      const lists = ((await pageList()) ?? {}) as Partial<Record<keyof PageKinds, string[]>>;
      return {
        news: new Set(lists.news ?? []),
        changelog: new Set(lists.changelog ?? []),
        reference: new Set(lists.reference ?? []),
        digest: new Set(lists.digest ?? []),
      };
    },
  };
}

/** The vocabulary of the index at `indexBaseUrl` (`…/pagefind/`), one per URL. */
const byIndex = new Map<string, Vocabulary>();
export function vocabularyFor(indexBaseUrl: string): Vocabulary {
  let vocabulary = byIndex.get(indexBaseUrl);
  if (!vocabulary) {
    vocabulary = createVocabulary(async (name) => {
      const response = await fetch(`${indexBaseUrl}vocabulary/${name}.json`);
      if (!response.ok) {
        throw Object.assign(new Error(`Vocabulary ${name}: HTTP ${response.status}`), {status: response.status});
      }
      return (await response.json()) as unknown;
    });
    byIndex.set(indexBaseUrl, vocabulary);
  }
  return vocabulary;
}
