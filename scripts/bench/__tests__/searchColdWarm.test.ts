import {describe, expect, it} from 'vitest';
import {coldWarmQueries, differingQueries} from '../searchColdWarm.mjs';

describe('searchColdWarm', () => {
  it('ranks every query of the bench and the evaluation set once', () => {
    const queries = coldWarmQueries();
    expect(new Set(queries).size).toBe(queries.length);
    expect(queries).toContain('installation');
    expect(queries.length).toBeGreaterThan(300);
  });

  it('names a query whose list differs in either warm pass', () => {
    const queries = ['a', 'b', 'c'];
    const cold = ['1', '2', '3'];
    expect(differingQueries(queries, {cold, forward: ['1', '2', '3'], reverse: ['1', '2', '3']})).toEqual([]);
    expect(differingQueries(queries, {cold, forward: ['1', 'x', '3'], reverse: ['1', '2', 'y']})).toEqual(['b', 'c']);
  });
});
