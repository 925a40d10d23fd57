import {describe, expect, it} from 'vitest';
import {allowedEdits, correctWord, editDistance} from '../client/typos';

const stems: [string, number][] = [
  ['plugin', 367],
  ['sidebar', 120],
  ['deploy', 80],
  ['version', 323],
  ['admonit', 40],
  ['swizzl', 175],
  ['configur', 306],
  ['plug', 3],
];

describe('editDistance', () => {
  it('counts a swap of adjacent letters as one edit', () => {
    expect(editDistance('pluign', 'plugin', 2)).toBe(1);
    expect(editDistance('sidbar', 'sidebar', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 1)).toBe(0);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('stops past the maximum', () => {
    expect(editDistance('zzqqxx', 'plugin', 1)).toBe(2);
  });
});

describe('allowedEdits', () => {
  it('allows none below 4 letters, 1 from 4, 2 from 8', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('correctWord', () => {
  it('finds the stem a one-letter slip misses', () => {
    expect(correctWord('pluign', stems)?.word).toBe('plugin');
    expect(correctWord('sidbar', stems)?.word).toBe('sidebar');
    expect(correctWord('verison', stems)?.word).toBe('version');
    expect(correctWord('swizzel', stems)?.word).toBe('swizzl');
  });

  it('reaches stems through the endings the index dropped', () => {
    expect(correctWord('deploymnet', stems)?.word).toBe('deploy');
    expect(correctWord('configuraton', stems)?.word).toBe('configur');
    expect(correctWord('admonitons', stems)?.word).toBe('admonit');
  });

  it('leaves nonsense and short words alone', () => {
    expect(correctWord('zzqqxx', stems)).toBeUndefined();
    expect(correctWord('qwxzv', stems)).toBeUndefined();
    expect(correctWord('plg', stems)).toBeUndefined();
    expect(correctWord('12345', stems)).toBeUndefined();
  });

  it('prefers the closer stem, then the more common one', () => {
    expect(correctWord('sidebr', stems)?.word).toBe('sidebar');
    // Short words not by an extra letter: `plugh` is not plug, nor `xyzzy` xyz + ly.
    expect(correctWord('plugh', stems)).toBeUndefined();
    expect(correctWord('plgu', stems)?.word).toBe('plug');
  });

  it('corrects a short word with a letter left out, as the issue counts one edit from four letters', () => {
    expect(correctWord('staic', [['static', 186]])?.word).toBe('static');
    expect(correctWord('stic', [['static', 186]])).toBeUndefined();
  });

  it('takes a far commoner stem one edit away over a rare stem the word reaches through an ending', () => {
    // `canery` is caner (a name) + y exactly, but canary (canari) is on 46 times more pages.
    expect(
      correctWord('canery', [
        ['caner', 2],
        ['canari', 93],
      ]),
    ).toEqual({word: 'canari', edits: 1, pages: 93});
    // Not when the exact stem is common enough itself.
    expect(
      correctWord('canery', [
        ['caner', 10],
        ['canari', 93],
      ]),
    ).toEqual({word: 'caner', edits: 0, pages: 10});
  });
});
