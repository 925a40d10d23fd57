import {describe, expect, it} from 'vitest';
import {diffSources, futureFlagsAt, planUpgrade, resolveLine} from '../core';
import {buildPlannerData} from '../data';
import type {PlannerData} from '../types';

const historyReleases = ['2.0.1', '2.4.3', '3.0.1', '3.4.0', '3.5.2', '3.6.1', '3.6.3', '3.7.0'];

/** A small history: one option of each kind of difference. */
const fixture: PlannerData = {
  releases: [
    '2.0.0',
    '2.0.1',
    '2.4.3',
    '3.0.0',
    '3.0.1',
    '3.4.0',
    '3.5.0',
    '3.5.2',
    '3.6.0',
    '3.6.1',
    '3.6.2',
    '3.6.3',
    '3.7.0',
  ],
  historyReleases,
  sources: {
    config: {
      package: '@docusaurus/core',
      options: {
        title: {added: '2.0.1'},
        future: {added: '3.4.0'},
        'future.experimental_router': {added: '3.4.0'},
        'future.experimental_faster': {added: '3.6.1'},
        'future.experimental_faster.swcJsLoader': {added: '3.6.1'},
      },
    },
    'plugin-content-docs': {
      package: '@docusaurus/plugin-content-docs',
      options: {
        docLayoutComponent: {added: '2.0.1', removed: '3.0.1'},
        docRootComponent: {added: '3.0.1'},
        homePageId: {added: '2.0.1', removed: '2.4.3'},
        onInlineTags: {added: '3.4.0'},
        gone: {added: '3.0.1', removed: '3.5.2'},
        brief: {added: '3.4.0', removed: '3.5.2'},
        sidebarPath: {added: '2.0.1', changes: [{release: '3.5.2', default: ['"a"', '"b"']}]},
      },
    },
    unchanged: {package: '@docusaurus/plugin-sitemap', options: {changefreq: {added: '2.0.1'}}},
  },
  renames: [
    {source: 'plugin-content-docs', from: 'docLayoutComponent', to: 'docRootComponent', release: '3.0.1', pr: 7966},
  ],
  breaking: {
    '3.0.0': [{release: '3.0.0', pr: 9348, title: 'chore: update node engine version 18'}],
    '3.6.0': [{release: '3.6.0', pr: 1, title: 'made up for the test'}],
  },
  requirements: {'3.4.0': {node: '>=18.0', react: '^18.0.0'}, '3.6.1': {node: '>=18.0', react: '^18.0.0'}},
};

describe('resolveLine', () => {
  it('keeps a release the history read', () => {
    expect(resolveLine('3.6.3', historyReleases)).toBe('3.6.3');
    expect(resolveLine('3.4.0', historyReleases)).toBe('3.4.0');
  });
  it('takes the newest release read at or before it in its minor line', () => {
    expect(resolveLine('3.6.2', historyReleases)).toBe('3.6.1');
  });
  it('takes the oldest release read of the line when all are later', () => {
    expect(resolveLine('3.6.0', historyReleases)).toBe('3.6.1');
    expect(resolveLine('2.0.0', historyReleases)).toBe('2.0.1');
    expect(resolveLine('3.5.0', historyReleases)).toBe('3.5.2');
  });
  it('gives null for a line the history did not read', () => {
    expect(resolveLine('3.8.0', historyReleases)).toBeNull();
  });
});

describe('diffSources', () => {
  it('lists added, removed and changed options, and leaves unchanged schemas out', () => {
    const plans = diffSources(fixture, '3.4.0', '3.6.1');
    expect(plans.map((plan) => plan.source)).toEqual(['config', 'plugin-content-docs']);
    const docs = plans[1]!;
    expect(docs.removed).toEqual(['gone', 'brief']);
    expect(docs.changed).toEqual([{option: 'sidebarPath', changes: [{release: '3.5.2', default: ['"a"', '"b"']}]}]);
    expect(plans[0]!.added).toEqual(['future.experimental_faster', 'future.experimental_faster.swcJsLoader']);
  });
  it('lists an option added and removed inside the range nowhere', () => {
    const docs = diffSources(fixture, '3.0.1', '3.6.1').find((plan) => plan.source === 'plugin-content-docs')!;
    expect(docs.added).toEqual(['onInlineTags']);
    expect(docs.removed).toEqual(['gone']);
  });
  it('shows a recorded rename as one rename, not a removal and an addition', () => {
    const docs = diffSources(fixture, '2.4.3', '3.4.0').find((plan) => plan.source === 'plugin-content-docs')!;
    expect(docs.renamed).toEqual([{from: 'docLayoutComponent', to: 'docRootComponent', pr: 7966}]);
    expect(docs.added).toEqual(['onInlineTags', 'gone', 'brief']);
    expect(docs.removed).toEqual([]);
  });
  it('rejects a release the history did not read', () => {
    expect(() => diffSources(fixture, '3.4.1', '3.6.1')).toThrow('3.4.1');
  });
});

