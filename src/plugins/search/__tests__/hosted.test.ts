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
    const pluginNames = plugins.map((plugin) => (typeof plugin === 'function' ? plugin.name : JSON.stringify(plugin)));
    return {themeConfig: themeConfig as Record<string, unknown>, pluginNames, plugins};
  }

  it('by default: local search plugin, service worker precaching the index, no algolia theme config', async () => {
    for (const name of Object.keys(credentials)) {
      vi.stubEnv(name, '');
    }
    const {themeConfig, pluginNames, plugins} = await loadConfig();
    expect(themeConfig.algolia).toBeUndefined();
    expect(pluginNames).toContain('localSearchPlugin');
    const pwa = plugins.find((plugin) => Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-pwa') as [
      string,
      {injectManifestConfig: {manifestTransforms?: unknown[]}},
    ];
    // The search index first, then the offline budget (src/plugins/offline), which needs its files.
    expect(
      pwa[1].injectManifestConfig.manifestTransforms?.map((transform) => (transform as {name: string}).name),
    ).toEqual(['precachePagefindIndex', 'offlinePrecache']);
  });

  it('with the three variables: algolia theme config, and no local plugin', async () => {
    for (const [name, value] of Object.entries(credentials)) {
      vi.stubEnv(name, value);
    }
    const {themeConfig, pluginNames} = await loadConfig();
    expect(themeConfig.algolia).toMatchObject({appId: 'APPID', indexName: 'docusaurus', contextualSearch: true});
    expect(pluginNames).not.toContain('localSearchPlugin');
  });
});
