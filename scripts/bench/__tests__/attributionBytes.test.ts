// Unit tests of attributionBytes.mjs: raw bytes by category and the gzip share estimate.
import {describe, expect, it} from 'vitest';
import {apportion, attributeScript, gzipSize, sumCategories} from '../attributionBytes.mjs';

const twoSources = {sources: ['webpack://site/./src/a.ts', 'webpack://site/./node_modules/b/index.js'], names: ['fn']};

describe('apportion', () => {
  it('splits in proportion and always adds up to the total', () => {
    expect(apportion(10, {a: 1, b: 1})).toEqual({a: 5, b: 5});
    expect(apportion(10, {a: 1, b: 2})).toEqual({a: 3, b: 7});
    const parts = apportion(1001, {a: 3, b: 3, c: 3});
    expect(parts.a + parts.b + parts.c).toBe(1001);
    expect(apportion(7, {a: 0, b: 0})).toEqual({a: 0, b: 0});
  });
});

describe('attributeScript', () => {
  const code = `${'ours();'.repeat(200)}${'react();'.repeat(20)}\n/*glue*/`;
  const map = {...twoSources, mappings: 'AAAA,w3CCAA;A'};

  it('shares out the raw bytes exactly and the gzip size of the whole file', () => {
    const {raw, gzip, modules} = attributeScript(code, map);
    expect(raw.ours).toBe(1400);
    expect(raw['third party']).toBe(161);
    expect(raw.unmapped).toBe(8);
    expect(Object.values(raw).reduce((a, b) => a + b, 0)).toBe(code.length);
    expect(Object.values(gzip).reduce((a, b) => a + b, 0)).toBe(gzipSize(code));
    expect(gzip.ours).toBeGreaterThan(0);
    expect(gzip.framework).toBe(0);
    expect(modules.get('b')).toEqual({category: 'third party', raw: 161, gzip: gzipSize(`${'react();'.repeat(20)}\n`)});
  });

  it('adds the records of several scripts', () => {
    const one = attributeScript(code, map).raw;
    expect(sumCategories([one, one]).ours).toBe(2800);
  });
});