describe('futureFlagsAt', () => {
  it('lists the top-level future flags of the target line only', () => {
    expect(futureFlagsAt(fixture, '3.4.0')).toEqual(['experimental_router']);
    expect(futureFlagsAt(fixture, '3.6.1')).toEqual(['experimental_router', 'experimental_faster']);
    expect(futureFlagsAt(fixture, '3.0.1')).toEqual([]);
  });
});

describe('planUpgrade', () => {
  it('takes the breaking changes after from, up to and including to', () => {
    expect(planUpgrade(fixture, '2.4.3', '3.0.0').breaking.map((change) => change.pr)).toEqual([9348]);
    expect(planUpgrade(fixture, '3.0.0', '3.6.1').breaking.map((change) => change.pr)).toEqual([1]);
  });
  it('gives the requirements of each end, null where the registry lacks the release', () => {
    const plan = planUpgrade(fixture, '3.4.0', '3.7.0');
    expect(plan.requirements).toEqual({from: {node: '>=18.0', react: '^18.0.0'}, to: null});
  });
  it('compares no options inside one minor line', () => {
    const plan = planUpgrade(fixture, '3.6.0', '3.6.2');
    expect([plan.fromLine, plan.toLine, plan.sources]).toEqual(['3.6.1', '3.6.1', []]);
  });
  it('throws on an unknown release or a downgrade', () => {
    expect(() => planUpgrade(fixture, '3.6.1', '3.4.0')).toThrow('3.6.1 -> 3.4.0');
    expect(() => planUpgrade(fixture, '1.0.0', '3.4.0')).toThrow('1.0.0');
  });
});

describe('the committed data', () => {
  const data = buildPlannerData();
  it('plans 3.4.0 -> 3.6.1 from the real history and registry data', () => {
    const plan = planUpgrade(data, '3.4.0', '3.6.1');
    const blog = plan.sources.find((source) => source.source === 'plugin-content-blog')!;
    // onInlineAuthors arrived with the 3.5 line (plugin-content-blog/lib/options.js of 3.5.2).
    expect(blog.added).toContain('onInlineAuthors');
    expect(plan.requirements.to).toEqual({node: '>=18.0', react: '^18.0.0'});
    expect(plan.futureFlags).toEqual(['experimental_faster', 'experimental_router', 'experimental_storage']);
    // The changelog has no "Breaking Change" section from 3.4.1 to 3.6.1.
    expect(plan.breaking).toEqual([]);
  });
  it('plans 2.4.3 -> 3.0.0 with the breaking changes of 3.0.0 and the docs rename', () => {
    const plan = planUpgrade(data, '2.4.3', '3.0.0');
    expect(plan.breaking).toContainEqual(
      expect.objectContaining({
        pr: 9348,
        docs: expect.objectContaining({path: '/docs/migration/v3/#step-1-nodejs-18'}),
      }),
    );
    expect(plan.requirements).toEqual({
      from: {node: '>=16.14', react: '^16.8.4 || ^17.0.0'},
      to: {node: '>=18.0', react: '^18.0.0'},
    });
    const docs = plan.sources.find((source) => source.source === 'plugin-content-docs')!;
    expect(docs.renamed).toEqual([{from: 'docLayoutComponent', to: 'docRootComponent', pr: 7966}]);
  });
  it('offers every stable release from 2.0.0 to Canary’s', () => {
    expect(data.releases[0]).toBe('2.0.0');
    expect(data.releases.at(-1)).toBe('3.7.0');
    expect(data.releases).toContain('3.6.2');
    expect(data.releases.some((release) => release.includes('-'))).toBe(false);
  });
});
