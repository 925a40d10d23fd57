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
  it('carries types and lengths only, each type list once', () => {
    const encoded = encodeTokens(lines);
    expect(encoded).toBe(
      'keyword,plain,operator,template-string string,punctuation|0.5,1.3,2.1,1.1,3.2;3.0;3.0,3.2,4.1',
    );
    expect(encoded).not.toContain('const');
  });

  it('rebuilds the same tokens from the code, empty lines included', () => {
    expect(decodeTokens(code, encodeTokens(lines))).toEqual(lines);
  });

  it('uses base 36 for long tokens and many type lists', () => {
    const long = 'x'.repeat(100);
    const many = Array.from({length: 40}, (_, index) => [{types: [`t${index}`], content: long}]);
    const encoded = encodeTokens(many);
    expect(encoded).toContain(`${(39).toString(36)}.${(100).toString(36)}`);
    expect(decodeTokens(many.map(() => long).join('\n'), encoded)).toEqual(many);
  });

  it('refuses code the tokens do not fit, so the block is highlighted in the browser instead', () => {
    const encoded = encodeTokens(lines);
    expect(decodeTokens('const a = `x\ny`;', encoded)).toBeUndefined();
    expect(decodeTokens('const ab = `x\n\ny`;', encoded)).toBeUndefined();
    expect(decodeTokens(code, 'no separator')).toBeUndefined();
    expect(decodeTokens(code, 'plain|9.1;0.0;0.0')).toBeUndefined();
  });

  it('gives code without a grammar the tokens prism-react-renderer gives it', () => {
    for (const text of ['one line', 'a\n\nb', '\nstarts empty', 'ends empty\n']) {
      expect(plainTokens(text)).toEqual(normalizeTokens([text]));
    }
  });
});
