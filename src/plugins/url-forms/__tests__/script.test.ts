import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import urlFormsPlugin from '..';
import {urlFormScript} from '../script';

/**
 * Runs the inline script as a page served at `url` whose canonical link is
 * `canonical` would, and returns the URL it puts in the address bar (the
 * path, query and hash), or undefined when it leaves the address bar alone.
 */
function addressAfter(url: string, canonical?: string): string | undefined {
  const location = new URL(url, 'http://127.0.0.1:4211');
  let replaced: string | undefined;
  const state = {key: 'k'};
  const history = {
    state,
    replaceState(data: unknown, _title: string, next: string) {
      expect(data).toBe(state);
      replaced = next;
    },
  };
  const document = {
    querySelector: (selector: string) =>
      selector === 'link[rel="canonical"]' && canonical !== undefined
        ? {href: new URL(canonical, location).href}
        : null,
  };
  runInNewContext(urlFormScript, {location, history, document, URL});
  return replaced;
}

describe('urlFormScript', () => {
  it.each([
    ['/docs/installation/index.html', 'https://docusaurus.io/docs/installation/', '/docs/installation/'],
    ['/docs/installation.html', 'https://docusaurus.io/docs/installation/', '/docs/installation/'],
    ['/index.html', 'https://docusaurus.io/', '/'],
    ['/docs/3.6.1/index.html', 'https://docusaurus.io/docs/3.6.1/', '/docs/3.6.1/'],
    [
      '/docs/api/plugins/@docusaurus/plugin-pwa/index.html',
      'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-pwa/',
      '/docs/api/plugins/@docusaurus/plugin-pwa/',
    ],
    [
      '/tests/docs/paths/with%20space/%C3%A9t%C3%A9/index.html',
      'https://docusaurus.io/tests/docs/paths/with%20space/%C3%A9t%C3%A9/',
      '/tests/docs/paths/with%20space/%C3%A9t%C3%A9/',
    ],
  ])('%s shows as the page path', (url, canonical, expected) => {
    expect(addressAfter(url, canonical)).toBe(expected);
  });

  it('keeps the query and the hash', () => {
    expect(addressAfter('/docs/cli/index.html?from=old#build', '/docs/cli/')).toBe('/docs/cli/?from=old#build');
  });

  it('uses the canonical path when it names the same page, whatever the trailing slash policy', () => {
    expect(addressAfter('/docs/cli/index.html', 'https://example.com/docs/cli')).toBe('/docs/cli');
  });

  it('falls back to the trailing-slash form when the canonical link names another page or is missing', () => {
    // The 404 page served for an unknown path: its canonical URL is its own route, /404.html.
    expect(addressAfter('/no/such/index.html', '/404.html')).toBe('/no/such/');
    expect(addressAfter('/docs/cli/index.html')).toBe('/docs/cli/');
  });

  it('leaves a page routed at an .html path alone', () => {
    expect(addressAfter('/404.html', '/404.html')).toBeUndefined();
    // SiteMetadata gives every canonical URL a trailing slash, this one too.
    expect(addressAfter('/404.html', 'https://docusaurus.io/404.html/')).toBeUndefined();
  });

  it.each(['/docs/installation/', '/', '/docs/installation.md', '/llms.txt', '/docs/index.htm', '/docs/html'])(
    'leaves %s alone',
    (url) => {
      expect(addressAfter(url, '/docs/installation/')).toBeUndefined();
    },
  );

  it('never throws, whatever the page holds', () => {
    const location = new URL('http://127.0.0.1/docs/index.html');
    const document = {querySelector: () => ({href: 'not a url'})};
    expect(() => runInNewContext(urlFormScript, {location, history: {}, document, URL})).not.toThrow();
  });
});

describe('urlFormsPlugin', () => {
  it('puts the script in the head, where it runs before the deferred app scripts', () => {
    const tags = urlFormsPlugin().injectHtmlTags!({content: undefined});
    expect(tags).toEqual({headTags: [{tagName: 'script', innerHTML: urlFormScript}]});
  });
});
