import {describe, expect, it} from 'vitest';
import {parsePlannerQuery, plannerSearch} from '../query';

const releases = ['2.0.0', '3.4.0', '3.5.2', '3.6.1', '3.7.0'];

describe('parsePlannerQuery', () => {
  it('reads a valid pair', () => {
    expect(parsePlannerQuery('?from=3.4.0&to=3.6.1', releases)).toEqual({kind: 'pair', from: '3.4.0', to: '3.6.1'});
  });
  it('round-trips the shareable address', () => {
    expect(plannerSearch('3.4.0', '3.6.1')).toBe('?from=3.4.0&to=3.6.1');
    expect(parsePlannerQuery(plannerSearch('2.0.0', '3.7.0'), releases)).toEqual({
      kind: 'pair',
      from: '2.0.0',
      to: '3.7.0',
    });
  });
  it('asks nothing of an address without from and to', () => {
    expect(parsePlannerQuery('', releases)).toEqual({kind: 'none'});
    expect(parsePlannerQuery('?utm_source=x', releases)).toEqual({kind: 'none'});
  });
  it('names an unknown release and keeps the known end', () => {
    const query = parsePlannerQuery('?from=1.9.0&to=3.6.1', releases);
    expect(query).toMatchObject({kind: 'error', to: '3.6.1'});
    expect(query.kind === 'error' && query.message).toContain('“1.9.0” is not a release');
    expect(query.kind === 'error' && query.message).toContain('2.0.0 to 3.7.0');
  });
  it('refuses a from after to, and the same release twice', () => {
    expect(parsePlannerQuery('?from=3.6.1&to=3.4.0', releases)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('3.6.1 is newer than 3.4.0'),
    });
    expect(parsePlannerQuery('?from=3.6.1&to=3.6.1', releases)).toMatchObject({kind: 'error'});
  });
  it('explains a garbled query instead of failing', () => {
    for (const search of ['?from=%E0%A4%A&to=3.6.1', '?from=3.4.0&to=%', '?from=<script>&to=3.6.1']) {
      expect(parsePlannerQuery(search, releases)).toMatchObject({kind: 'error', message: expect.any(String)});
    }
    expect(parsePlannerQuery('?from=%E0%A4%A&to=3.6.1', releases)).toMatchObject({
      message: expect.stringContaining('garbled'),
    });
  });
  it('refuses a missing end and repeated parameters', () => {
    expect(parsePlannerQuery('?from=3.4.0', releases)).toMatchObject({kind: 'error', from: '3.4.0'});
    expect(parsePlannerQuery('?from=3.4.0&from=3.5.2&to=3.6.1', releases)).toMatchObject({kind: 'error'});
  });
  it('shortens a very long unknown value in the message', () => {
    const query = parsePlannerQuery(`?from=${'9'.repeat(500)}&to=3.6.1`, releases);
    expect(query.kind === 'error' && query.message.length).toBeLessThan(160);
  });
});
