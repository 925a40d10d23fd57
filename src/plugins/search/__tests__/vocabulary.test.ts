import {gzipSync} from 'node:zlib';
import {describe, expect, it, vi} from 'vitest';
import {chunkWords, decodeCbor, vocabularyFiles} from '../vocabulary';
import {shardOf} from '../client/shard';
import {createVocabulary, holdsExactly, judgeWord, swapShardNames, toShard} from '../client/vocabularyClient';

/** A minimal CBOR writer for fixtures: unsigned and negative integers, strings, arrays. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  if (typeof value === 'number') return value < 0 ? head(1, -1 - value) : head(0, value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  const list = value as unknown[];
  return Buffer.concat([head(4, list.length), ...list.map(cbor)]);
}

const chunk = (words: unknown[]) => gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), cbor([words])]));
const fragment = (url: string, anchors: {id: string; text: string}[] = []) =>
  gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify({url, content: '', anchors})}`));

describe('decodeCbor', () => {
  it('reads what Pagefind writes: integers, strings and arrays', () => {
    expect(decodeCbor(cbor([1, -3, 'plugin', [300, 'x']]))).toEqual([1, -3, 'plugin', [300, 'x']]);
  });
});

describe('chunkWords', () => {
  it('counts the pages of each word, with its diacritic variants', () => {
    const words = chunkWords(
      chunk([
        [
          'plugin',
          [
            [0, [1, 2]],
            [3, [4]],
          ],
          [],
        ],
        ['cafe', [[1, [5]]], [['café', [[2, [6]]]]]],
      ]),
    );
    expect([...words]).toEqual([
      ['plugin', 2],
      ['cafe', 2],
    ]);
  });

  it('refuses a file that is not an index chunk', () => {
    expect(() => chunkWords(gzipSync(Buffer.from('something else')))).toThrow(/Pagefind index chunk/);
  });
});

describe('vocabularyFiles', () => {
  it('writes the words by shard and the ids of news pages', () => {
    const files = vocabularyFiles([
      {
        path: 'index/en_1.pf_index',
        content: chunk([
          ['plugin', [[0, [1]]], []],
          [
            'sidebar',
            [
              [0, [1]],
              [1, [2]],
            ],
            [],
          ],
          ['x', [[0, [1]]], []],
        ]),
      },
      {path: 'fragment/en_a.pf_fragment', content: fragment('/docs/sidebar/')},
      {path: 'fragment/en_b.pf_fragment', content: fragment('/blog/releases/3.6/')},
      {path: 'fragment/en_c.pf_fragment', content: fragment('/changelog/3.6.0/')},
      {path: 'fragment/en_d.pf_fragment', content: fragment('/upgrade/3.5.2-to-3.6.1/')},
      {path: 'fragment/en_e.pf_fragment', content: fragment('/docs/3.6.1/category/guides/')},
    ]);
    const read = (path: string) => JSON.parse(files.find((file) => file.path === path)!.content.toString());
    expect(read(`vocabulary/${shardOf('plugin')}.json`)).toEqual({pages: 5, words: {plugin: 1}});
    expect(read(`vocabulary/${shardOf('sidebar')}.json`)).toEqual({pages: 5, words: {sidebar: 2}});
    expect(read('vocabulary/pages.json')).toEqual({
      news: ['en_b', 'en_c'],
      changelog: ['en_c'],
      reference: [],
      // Upgrade plans and docs category indexes digest other pages.
      digest: ['en_d', 'en_e'],
    });
    // One-letter words are never looked up: no file for them.
    expect(files).toHaveLength(3);
  });
});

describe('referenceIdentifiers', () => {
  it('lists the reference rows named as code, joined and lower-case, in the shard of that form', () => {
    const files = vocabularyFiles([
      {path: 'index/en_1.pf_index', content: chunk([['path', [[0, [1]]], []]])},
      {
        path: 'fragment/en_a.pf_fragment',
        content: fragment('/docs/api/docusaurus-config/', [
          {id: 'ref-1', text: 'onBrokenLinks'},
          {id: 'ref-2', text: 'path'},
          {id: 'ref-3', text: 'hide_table_of_contents'},
          {id: 'heading-onbrokenlinks', text: 'onBrokenAnchors'},
        ]),
      },
    ]);
    const read = (word: string) =>
      JSON.parse(files.find((file) => file.path === `vocabulary/${shardOf(word)}.json`)!.content.toString());
    expect(read('onbrokenlinks').identifiers).toEqual(['onbrokenlinks']);
    expect(read('hide_table_of_contents').identifiers).toEqual(['hide_table_of_contents']);
    // A plain word's row (`path`) and an anchor that is no reference row are no identifiers.
    expect(read('path')).toEqual({pages: 1, words: {path: 1}});
  });
});

describe('shardOf', () => {
  it('groups by the first letter and four second letters, digits by the first', () => {
    expect(['co', 'cp', 'cm', 'cn'].map(shardOf)).toEqual(['cm', 'cm', 'cm', 'cm']);
    expect(shardOf('plugin')).toBe('pi');
    expect(shardOf('36')).toBe('3');
    expect(shardOf('x')).toBeUndefined();
    expect(shardOf('éa')).toBe('other');
  });
});

describe('judgeWord', () => {
  const shard = toShard({pages: 10, words: {plugin: 8, pluginconfig: 1, configur: 5, zz: 1, veri: 2}});
  it('knows words the index holds, words they begin, and words with an ending', () => {
    expect(judgeWord('plugin', shard)).toEqual({kind: 'known', pages: 8});
    expect(judgeWord('plug', shard)).toEqual({kind: 'known', pages: 8});
    expect(judgeWord('plugins', shard)).toEqual({kind: 'known', pages: 8});
  });

  it('corrects a slip, and does not match nonsense on a short prefix (zz for zzqqxx)', () => {
    expect(judgeWord('pluign', shard)).toEqual({kind: 'corrected', word: 'plugin', pages: 8});
    expect(judgeWord('zzqqxx', shard)).toEqual({kind: 'unknown'});
  });
});

describe('createVocabulary', () => {
  it('loads each file once, treats a missing one as empty and a failed one as unjudged', async () => {
    const fetchFile = vi.fn(async (name: string) => {
      if (name === shardOf('plugin')) return {pages: 10, words: {plugin: 8}};
      if (name === 'pages') return {news: ['en_b'], changelog: [], reference: ['en_r']};
      if (name === shardOf('zzqqxx')) throw Object.assign(new Error('404'), {status: 404});
      throw new Error('offline');
    });
    const vocabulary = createVocabulary(fetchFile);
    const judged = await vocabulary.judge(['plugin', 'plugins', 'zzqqxx', 'sidebar']);
    expect(judged.get('plugin')).toEqual({kind: 'known', pages: 8});
    expect(judged.get('zzqqxx')).toEqual({kind: 'unknown'});
    expect(judged.get('sidebar')).toEqual({kind: 'unjudged'});
    expect(fetchFile.mock.calls.filter(([name]) => name === shardOf('plugin'))).toHaveLength(1);
    expect(vocabulary.pageCount()).toBe(10);
    const pageKinds = await vocabulary.pageKinds();
    expect([...pageKinds.news]).toEqual(['en_b']);
    expect([...pageKinds.reference]).toEqual(['en_r']);
  });
});

describe('holdsExactly', () => {
  const shard = toShard({pages: 10, words: {docsvers: 3, onbrokenlink: 2, docusaurus: 10, docusaurus360: 1}});
  it('knows a joined identifier by its own stem, never by a longer or shorter word', () => {
    expect(holdsExactly('docsversion', shard)).toBe(3);
    expect(holdsExactly('onbrokenlinks', shard)).toBe(2);
    expect(holdsExactly('docusaurus36', shard)).toBeUndefined();
  });
});

describe('a vocabulary that is not there', () => {
  it('leaves words unjudged when its page list is missing too (an index built without it)', async () => {
    const missing = async () => {
      throw Object.assign(new Error('404'), {status: 404});
    };
    const judged = await createVocabulary(missing).judge(['plugin']);
    expect(judged.get('plugin')).toEqual({kind: 'unjudged'});
  });
});

describe('swapShardNames', () => {
  it('names the files of the first two and of the second and third letters swapped, when not its own', () => {
    expect(swapShardNames('atuogenerted')).toEqual([shardOf('taogenerted'), shardOf('autogenerted')]);
    expect(swapShardNames('lpugin')).toEqual([shardOf('plugin'), shardOf('lupgin')]);
    // `cnofig`: the second and third letters swapped (`config`) stay in its own file (n and o share one).
    expect(shardOf('config')).toBe(shardOf('cnofig'));
    expect(swapShardNames('cnofig')).toEqual([shardOf('ncofig')]);
    expect(swapShardNames('abc')).toEqual([]);
  });
});
