import {describe, expect, it} from 'vitest';
import {comparePixels, screenshotPages} from '../screenshots.mjs';

describe('screenshot comparison', () => {
  it('counts a pixel as differing when any channel differs, and marks it red', () => {
    const before = Buffer.from([10, 20, 30, 255, 10, 20, 30, 255, 0, 0, 0, 0]);
    const after = Buffer.from([10, 20, 30, 255, 10, 21, 30, 255, 0, 0, 0, 1]);
    const {differing, marked} = comparePixels(before, after);
    expect(differing).toBe(2);
    expect([...marked.subarray(4, 8)]).toEqual([255, 0, 0, 255]);
    // An equal pixel stays visible, faded towards white.
    expect([...marked.subarray(0, 4)]).toEqual([191 + (10 >> 2), 191 + (20 >> 2), 191 + (30 >> 2), 255]);
  });

  it('finds no difference between identical images', () => {
    const image = Buffer.from(Array.from({length: 64}, (_, index) => index * 3));
    expect(comparePixels(image, Buffer.from(image)).differing).toBe(0);
  });

  it('covers at least 20 distinct pages', () => {
    expect(new Set(screenshotPages).size).toBe(screenshotPages.length);
    expect(screenshotPages.length).toBeGreaterThanOrEqual(20);
  });
});
