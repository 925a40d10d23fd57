/**
 * The index's own vocabulary, written next to it at build time for the query
 * side (./client/vocabularyClient.ts): which words the index holds (Pagefind
 * matches a word it lacks by the longest indexed word that starts it, so
 * `zzqqxx` found the page holding `zz`), how many pages hold each (rarity, to
 * rank pages when not every word matches) and the candidates for a misspelt
 * word. Read from the index chunks Pagefind wrote, so it holds exactly the
 * words (stems) Pagefind searches, and split by the first two letters into
 * small files that a search loads only for the words it has.
 */
import {gunzipSync} from 'node:zlib';
import {shardOf} from './client/shard';
import {referenceRowIdPrefix} from './client/definition';

/** Where the vocabulary goes, below the index folder. */
export const vocabularyDirectoryName = 'vocabulary';

/** Words longer than this are joined code or URLs; nobody types them, and they would only weigh on the files. */
export const maxVocabularyWordLength = 32;

type Cbor = number | string | Uint8Array | boolean | null | Cbor[] | {[key: string]: Cbor};

/**
 * A minimal CBOR reader for Pagefind's index chunks (definite lengths only,
 * which is all Pagefind writes): gzip, then `pagefind_dcd`, then CBOR.
 */
export function decodeCbor(bytes: Uint8Array): Cbor {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const length = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (size === 0) throw new Error(`Unsupported CBOR length ${info}`);
    const value =
      size === 1
        ? view.getUint8(at)
        : size === 2
          ? view.getUint16(at)
          : size === 4
            ? view.getUint32(at)
            : Number(view.getBigUint64(at));
    at += size;
    return value;
  };
  const item = (): Cbor => {
    const head = view.getUint8(at++);
    const major = head >> 5;
    const info = head & 31;
    switch (major) {
      case 0:
        return length(info);
      case 1:
        return -1 - length(info);
      case 2:
      case 3: {
        const size = length(info);
        const slice = bytes.subarray(at, at + size);
        at += size;
        return major === 3 ? new TextDecoder().decode(slice) : slice;
      }
      case 4:
        return Array.from({length: length(info)}, () => item());
      case 5: {
        const entries = length(info);
        const map: {[key: string]: Cbor} = {};
        for (let index = 0; index < entries; index += 1) {
          const key = String(item());
          map[key] = item();
        }
        return map;
      }
      case 6:
        length(info);
        return item();
      default:
        if (info === 20 || info === 21) return info === 21;
        if (info === 22) return null;
        throw new Error(`Unsupported CBOR item ${head}`);
    }
  };
  return item();
}

const signature = 'pagefind_dcd';

/** The words of one index chunk (`index/*.pf_index`) with how many pages hold each. */
export function chunkWords(gzipped: Uint8Array): Map<string, number> {
  const bytes = gunzipSync(gzipped);
  if (bytes.subarray(0, signature.length).toString() !== signature) {
    throw new Error('Not a Pagefind index chunk: its format may have changed with the Pagefind version.');
  }
  // [[word, pages, variants?], ...] inside a one-element array (pagefind_web/src/index.rs).
  const [words] = decodeCbor(bytes.subarray(signature.length)) as [[string, unknown[], [string, unknown[]][]?][]];
  const counts = new Map<string, number>();
  for (const [word, pages, variants = []] of words) {
    // Variants are the same word with other diacritics; their pages count too (at most the index's).
    counts.set(word, pages.length + variants.reduce((total, [, variantPages]) => total + variantPages.length, 0));
  }
  return counts;
}

/** One shard file: the page count of the index, then each word with its page count. */
export interface VocabularyShard {
  pages: number;
  words: Record<string, number>;
  /**
   * The identifiers that name an API reference row (`onbrokenlinks` for `onBrokenLinks`), joined and
   * lower-case as a reader may type them: such a word names an identifier however it is written.
   */
  identifiers?: string[];
}

