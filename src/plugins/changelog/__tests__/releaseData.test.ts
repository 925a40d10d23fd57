import {describe, expect, it} from 'vitest';
import {releaseData} from '@site/changelog/releases';
import {isReleaseVersion, validateReleases} from '@site/scripts/changelog/releaseFacts.mjs';
import {compareVersions} from '../releaseVersion.mjs';

const {releases} = releaseData;

// The registry data still feeds the requirement lines (Node.js, React) of the release pages.
describe('committed registry data (changelog/releases.ts)', () => {
  it('passes validation: version, ISO date and at least one package per entry', () => {
    expect(validateReleases(releases)).toEqual([]);
    for (const release of releases) {
      expect(release.version).toMatch(/^\d+\.\d+\.\d+(-(alpha|beta|rc)\.\d+)?$/);
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(release.packages.length).toBeGreaterThan(0);
    }
  });

  it('covers 2.0.0-alpha.19 to 3.6.1, newest first, with no canary build', () => {
    expect(releases[0]!.version).toBe('3.6.1');
    expect(releases.at(-1)!.version).toBe('2.0.0-alpha.19');
    expect(releases.every((release) => isReleaseVersion(release.version))).toBe(true);
    const versions = releases.map((release) => release.version);
    expect(versions).toEqual([...versions].sort(compareVersions).reverse());
  });

  it('lists the digit-only canary build it left out', () => {
    expect(releaseData.excludedVersions.map((excluded) => excluded.version)).toContain('2.0.0-beta.759298296');
    expect(releases.some((release) => release.version === '2.0.0-beta.759298296')).toBe(false);
  });

  it('never stores an e-mail as publisher', () => {
    for (const release of releases) {
      expect(release.publisher === null || !release.publisher.includes('@')).toBe(true);
    }
  });

  it('only uses registry dates it judged plausible', () => {
    for (const release of releases.filter((candidate) => candidate.dateSource === 'registry')) {
      expect(release.registryTimePlausible).toBe(true);
      expect(release.registryTime!.slice(0, 10)).toBe(release.date);
    }
  });

  it('has one fact record per release except the oldest', () => {
    expect(releases.filter((release) => release.facts === null).map((release) => release.version)).toEqual([
      '2.0.0-alpha.19',
    ]);
  });

  it('records the known major moves of the framework', () => {
    const bumpsOf = (version: string) =>
      releases.find((release) => release.version === version)!.facts!.majorBumps.map((bump) => bump.dependency);
    expect(bumpsOf('2.0.0-alpha.75')).toContain('webpack');
    expect(bumpsOf('3.0.0-alpha.0')).toEqual(expect.arrayContaining(['react', '@mdx-js/mdx']));
    expect(bumpsOf('3.6.0')).toContain('@rspack/core');
  });
});
