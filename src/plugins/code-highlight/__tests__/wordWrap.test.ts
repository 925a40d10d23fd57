import {describe, expect, it} from 'vitest';
import {blockScrolls} from '../client/wordWrap';

const pre = (scrollWidth: number, clientWidth: number, codeStyled: boolean) => ({
  scrollWidth,
  clientWidth,
  querySelector: () => ({hasAttribute: (name: string) => name === 'style' && codeStyled}) as unknown as Element,
});

describe('blockScrolls', () => {
  it('is true when the block is wider than its box, or when it is wrapped (its code carries the wrap style)', () => {
    expect(blockScrolls(pre(800, 400, false))).toBe(true);
    expect(blockScrolls(pre(400, 400, true))).toBe(true);
    expect(blockScrolls(pre(400, 400, false))).toBe(false);
  });
});
