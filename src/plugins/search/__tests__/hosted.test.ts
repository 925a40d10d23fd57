import {afterEach, describe, expect, it, vi} from 'vitest';
import {hostedSearchConfig} from '../hosted';

const credentials = {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'docusaurus'};

describe('hostedSearchConfig', () => {
  it('keeps the local index when no variable is set (or only blank ones)', () => {
    expect(hostedSearchConfig({})).toBeUndefined();
    expect(hostedSearchConfig({ALGOLIA_APP_ID: '  ', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''})).toBeUndefined();
  });

  it('switches to hosted DocSearch with contextual search, external URLs and the search page', () => {
    expect(hostedSearchConfig(credentials)).toEqual({
      appId: 'APPID',
      apiKey: 'search-only-key',
      indexName: 'docusaurus',
      contextualSearch: true,
      externalUrlRegex: 'v1\\.docusaurus\\.io|github\\.com',
      searchPagePath: 'search',
      searchParameters: {},
    });
  });

  it('fails loudly on a partial set, naming what is missing', () => {
    expect(() => hostedSearchConfig({ALGOLIA_APP_ID: 'APPID'})).toThrow(/missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/);
  });
});

describe('site configuration switch', {timeout: 60_000}, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function loadConfig() {
    vi.resetModules();
    const [{themeConfig}, {plugins}] = await Promise.all([
      import('../../../../config/theme'),
      import('../../../../config/plugins'),
    ]);
    const pluginNames = plugins.map((plugin) => {
      const module = Array.isArray(plugin) ? plugin[0] : plugin;
      return typeof module === 'function' ? module.name : JSON.stringify(plugin);
    });
    return {themeConfig: themeConfig as Record<string, unknown>, pluginNames, plugins};
  }

  /** The names of the PWA plugin's Workbox manifest transforms, in order. */
  function transformNames(plugins: unknown[]): string[] | undefined {
    const pwa = plugins.find((plugin) => Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-pwa') as [
      string,
      {injectManifestConfig: {manifestTransforms?: unknown[]}},
    ];
    return pwa[1].injectManifestConfig.manifestTransforms?.map((transform) => (transform as {name: string}).name);
  }

  it('by default: local search plugin, service worker precaching the index, no algolia theme config', async () => {
    for (const name of Object.keys(credentials)) {
      vi.stubEnv(name, '');
    }
    const {themeConfig, pluginNames, plugins} = await loadConfig();
    expect(themeConfig.algolia).toBeUndefined();
    expect(pluginNames).toContain('localSearchPlugin');
    // The site's own routes, passed as options (src/plugins/search/options.ts).
    const localSearch = plugins.find(
      (plugin) => Array.isArray(plugin) && typeof plugin[0] === 'function' && plugin[0].name === 'localSearchPlugin',
    ) as [unknown, Record<string, unknown>];
    expect(localSearch[1]).toMatchObject({
      excludedRoutePrefixes: ['/tests/', '/__docusaurus/'],
      excludedRoutes: ['/blog/archive/', '/changelog/archive/'],
      sections: [
        {routePrefix: '/docs/', title: 'Docs'},
        {routePrefix: '/community/', title: 'Community'},
        {routePrefix: '/blog/', title: 'Blog'},
        {routePrefix: '/changelog/', title: 'Changelog'},
      ],
    });
    // The search index first, then the offline budget (src/plugins/offline), which needs its files.
    expect(transformNames(plugins)).toEqual(['precachePagefindIndex', 'offlinePrecache']);
  });

  it('with the three variables: algolia theme config, and no local plugin', async () => {
    for (const [name, value] of Object.entries(credentials)) {
      vi.stubEnv(name, value);
    }
    const {themeConfig, pluginNames, plugins} = await loadConfig();
    expect(themeConfig.algolia).toMatchObject({appId: 'APPID', indexName: 'docusaurus', contextualSearch: true});
    expect(pluginNames).not.toContain('localSearchPlugin');
    expect(transformNames(plugins)).toEqual(['offlinePrecache']);
  });
});
