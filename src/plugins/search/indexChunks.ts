/**
 * Smaller word chunks for the whole index. Pagefind 1.5 cuts its word index
 * into chunks of a fixed 20,000 word positions (about 20 KB gzip each; the
 * size is not an option), and a search fetches the whole chunk of every word
 * it looks up: a query of three words new to the reader cost about 60 KB,
 * most of it words it never asked for. Here the chunks Pagefind wrote are cut
 * again, into pieces of `targetBytes` of CBOR, and the metadata file that
 * lists them is rewritten to match. The words, their pages and positions are
 * copied byte for byte; only where one file ends and the next begins changes.
 *
 * Where a piece may end: between two words that share at most
 * `maxSharedPrefix` letters (`blog`/`build` yes, `also`/`alt` no), so that a
 * word of more letters than that, typed whole or in part, has all the words
 * it begins in one piece (Pagefind looks a word up in one chunk only).
 *
 * Each piece is listed from the shortest start of its first word that sorts
 * after the previous piece's last word (as Pagefind writes it) to its own last
 * word in full: Pagefind shortens that end too, which leaves the last words of
 * a chunk outside every range (`also` after a chunk that ends at `als`), found
 * only when no other word of the search found its chunk.
 */
import {createHash} from 'node:crypto';
import {gunzipSync, gzipSync} from 'node:zlib';

const signature = 'pagefind_dcd';

/**
 * CBOR bytes per piece before compression: about 3 KB gzip each (Pagefind's are about 20 KB). On the
 * bench's queries, smaller pieces fetched little less and lengthened the list every search reads first.
 */
export const defaultTargetBytes = 3_000;
/**
 * A piece never ends inside a run of words sharing more letters than this. With two, `2.0` (searched as
 * `20`) lost the pages of words it begins in the next piece and a release query changed its first hit.
 */
export const maxSharedPrefix = 1;
/** A piece may grow to this many times the target while no allowed end comes. */
const hardLimitFactor = 3;

/** Where the CBOR item starting at `at` ends (definite lengths only, which is all Pagefind writes). */
export function cborItemEnd(bytes: Uint8Array, at: number): number {
  const head = bytes[at]!;
  const major = head >> 5;
  const info = head & 31;
  let offset = at + 1;
  let argument: number;
  if (info < 24) {
    argument = info;
  } else if (info <= 27) {
    const size = 1 << (info - 24);
    argument = 0;
    for (let index = 0; index < size; index += 1) argument = argument * 256 + bytes[offset + index]!;
    offset += size;
  } else {
    throw new Error(`Unsupported CBOR item ${head}`);
  }
  switch (major) {
    case 0:
    case 1:
    case 7:
      return offset;
    case 2:
    case 3:
      return offset + argument;
    case 4:
      for (let index = 0; index < argument; index += 1) offset = cborItemEnd(bytes, offset);
      return offset;
    case 5:
      for (let index = 0; index < argument * 2; index += 1) offset = cborItemEnd(bytes, offset);
      return offset;
    case 6:
      return cborItemEnd(bytes, offset);
    default:
      throw new Error(`Unsupported CBOR item ${head}`);
  }
}

/** The head of a CBOR item: major type and length (or value). */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

const cborText = (text: string) => Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);
const cborArray = (items: readonly Buffer[]) => Buffer.concat([cborHead(4, items.length), ...items]);

/** The items of the CBOR array at `at`, as raw byte ranges. */
function arrayItems(bytes: Uint8Array, at: number): {items: Buffer[]; end: number} {
  const head = bytes[at]!;
  if (head >> 5 !== 4) throw new Error('Expected a CBOR array');
  const info = head & 31;
  let offset = at + 1;
  let length = info;
  if (info >= 24) {
    const size = 1 << (info - 24);
    length = 0;
    for (let index = 0; index < size; index += 1) length = length * 256 + bytes[offset + index]!;
    offset += size;
  }
  const items: Buffer[] = [];
  for (let index = 0; index < length; index += 1) {
    const end = cborItemEnd(bytes, offset);
    items.push(Buffer.from(bytes.subarray(offset, end)));
    offset = end;
  }
  return {items, end: offset};
}

/** The text of a CBOR text string item. */
function textOf(item: Uint8Array): string {
  const info = item[0]! & 31;
  const start = info < 24 ? 1 : 1 + (1 << (info - 24));
  return Buffer.from(item.subarray(start)).toString('utf8');
}

function unpack(gzipped: Uint8Array, what: string): Buffer {
  const bytes = gunzipSync(gzipped);
  if (bytes.subarray(0, signature.length).toString() !== signature) {
    throw new Error(`Not a Pagefind ${what}: its format may have changed with the Pagefind version.`);
  }
  return bytes.subarray(signature.length);
}

const pack = (cbor: Buffer) => gzipSync(Buffer.concat([Buffer.from(signature), cbor]), {level: 9});

/** One word of the index with its pages, as the raw CBOR entry Pagefind wrote. */
interface WordEntry {
  word: string;
  raw: Buffer;
}

