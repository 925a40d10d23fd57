import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import prefetchWeightPlugin, {showcaseCardImages, showcaseCardsChunkName} from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

function configure(isServer: boolean) {
  const plugin = prefetchWeightPlugin();
  const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
  return configureWebpack.call(plugin, {}, isServer, {} as Parameters<ConfigureWebpack>[2], {} as LoadContext);
}

describe('prefetchWeightPlugin', () => {
  it('gives the showcase cards a chunk of their own in the client bundle, async chunks only, whatever their size', () => {
    const config = configure(false) as {optimization: {splitChunks: {cacheGroups: Record<string, {priority: number}>}}};
    const group = config.optimization.splitChunks.cacheGroups[showcaseCardsChunkName];
    expect(group).toMatchObject({name: showcaseCardsChunkName, chunks: 'async', enforce: true});
    // Above the framework's `common` group (priority 40), which would otherwise claim shared modules.
    expect(group.priority).toBeGreaterThan(40);
  });

  it('leaves the server bundle alone', () => {
    expect(configure(true)).toEqual({});
  });
});

describe('showcaseCardImages', () => {
  it('matches the showcase cards, on any platform', () => {
    expect(showcaseCardImages.test('/site/static/img/showcase/airbyte.png')).toBe(true);
    expect(showcaseCardImages.test('C:\\site\\static\\img\\showcase\\airbyte.png')).toBe(true);
  });

  it('leaves other images and the showcase code alone', () => {
    expect(showcaseCardImages.test('/site/static/img/logo.png')).toBe(false);
    expect(showcaseCardImages.test('/site/static/img/showcase/nested/x.png')).toBe(false);
    expect(showcaseCardImages.test('/site/src/pages/showcase.tsx')).toBe(false);
    expect(showcaseCardImages.test('/site/static/img/showcase')).toBe(false);
  });
});
