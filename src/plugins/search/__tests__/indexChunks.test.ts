import {gunzipSync, gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {
  cborItemEnd,
  maxSharedPrefix,
  pieceEnds,
  rangeStart,
  sharedPrefixLength,
  splitIndexChunks,
  type IndexFile,
} from '../indexChunks';
import {chunkWords, decodeCbor} from '../vocabulary';

/** A minimal CBOR writer for fixtures: unsigned integers, strings, arrays. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  if (typeof value === 'number') return head(0, value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  const list = value as unknown[];
  return Buffer.concat([head(4, list.length), ...list.map(cbor)]);
}

const packed = (value: unknown) => gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), cbor(value)]));
const unpacked = (bytes: Uint8Array) => decodeCbor(gunzipSync(bytes).subarray('pagefind_dcd'.length));

/** A word entry as Pagefind writes it: the word, its pages with positions, no variants. */
const word = (text: string, page: number) => [text, [[page, [1, 2, 3]]], []];

/**
 * An index as Pagefind's getFiles() returns it: two chunks cut where Pagefind cuts them, with its
 * shortened ranges (the first ends at `als`, so `also` is in no range), a fragment and a filter.
 */
function pagefindIndex(): IndexFile[] {
  const first = ['about', 'add', 'admonition', 'alpha', 'also'].map((text, page) => word(text, page));
  const second = ['alt', 'apple', 'blog', 'blogs', 'build', 'plugin', 'plugins', 'zebra'].map((text, page) =>
    word(text, page),
  );
  const meta = [
    '1.5.2',
    [['en_f1', 12]],
    [
      ['about', 'als', 'en_c1'],
      ['alt', 'zebra', 'en_c2'],
    ],
    [['language', 'en_l1']],
    [],
    [],
  ];
  return [
    {
      path: 'pagefind-entry.json',
      content: Buffer.from(
        JSON.stringify({version: '1.5.2', languages: {en: {hash: 'en_abc123', wasm: 'en', page_count: 1}}}),
      ),
    },
    {path: 'pagefind.en_abc123.pf_meta', content: packed(meta)},
    {path: 'index/en_c1.pf_index', content: packed([first])},
    {path: 'index/en_c2.pf_index', content: packed([second])},
    {path: 'fragment/en_f1.pf_fragment', content: Buffer.from('fragment')},
    {path: 'filter/en_l1.pf_filter', content: Buffer.from('filter')},
  ];
}

/** The chunk Pagefind's strict lookup picks for a term: the first whose range holds it. */
function chunkFor(chunks: string[][], term: string): string | undefined {
  return chunks.find(([from, to]) => term >= from! && term <= to!)?.[2];
}

describe('cborItemEnd', () => {
  it('finds the end of nested items', () => {
    const bytes = Buffer.concat([cbor(['plugin', [300, 'x'], []]), Buffer.from([0xff])]);
    expect(cborItemEnd(bytes, 0)).toBe(bytes.length - 1);
  });
});

describe('pieceEnds', () => {
  const words = (list: string[]) => list.map((text) => ({word: text, size: 10}));

  it('ends a piece once it reaches the target, between words that share few letters', () => {
    expect(pieceEnds(words(['about', 'add', 'blog', 'build', 'crowdin']), 20)).toEqual([1, 3, 4]);
  });

  it('never ends a piece inside a run of words sharing more letters than allowed', () => {
    const list = ['plugin', 'pluginc', 'plugins', 'zebra'];
    const ends = pieceEnds(words(list), 12);
    for (const end of ends.slice(0, -1)) {
      expect(sharedPrefixLength(list[end]!, list[end + 1]!)).toBeLessThanOrEqual(maxSharedPrefix);
    }
    expect(ends).toEqual([2, 3]);
  });

  it('ends a piece anyway at three times the target', () => {
    const list = ['docsa', 'docsb', 'docsc', 'docsd', 'docse', 'docsf'];
    expect(pieceEnds(words(list), 10)).toEqual([2, 5]);
  });
});

describe('rangeStart', () => {
  it("is the shortest start of the piece's first word after the previous piece's last word", () => {
    expect(rangeStart('also', 'alt')).toBe('alt');
    expect(rangeStart('apple', 'blog')).toBe('b');
    expect(rangeStart('plugin', 'plugins')).toBe('plugins');
  });
});

describe('splitIndexChunks', () => {
  const split = splitIndexChunks(pagefindIndex(), 12);
  const entry = JSON.parse(Buffer.from(split.find((file) => file.path === 'pagefind-entry.json')!.content).toString());
  const metaFile = split.find((file) => file.path.endsWith('.pf_meta'))!;
  const meta = unpacked(metaFile.content) as unknown[];
  const chunks = meta[2] as string[][];
  const chunkFiles = new Map(split.filter((file) => file.path.startsWith('index/')).map((file) => [file.path, file]));
  const allWords = [
    'about',
    'add',
    'admonition',
    'alpha',
    'also',
    'alt',
    'apple',
    'blog',
    'blogs',
    'build',
    'plugin',
    'plugins',
    'zebra',
  ];

  it('cuts the chunks into more, smaller ones that keep every word, its pages and positions, in order', () => {
    expect(chunks.length).toBeGreaterThan(2);
    const words = chunks.flatMap(([, , hash]) => [
      ...chunkWords(chunkFiles.get(`index/${hash}.pf_index`)!.content).keys(),
    ]);
    expect(words).toEqual(allWords);
    const firstChunk = unpacked(chunkFiles.get(`index/${chunks[0]![2]}.pf_index`)!.content) as unknown[][][];
    expect(firstChunk[0]![0]).toEqual(word('about', 0));
  });

  it('lists every word in the range of the chunk that holds it, the last word of a chunk included', () => {
    for (const [, , hash] of chunks) {
      for (const text of chunkWords(chunkFiles.get(`index/${hash}.pf_index`)!.content).keys()) {
        expect(chunkFor(chunks, text), text).toBe(hash);
      }
    }
  });

  it('keeps the words a term begins in one chunk', () => {
    const holding = (term: string) =>
      chunks.filter(([, , hash]) =>
        [...chunkWords(chunkFiles.get(`index/${hash}.pf_index`)!.content).keys()].some((text) => text.startsWith(term)),
      );
    // `al` begins alpha, also and alt, which Pagefind cut apart (its chunk ended at `als`).
    for (const term of ['plugin', 'blog', 'adm', 'al', 'bl']) {
      expect(holding(term).map(([, , hash]) => hash)).toEqual([chunkFor(chunks, term)]);
    }
  });

  it('renames the metadata file, points pagefind-entry.json at it and keeps the rest of the metadata', () => {
    const hash = entry.languages.en.hash as string;
    expect(hash).toMatch(/^en_[0-9a-f]{13}$/);
    expect(hash).not.toBe('en_abc123');
    expect(metaFile.path).toBe(`pagefind.${hash}.pf_meta`);
    expect(entry.languages.en.wasm).toBe('en');
    expect(meta[0]).toBe('1.5.2');
    expect(meta[1]).toEqual([['en_f1', 12]]);
    expect(meta[3]).toEqual([['language', 'en_l1']]);
    expect(chunks[0]![0]).toBe('about');
    expect(chunks[chunks.length - 1]![1]).toBe('zebra');
  });

  it("drops Pagefind's chunks and metadata and passes the other files through", () => {
    const paths = split.map((file) => file.path);
    expect(paths).not.toContain('index/en_c1.pf_index');
    expect(paths).not.toContain('pagefind.en_abc123.pf_meta');
    expect(paths).toContain('fragment/en_f1.pf_fragment');
    expect(paths).toContain('filter/en_l1.pf_filter');
    expect(chunkFiles.size).toBe(chunks.length);
  });

  it('is deterministic: the same index gives the same files', () => {
    const again = splitIndexChunks(pagefindIndex(), 12);
    expect(again.map((file) => [file.path, Buffer.from(file.content).toString('hex')])).toEqual(
      split.map((file) => [file.path, Buffer.from(file.content).toString('hex')]),
    );
  });
});
