import {describe, expect, it} from 'vitest';
import {keystrokePhases, percentile, searchWork} from '../searchMeasure.mjs';
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

describe('keystrokePhases', () => {
  const file = (kind: string, startTime: number, responseEnd: number) => ({kind, startTime, responseEnd});

  it('splits a query into lead, first round, ranking, fragments and render', () => {
    const files = [
      file('vocabulary', 102, 112),
      file('chunks', 103, 118),
      file('fragments', 125, 131),
      file('fragments', 126, 140),
      // Before the input event, and after the render (a route prefetch): not this query's.
      file('chunks', 50, 60),
      file('fragments', 150, 160),
    ];
    expect(keystrokePhases(files, 100, 152)).toEqual({lead: 2, firstRound: 16, ranking: 7, fragments: 15, render: 12});
  });

  it('puts a query that fetched nothing in render, and one without fragments in its first round', () => {
    expect(keystrokePhases([], 10, 30)).toEqual({lead: 0, firstRound: 0, ranking: 0, fragments: 0, render: 20});
    expect(keystrokePhases([file('chunks', 12, 20)], 10, 30)).toEqual({
      lead: 2,
      firstRound: 8,
      ranking: 0,
      fragments: 0,
      render: 10,
    });
  });

  it('adds up to the whole time', () => {
    const files = [file('chunks', 5, 9), file('fragments', 11, 14), file('vocabulary', 12, 13)];
    const phases = keystrokePhases(files, 0, 20);
    expect(Object.values(phases).reduce((sum, ms) => sum + ms, 0)).toBe(20);
  });
});

describe('searchWork', () => {
  it('adds up the searches and results of the ranked queries, and their means per query', () => {
    const rows = [
      {work: {searches: 3, results: 120}},
      {work: {searches: 0, results: 0}},
      {work: {searches: 2, results: 5}},
    ];
    expect(searchWork(rows)).toEqual({
      queries: 3,
      searches: 5,
      results: 125,
      searchesPerQuery: 1.67,
      resultsPerQuery: 41.67,
    });
  });

  it("counts a row without counts (another checkout's entry) as no work, and no rows as zero", () => {
    expect(searchWork([{}]).searches).toBe(0);
    expect(searchWork([])).toEqual({queries: 0, searches: 0, results: 0, searchesPerQuery: 0, resultsPerQuery: 0});
  });
});