/** Vocabulary shards of an index, from its chunks, keyed by shard name. */
export function vocabularyShards(chunks: readonly Uint8Array[], pageCount: number): Map<string, VocabularyShard> {
  const shards = new Map<string, VocabularyShard>();
  for (const chunk of chunks) {
    for (const [word, pages] of chunkWords(chunk)) {
      const shard = shardOf(word);
      if (!shard || word.length > maxVocabularyWordLength) {
        continue;
      }
      let entry = shards.get(shard);
      if (!entry) {
        entry = {pages: pageCount, words: {}};
        shards.set(shard, entry);
      }
      entry.words[word] = pages;
    }
  }
  for (const entry of shards.values()) {
    entry.words = Object.fromEntries(Object.entries(entry.words).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return shards;
}

/**
 * Routes whose pages are news, not guides: they rank below guides and
 * reference unless the query names a version or a release (./client/rank.ts).
 */
export const newsRoutePrefixes = ['/blog/', '/changelog/'];
/** Of the news, the changelog entries: an announcement asked for is a blog post's. */
export const changelogRoutePrefix = '/changelog/';
/** API reference pages: a question ("how do I…") is answered by a guide first. */
export const referenceRoutePrefix = '/docs/api/';
/**
 * Upgrade plans (src/plugins/upgrade-planner): digests of the changelog and the options' history.
 * They name every option and release they digest, so the pages they digest answer first.
 */
export const digestRoutePrefix = '/upgrade/';
/**
 * Docs category index pages, digests too: the docs plugin's generated index of a sidebar category (at
 * `/category/<label>` below the docs route unless the category sets a slug: plugin-content-docs
 * sidebars/postProcessor.js) lists its docs with their titles and descriptions, so it holds the words
 * of every guide it lists and came second or third for many topics ("installation", "deploy to netlify").
 */
export const categoryIndexPattern = /\/category\/[^/]+\/$/;

/** The page lists the query side reads: ids (fragment hashes) by kind of page. */
export interface VocabularyPages {
  news: string[];
  changelog: string[];
  reference: string[];
  digest: string[];
}

interface FragmentData {
  url: string;
  anchors?: {id?: string; text?: string}[];
}

/** Reads a fragment (`fragment/<id>.pf_fragment`): gzip, `pagefind_dcd`, then JSON with the page's url. */
function readFragment(gzipped: Uint8Array): FragmentData {
  const text = gunzipSync(gzipped).toString('utf8');
  return JSON.parse(text.slice(signature.length)) as FragmentData;
}

/** A name written as code: camelCase, or words joined by `_`, `.`, `:` or `-` (not a plain word such as `path`). */
const codeShaped = /[a-z][A-Z]|[\p{L}\p{N}][_.:-][\p{L}\p{N}]/u;

/**
 * The identifiers of the API reference rows (ids `ref-…`, ./pageSelection.ts markReferenceRows), joined
 * and lower-case as the query side reads a typed word (./client/words.ts): `onBrokenLinks` → onbrokenlinks.
 * Only names written as code: a row named `path` or `label` says nothing of a plain word's intent.
 */
export function referenceIdentifiers(fragments: readonly FragmentData[]): Set<string> {
  const names = new Set<string>();
  for (const {anchors = []} of fragments) {
    for (const {id, text} of anchors) {
      if (!id?.startsWith(referenceRowIdPrefix) || !text || !codeShaped.test(text)) continue;
      const joined = (text.match(/[\p{L}\p{N}_]+/gu) ?? []).join('').toLowerCase();
      if (joined.length >= 2 && joined.length <= maxVocabularyWordLength) names.add(joined);
    }
  }
  return names;
}

/**
 * The files of the vocabulary, for the files of an index as Pagefind's
 * `getFiles()` returns them: `vocabulary/<shard>.json` and `vocabulary/pages.json`.
 */
export function vocabularyFiles(
  files: readonly {path: string; content: Uint8Array}[],
): {path: string; content: Buffer}[] {
  const chunks = files.filter((file) => /^index\/[^/]+\.pf_index$/.test(file.path)).map((file) => file.content);
  const fragments = files.filter((file) => /^fragment\/[^/]+\.pf_fragment$/.test(file.path));
  const read = fragments.map((file) => readFragment(file.content));
  const urls = fragments.map((file, index) => ({
    id: file.path.slice('fragment/'.length, -'.pf_fragment'.length),
    url: read[index]!.url,
  }));
  const idsWhere = (test: (url: string) => boolean) =>
    urls
      .filter(({url}) => test(url))
      .map(({id}) => id)
      .sort();
  const shards = vocabularyShards(chunks, fragments.length);
  for (const name of [...referenceIdentifiers(read)].sort()) {
    const shard = shardOf(name)!;
    const entry = shards.get(shard) ?? {pages: fragments.length, words: {}};
    entry.identifiers = [...(entry.identifiers ?? []), name];
    shards.set(shard, entry);
  }
  const out = [...shards].map(([shard, entry]) => ({
    path: `${vocabularyDirectoryName}/${shard}.json`,
    content: Buffer.from(JSON.stringify(entry)),
  }));
  const pages: VocabularyPages = {
    news: idsWhere((url) => newsRoutePrefixes.some((prefix) => url.startsWith(prefix))),
    changelog: idsWhere((url) => url.startsWith(changelogRoutePrefix)),
    reference: idsWhere((url) => url.startsWith(referenceRoutePrefix)),
    digest: idsWhere((url) => url.startsWith(digestRoutePrefix) || categoryIndexPattern.test(url)),
  };
  out.push({path: `${vocabularyDirectoryName}/pages.json`, content: Buffer.from(JSON.stringify(pages))});
  return out;
}
