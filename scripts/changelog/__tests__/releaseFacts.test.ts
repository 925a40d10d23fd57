import {describe, expect, it} from 'vitest';
import {computeFacts, highestMajor, isReleaseVersion, resolveReleaseDate, validateReleases} from '../releaseFacts.mjs';
import {fixtureReleases} from './__fixtures__/releases';

describe('isReleaseVersion', () => {
  it('accepts stable, alpha, beta and rc versions', () => {
    for (const version of ['3.6.1', '2.0.0-alpha.19', '2.0.0-beta.22', '3.0.0-rc.1']) {
      expect(isReleaseVersion(version)).toBe(true);
    }
  });

  it('rejects hash-suffixed canary builds, including all-digit hashes', () => {
    for (const version of ['2.0.0-beta.e09291062', '2.0.0-beta.759298296', '0.0.0-5850', '3.10.1-canary-6803']) {
      expect(isReleaseVersion(version)).toBe(false);
    }
  });
});

describe('highestMajor', () => {
  it('reads the highest major a range lets in', () => {
    expect(highestMajor('^16.8.4 || ^17.0.0')).toBe(17);
    expect(highestMajor('^18.0.0')).toBe(18);
    expect(highestMajor('>= 8.9.0')).toBe(8);
    expect(highestMajor('5.x')).toBe(5);
  });

  it('ignores exclusive upper bounds and undeclared ranges', () => {
    expect(highestMajor('>=16 <19')).toBe(16);
    expect(highestMajor(null)).toBeNull();
  });
});

describe('computeFacts on a small fixture', () => {
  const [newer, older] = [fixtureReleases[0]!, fixtureReleases[1]!];

  it('lists packages added and removed since the previous release', () => {
    const facts = computeFacts(older, newer);
    expect(facts.packagesAdded).toEqual(['@docusaurus/faster', '@docusaurus/tsconfig']);
    expect(facts.packagesRemoved).toEqual(['@docusaurus/migrate']);
  });

  it('reports an engines.node change', () => {
    expect(computeFacts(older, newer).nodeEngineChange).toEqual({from: '>=16.14', to: '>=18.0'});
  });

  it('reports major bumps of key dependencies and first declarations, not minor ones', () => {
    expect(computeFacts(older, newer).majorBumps).toEqual([
      {dependency: 'react', from: '^16.8.4 || ^17.0.0', to: '^18.0.0'},
      {dependency: '@mdx-js/mdx', from: '^1.6.22', to: '^3.0.0'},
      {dependency: '@rspack/core', from: null, to: '^1.0.14'},
    ]);
  });

  it('reports nothing when two releases declare the same things', () => {
    expect(computeFacts(newer, newer)).toEqual({
      packagesAdded: [],
      packagesRemoved: [],
      nodeEngineChange: null,
      majorBumps: [],
    });
  });

  it('does not report an engine change when one side declares none', () => {
    expect(computeFacts(older, {...newer, nodeEngine: null}).nodeEngineChange).toBeNull();
  });
});

describe('validateReleases', () => {
  it('accepts the fixture', () => {
    expect(validateReleases(fixtureReleases)).toEqual([]);
  });

  it('flags a missing version, a non-ISO date and an empty package list', () => {
    const problems = validateReleases([
      {...fixtureReleases[0]!, version: ''},
      {...fixtureReleases[1]!, date: '2023-13-40'},
      {...fixtureReleases[1]!, version: '2.0.0', packages: []},
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/not an alpha, beta, rc or stable version/);
    expect(problems[1]).toMatch(/not an ISO day/);
    expect(problems[2]).toMatch(/lists no package/);
  });

  it('flags e-mail publishers, duplicates and releases out of order', () => {
    const problems = validateReleases([
      fixtureReleases[1]!,
      {...fixtureReleases[0]!, publisher: 'someone@example.com'},
      fixtureReleases[0]!,
    ]);
    expect(problems.some((problem) => problem.includes('not an e-mail'))).toBe(true);
    expect(problems.some((problem) => problem.includes('duplicate version'))).toBe(true);
    expect(problems.some((problem) => problem.includes('newest first'))).toBe(true);
  });
});

describe('resolveReleaseDate', () => {
  const cutoff = '2024-11-30T23:59:59Z';
  const reference = {
    dates: {'3.6.1': '2024-11-08'},
    releasePrDates: {'3.0.0-rc.1': '2023-10-26'},
    upperBounds: {'3.0.0-beta.0': '2023-10-20'},
  };

  it('rejects registry times after the cut-off, as re-published versions report', () => {
    const resolved = resolveReleaseDate({
      version: '3.6.1',
      registryTime: '2025-10-01T22:06:35Z',
      previousPlausibleTime: null,
      cutoff,
      reference,
    });
    expect(resolved).toEqual({date: '2024-11-08', dateSource: 'changelog', plausible: false});
  });

  it('rejects a registry time earlier than the previous version’s', () => {
    const resolved = resolveReleaseDate({
      version: '3.0.0-beta.0',
      registryTime: '2023-01-01T00:00:00Z',
      previousPlausibleTime: '2023-06-15T10:00:00Z',
      cutoff,
      reference,
    });
    expect(resolved).toEqual({date: '2023-10-20', dateSource: 'upper-bound', plausible: false});
  });

  it('keeps a plausible registry time when no reference day exists', () => {
    const resolved = resolveReleaseDate({
      version: '2.0.0-beta.5',
      registryTime: '2021-08-26T14:00:00Z',
      previousPlausibleTime: '2021-07-28T09:00:00Z',
      cutoff,
      reference,
    });
    expect(resolved).toEqual({date: '2021-08-26', dateSource: 'registry', plausible: true});
  });

  it('prefers the release pull request day over a plausible registry time', () => {
    const resolved = resolveReleaseDate({
      version: '3.0.0-rc.1',
      registryTime: '2023-10-27T08:00:00Z',
      previousPlausibleTime: null,
      cutoff,
      reference,
    });
    expect(resolved).toEqual({date: '2023-10-26', dateSource: 'release-pr', plausible: true});
  });

  it('fails when nothing gives a day', () => {
    expect(() =>
      resolveReleaseDate({version: '9.9.9', registryTime: null, previousPlausibleTime: null, cutoff, reference}),
    ).toThrow(/no plausible registry time/);
  });
});
