import {describe, expect, it} from 'vitest';
import featureRequestsPlugin, {featureRequestsPath} from '../index';
import {featureRequestUrl, mostWantedFeaturesUrl} from '../links';

describe('featureRequestUrl', () => {
  it('opens the feature issue form with the area prefix and the idea as title', () => {
    const url = new URL(featureRequestUrl('blog', '  Series of   posts '));
    expect(url.origin + url.pathname).toBe('https://github.com/facebook/docusaurus/issues/new');
    expect(url.searchParams.get('template')).toBe('feature.yml');
    expect(url.searchParams.get('title')).toBe('Blog: Series of posts');
  });

  it('leaves the title out when there is nothing to put in it', () => {
    const url = new URL(featureRequestUrl(null, '   '));
    expect(url.searchParams.has('title')).toBe(false);
    expect(url.searchParams.get('template')).toBe('feature.yml');
  });

  it('encodes characters that are special in a query string', () => {
    const url = new URL(featureRequestUrl(null, 'Tabs & code #groups?'));
    expect(url.searchParams.get('title')).toBe('Tabs & code #groups?');
  });

  it('lists open feature issues by upvotes', () => {
    const query = new URL(mostWantedFeaturesUrl).searchParams.get('q');
    expect(query).toBe('is:issue is:open label:feature sort:reactions-+1-desc');
  });
});

describe('feature requests route', () => {
  it('adds one non-exact route so any sub-path renders the page', async () => {
    const routes: unknown[] = [];
    const plugin = featureRequestsPlugin();
    await plugin.contentLoaded?.({
      content: undefined,
      actions: {addRoute: (route: unknown) => routes.push(route)} as never,
    });
    expect(routes).toEqual([expect.objectContaining({path: featureRequestsPath, exact: false})]);
    expect(featureRequestsPath).toBe('/feature-requests/');
  });
});
