// Unit tests of attributionSourceMaps.mjs: VLQ mappings, pieces per source, original positions.
import {describe, expect, it} from 'vitest';
import {decodeMappings, decodeVlq, originalPosition, piecesBySource} from '../attributionSourceMaps.mjs';

describe('decodeVlq', () => {
  it('reads signed base64 VLQ values', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CDEF')).toEqual([1, -1, 2, -2]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('hB')).toEqual([-16]);
  });

  it('rejects text that is not VLQ', () => {
    expect(() => decodeVlq('A*')).toThrow(/Invalid base64 VLQ/);
    expect(() => decodeVlq('g')).toThrow(/Truncated/);
  });
});

describe('decodeMappings', () => {
  it('turns deltas into absolute positions carried across lines, and sorts each line', () => {
    // Line 0: col 0 → source 0 line 0 col 0; col 4 → source 1 line 0 col 0 with name 0.
    // Line 1: col 2 (unmapped); col 0 → source 1 line 1 col 1 (given after, sorted first).
    expect(decodeMappings('AAAA,ICAAA;E,FACC')).toEqual([
      [
        [0, 0, 0, 0],
        [4, 1, 0, 0, 0],
      ],
      [[0, 1, 1, 1], [2]],
    ]);
  });
});

const twoSources = {sources: ['webpack://site/./src/a.ts', 'webpack://site/./node_modules/b/index.js'], names: ['fn']};

describe('piecesBySource', () => {
  it('gives each mapped span to its source and the rest to unmapped, newlines included', () => {
    const pieces = piecesBySource('abc;def\nxyz', {...twoSources, mappings: 'AAAA,ICAA;A'});
    expect(Object.fromEntries(pieces)).toEqual({
      'src/a.ts': ['abc;'],
      'node_modules/b/index.js': ['def\n'],
      '': ['xyz'],
    });
  });

  it('gives text before a line’s first mapping to unmapped', () => {
    const pieces = piecesBySource('xxabc', {...twoSources, mappings: 'EAAA'});
    expect(Object.fromEntries(pieces)).toEqual({'': ['xx'], 'src/a.ts': ['abc']});
  });
});

describe('originalPosition', () => {
  const decoded = decodeMappings('AAAA,ICAAA;A');
  it('finds the last mapping at or before a column, with its name', () => {
    expect(originalPosition(decoded, twoSources, 0, 2)).toEqual({source: 'src/a.ts', line: 0, column: 0, name: null});
    expect(originalPosition(decoded, twoSources, 0, 9)).toEqual({
      source: 'node_modules/b/index.js',
      line: 0,
      column: 0,
      name: 'fn',
    });
  });

  it('returns null for unmapped positions', () => {
    expect(originalPosition(decoded, twoSources, 1, 0)).toBeNull();
    expect(originalPosition(decoded, twoSources, 5, 0)).toBeNull();
  });
});
