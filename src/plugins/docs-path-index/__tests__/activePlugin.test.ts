// What `@docusaurus/router` resolves to in the site's bundles, and the docs plugin's own client function.
import {matchPath} from '@docusaurus/core/lib/client/exports/router.js';
import {getActivePlugin as pluginGetActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {describe, expect, it, vi} from 'vitest';
import {longestMatch} from '../client/activePlugin';
import {getActivePlugin} from '../client/docsClientUtils';

// The site's bundles resolve this alias to core's router exports; so does this test.
vi.mock('@docusaurus/router', () => import('@docusaurus/core/lib/client/exports/router.js'));

const instance = (path: string) => ({path, versions: [], breadcrumbs: true}) as unknown as GlobalPluginData;

describe('getActivePlugin', () => {
  const layouts: Record<string, GlobalPluginData>[] = [
    {default: instance('/docs')},
    {default: instance('/docs'), community: instance('/community')},
    // Nested paths, in either order, the root among them, a trailing slash, and twins.
    {root: instance('/'), default: instance('/docs'), api: instance('/docs/api'), deep: instance('/docs/api/v2')},
    {deep: instance('/docs/api/v2'), api: instance('/docs/api'), default: instance('/docs'), root: instance('/')},
    {a: instance('/docs/'), b: instance('/docs'), c: instance('/docs-extra'), d: instance('/Docs')},
    {first: instance('/guide'), second: instance('/guide'), other: instance('/guide-v2')},
  ];
  const pathnames = [
    '/',
    '/docs',
    '/docs/',
    '/docs/installation/',
    '/docs/api/',
    '/docs/api/v2/x',
    '/docs/apix',
    '/community/support/',
    '/docs-extra/a',
    '/DOCS/intro',
    '/guide/x',
    '/guide-v2/x',
    '/blog/',
  ];

  it("picks the instance the plugin's own function picks, for every layout and pathname", () => {
    for (const layout of layouts) {
      for (const pathname of pathnames) {
        expect(getActivePlugin(layout, pathname), `${Object.keys(layout).join()} ${pathname}`).toEqual(
          pluginGetActivePlugin(layout, pathname),
        );
      }
    }
  });

  it('never builds the ICU collator (String.prototype.localeCompare) to pick an instance', () => {
    const spy = vi.spyOn(String.prototype, 'localeCompare');
    try {
      for (const layout of layouts) {
        for (const pathname of pathnames) {
          getActivePlugin(layout, pathname);
        }
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("outside every instance, gives nothing, or the plugin's own error when asked to fail", () => {
    const layout = layouts[1]!;
    expect(getActivePlugin(layout, '/blog/')).toBeUndefined();
    expect(() => getActivePlugin(layout, '/blog/', {failfast: true})).toThrow(
      /Can't find active docs plugin for "\/blog\/" pathname/,
    );
  });
});

describe('longestMatch', () => {
  it('takes the longest matching path, and the first of equal ones', () => {
    const entries: [string, {path: string}][] = [
      ['a', {path: '/x'}],
      ['b', {path: '/x/y'}],
      ['c', {path: '/x/y'}],
      ['d', {path: '/z'}],
    ];
    expect(longestMatch(entries, (path) => path !== '/z')?.[0]).toBe('b');
    expect(longestMatch(entries, (path) => path === '/z')?.[0]).toBe('d');
    expect(longestMatch(entries, () => false)).toBeUndefined();
    // Only what matches counts, however long.
    expect(longestMatch(entries, (path) => Boolean(matchPath('/x/q', {path, exact: false, strict: false})))?.[0]).toBe(
      'a',
    );
  });
});
