import {describe, expect, it} from 'vitest';
import {bundleDirectory, bundlesForFilters, docsInstancesFromContent, versionBundleTags} from '../bundles';

const instances = [
  {
    pluginId: 'default',
    versions: [
      {name: 'current', path: '/docs', isLast: true},
      {name: '3.6.1', path: '/docs/3.6.1', isLast: false},
      {name: '3.5.2', path: '/docs/3.5.2', isLast: false},
    ],
  },
  {pluginId: 'community', versions: [{name: 'current', path: '/community', isLast: true}]},
];
const versionBundles = versionBundleTags(instances);

describe('versionBundleTags', () => {
  it('gives each version of a versioned instance a bundle of its own, and none to single-version instances', () => {
    expect(versionBundles).toEqual(['docs-default-3.5.2', 'docs-default-3.6.1', 'docs-default-current']);
  });
});

describe('bundleDirectory', () => {
  it('puts the whole index at the root and each version bundle in a folder named after its tag', () => {
    expect(bundleDirectory(null)).toBe('');
    expect(bundleDirectory('docs-default-3.6.1')).toBe('docs-default-3.6.1/');
  });
});

describe('bundlesForFilters', () => {
  it('falls back to the versions a contextual search names', () => {
    const filters = [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.6.1', 'docusaurus_tag:docs-community-current'],
    ];
    expect(bundlesForFilters(filters, versionBundles)).toEqual(['docs-default-3.6.1']);
  });

  it('falls back to every version when the filters do not restrict the tag', () => {
    expect(bundlesForFilters(undefined, versionBundles)).toEqual(versionBundles);
    expect(bundlesForFilters(['language:en'], versionBundles)).toEqual(versionBundles);
  });

  it('does not read a negated tag as a request for that bundle', () => {
    expect(bundlesForFilters(['docusaurus_tag:-docs-default-3.5.2'], versionBundles)).toEqual(versionBundles);
  });

  it('accepts a single string facet', () => {
    expect(bundlesForFilters('docusaurus_tag:docs-default-current', versionBundles)).toEqual(['docs-default-current']);
  });
});

describe('docsInstancesFromContent', () => {
  it('reads name, path and the last version of every docs instance', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {versionName: 'current', path: '/docs', isLast: true, docs: []},
            {versionName: '3.6.1', path: '/docs/3.6.1', isLast: false},
          ],
        },
      },
      'docusaurus-plugin-content-blog': {default: {}},
    };
    expect(docsInstancesFromContent(allContent)).toEqual([
      {
        pluginId: 'default',
        versions: [
          {name: 'current', path: '/docs', isLast: true},
          {name: '3.6.1', path: '/docs/3.6.1', isLast: false},
        ],
      },
    ]);
  });

  it('fails loudly when the docs content no longer has the expected shape', () => {
    expect(() => docsInstancesFromContent({'docusaurus-plugin-content-docs': {default: {}}})).toThrow(/loadedVersions/);
  });
});
