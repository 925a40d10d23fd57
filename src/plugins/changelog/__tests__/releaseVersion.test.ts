import {describe, expect, it} from 'vitest';
import {channelOf, compareVersions} from '../releaseVersion.mjs';

describe('compareVersions', () => {
  it('orders prerelease channels alpha < beta < rc < stable', () => {
    const shuffled = ['3.0.0', '3.0.0-rc.0', '3.0.0-alpha.0', '3.0.0-beta.0'];
    expect([...shuffled].sort(compareVersions)).toEqual(['3.0.0-alpha.0', '3.0.0-beta.0', '3.0.0-rc.0', '3.0.0']);
  });

  it('compares numeric parts as numbers, not as text', () => {
    expect(compareVersions('2.0.0-alpha.9', '2.0.0-alpha.10')).toBeLessThan(0);
    expect(compareVersions('2.0.0-beta.22', '2.0.0-beta.3')).toBeGreaterThan(0);
    expect(compareVersions('3.10.0', '3.9.2')).toBeGreaterThan(0);
    expect(compareVersions('10.0.0', '9.99.99')).toBeGreaterThan(0);
  });

  it('puts any prerelease of a version after the previous stable version', () => {
    expect(compareVersions('2.4.3', '3.0.0-alpha.0')).toBeLessThan(0);
    expect(compareVersions('2.0.0-rc.1', '2.0.0')).toBeLessThan(0);
  });

  it('treats equal versions as equal', () => {
    expect(compareVersions('3.6.1', '3.6.1')).toBe(0);
  });

  it('refuses canary and malformed versions', () => {
    expect(() => compareVersions('2.0.0-beta.e09291062', '2.0.0')).toThrow(/not a release version/);
  });
});

describe('channelOf', () => {
  it('names the channel of a release version', () => {
    expect(['3.6.1', '2.0.0-alpha.19', '2.0.0-beta.22', '3.0.0-rc.1'].map(channelOf)).toEqual([
      'stable',
      'alpha',
      'beta',
      'rc',
    ]);
  });

  it('refuses a canary build', () => {
    expect(() => channelOf('2.0.0-beta.e09291062')).toThrow(/Not a release version/);
  });
});
