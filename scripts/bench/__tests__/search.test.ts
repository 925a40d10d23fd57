import {describe, expect, it} from 'vitest';
import {percentile} from '../search.mjs';
import {searchBenchPairs} from '../searchQueries.mjs';

describe('search bench inputs', () => {
  it('has at least 30 distinct queries, each with an expected site path', () => {
    expect(searchBenchPairs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(searchBenchPairs.map((pair) => pair.query)).size).toBe(searchBenchPairs.length);
    for (const pair of searchBenchPairs) {
      expect(pair.expected).toMatch(/^\/.*\/$/);
    }
  });
});

describe('percentile', () => {
  it('uses the nearest-rank method', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.95)).toBe(10);
    expect(percentile([42], 0.95)).toBe(42);
    expect(percentile([], 0.5)).toBe(0);
  });
});
