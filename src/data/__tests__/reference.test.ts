import {describe, expect, it} from 'vitest';
import {getReferenceSource, referenceByVersion} from '../reference';

describe('reference data lookup', () => {
  it('has one data set per docs version, each naming its own version', () => {
    expect(Object.keys(referenceByVersion).sort()).toEqual(['3.5.2', '3.6.1', 'current']);
    for (const [name, data] of Object.entries(referenceByVersion)) expect(data.version).toBe(name);
  });

  it('reads 3.5.2 options from 3.5.2 packages and the others from 3.6.1', () => {
    expect(getReferenceSource('3.5.2', 'plugin-content-docs').packageVersion).toBe('3.5.2');
    expect(getReferenceSource('current', 'plugin-content-docs').packageVersion).toBe('3.6.1');
  });

  it('throws on an unknown version or source, so a typo in a page fails the build', () => {
    expect(() => getReferenceSource('9.9.9', 'config')).toThrow(/docs version "9.9.9"/);
    expect(() => getReferenceSource('current', 'plugin-nope')).toThrow(/plugin-nope/);
  });

  it('marks required options and keeps schema defaults', () => {
    const config = getReferenceSource('current', 'config').options;
    expect(config.find(({name}) => name === 'url')?.required).toBe(true);
    expect(config.find(({name}) => name === 'onBrokenLinks')?.default).toBe('"throw"');
  });
});