/** Letters two words share at their start (code points, as Pagefind compares them). */
export function sharedPrefixLength(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

/** Where each piece ends: indexes of its last word in `words`. */
export function pieceEnds(words: readonly {word: string; size: number}[], targetBytes: number): number[] {
  const ends: number[] = [];
  let size = 0;
  words.forEach((entry, index) => {
    size += entry.size;
    const next = words[index + 1];
    if (!next) {
      ends.push(index);
      return;
    }
    const shared = sharedPrefixLength(entry.word, next.word);
    if ((size >= targetBytes && shared <= maxSharedPrefix) || size >= targetBytes * hardLimitFactor) {
      ends.push(index);
      size = 0;
    }
  });
  return ends;
}

/** The shortest start of `first` that sorts after `previousLast` (Pagefind's own rule for a chunk's start). */
export function rangeStart(previousLast: string, first: string): string {
  return Array.from(first)
    .slice(0, sharedPrefixLength(previousLast, first) + 1)
    .join('');
}

export interface IndexFile {
  path: string;
  content: Uint8Array;
}

/**
 * The files of an index (as Pagefind's `getFiles()` returns them) with the
 * word chunks cut into pieces of about `targetBytes`: new `index/*.pf_index`
 * files, and each language's metadata rewritten to list them, under a new
 * name that `pagefind-entry.json` gives (metadata files are cached as
 * immutable: a changed list must not keep an old name).
 */
export function splitIndexChunks(files: readonly IndexFile[], targetBytes = defaultTargetBytes): IndexFile[] {
  const entryFile = files.find((file) => file.path === 'pagefind-entry.json');
  if (!entryFile) {
    throw new Error('No pagefind-entry.json among the index files.');
  }
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8')) as {
    languages: Record<string, {hash: string}>;
  };
  const byPath = new Map(files.map((file) => [file.path, file]));
  const replaced = new Set<string>(['pagefind-entry.json']);
  const added: IndexFile[] = [];
  for (const language of Object.values(entry.languages)) {
    const metaPath = `pagefind.${language.hash}.pf_meta`;
    const metaFile = byPath.get(metaPath);
    if (!metaFile) {
      throw new Error(`No ${metaPath} among the index files.`);
    }
    const meta = unpack(metaFile.content, 'metadata file');
    // MetaIndex: [version, pages, index_chunks [[from, to, hash]...], filters, ...].
    const fields = arrayItems(meta, 0).items;
    const chunkList = arrayItems(fields[2]!, 0).items.map((item) => arrayItems(item, 0).items.map(textOf));
    const prefix = language.hash.replace(/_[^_]*$/, '');
    const words: WordEntry[] = [];
    for (const [, , hash] of chunkList) {
      const path = `index/${hash}.pf_index`;
      const chunk = byPath.get(path);
      if (!chunk) {
        throw new Error(`No ${path} among the index files.`);
      }
      replaced.add(path);
      // WordIndex: [[[word, pages, variants?]...]].
      const [list] = arrayItems(unpack(chunk.content, 'index chunk'), 0).items;
      for (const raw of arrayItems(list!, 0).items) {
        words.push({word: textOf(arrayItems(raw, 0).items[0]!), raw});
      }
    }
    const ends = pieceEnds(
      words.map(({word, raw}) => ({word, size: raw.length})),
      targetBytes,
    );
    const metaChunks: Buffer[] = [];
    const taken = new Set<string>();
    let start = 0;
    ends.forEach((end, piece) => {
      const slice = words.slice(start, end + 1);
      const content = pack(cborArray([cborArray(slice.map((word) => word.raw))]));
      const digest = createHash('sha256').update(content).digest('hex');
      let length = 7;
      while (taken.has(digest.slice(0, length))) length += 1;
      const hash = `${prefix}_${digest.slice(0, length)}`;
      taken.add(digest.slice(0, length));
      added.push({path: `index/${hash}.pf_index`, content});
      const from = piece === 0 ? chunkList[0]![0]! : rangeStart(words[start - 1]!.word, slice[0]!.word);
      const to = piece === ends.length - 1 ? chunkList[chunkList.length - 1]![1]! : slice[slice.length - 1]!.word;
      metaChunks.push(cborArray([cborText(from), cborText(to), cborText(hash)]));
      start = end + 1;
    });
    const newMeta = pack(
      Buffer.concat([
        cborHead(4, fields.length),
        ...fields.map((field, index) => (index === 2 ? cborArray(metaChunks) : field)),
      ]),
    );
    const newHash = `${prefix}_${createHash('sha256').update(newMeta).digest('hex').slice(0, 13)}`;
    replaced.add(metaPath);
    added.push({path: `pagefind.${newHash}.pf_meta`, content: newMeta});
    language.hash = newHash;
  }
  return [
    ...files.filter((file) => !replaced.has(file.path)),
    {path: 'pagefind-entry.json', content: Buffer.from(JSON.stringify(entry))},
    ...added,
  ];
}
