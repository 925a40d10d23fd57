import {normalizeTokens} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {decodeTokens, encodeTokens, plainTokens, type CodeToken} from '../tokens';

const lines: CodeToken[][] = [
  [
    {types: ['keyword'], content: 'const'},
    {types: ['plain'], content: ' a '},
    {types: ['operator'], content: '='},
    {types: ['plain'], content: ' '},
    {types: ['template-string', 'string'], content: '`x'},
  ],
  [{types: ['template-string', 'string'], content: '\n', empty: true}],
  [
    {types: ['template-string', 'string'], content: ''},
    {types: ['template-string', 'string'], content: 'y`'},
    {types: ['punctuation'], content: ';'},
  ],
];
const code = 'const a = `x\n\ny`;';

describe('token encoding', () => {
  it('carries types and lengths only, each type list once, no length for the last token of a line', () => {
    const encoded = encodeTokens(lines);
    expect(encoded).toBe('keyword,plain,operator,template-string string,punctuation|a5b3c1b1d;d;dd2e');
    expect(encoded).not.toContain('const');
  });

  it('rebuilds the same tokens from the code, empty lines included', () => {
    expect(decodeTokens(code, encodeTokens(lines)!)).toEqual(lines);
  });

  it('names up to 52 type lists with letters, and leaves a block with more to the browser', () => {
    const line = (count: number) =>
      Array.from({length: count}, (_, index) => ({types: [`t${index}`], content: `${index},`}));
    const text = (count: number) =>
      line(count)
        .map((token) => token.content)
        .join('');
    const most = encodeTokens([line(52)])!;
    expect(most).toContain('|a2b2');
    expect(most).toMatch(/Y3Z$/);
    expect(decodeTokens(text(52), most)).toEqual([line(52)]);
    expect(encodeTokens([line(53)])).toBeUndefined();
  });

  it('reads lengths of several digits', () => {
    const long = [
      [
        {types: ['string'], content: 'x'.repeat(123)},
        {types: ['plain'], content: ';'},
      ],
    ];
    expect(encodeTokens(long)).toBe('string,plain|a123b');
    expect(decodeTokens(`${'x'.repeat(123)};`, 'string,plain|a123b')).toEqual(long);
  });

  it('refuses code the tokens do not fit, so the block is highlighted in the browser instead', () => {
    const encoded = encodeTokens(lines)!;
    expect(decodeTokens('const a = `x\ny`;', encoded)).toBeUndefined();
    // Lines shorter than their tokens (the last token takes whatever is left, so a longer line goes unnoticed).
    expect(decodeTokens('const a`x\n\ny`;', encoded)).toBeUndefined();
    expect(decodeTokens('const a = `x\n\n`', encoded)).toBeUndefined();
    expect(decodeTokens(code, 'no separator')).toBeUndefined();
    expect(decodeTokens(code, 'plain|z1;a;a')).toBeUndefined();
    expect(decodeTokens(code, 'plain|a99a;a;a')).toBeUndefined();
  });

  it('gives code without a grammar the tokens prism-react-renderer gives it', () => {
    for (const text of ['one line', 'a\n\nb', '\nstarts empty', 'ends empty\n']) {
      expect(plainTokens(text)).toEqual(normalizeTokens([text]));
    }
  });
});
