import {describe, expect, it} from 'vitest';
import {canonicalUrl} from '../canonicalUrl';

const site = {siteUrl: 'https://docusaurus.io', trailingSlash: true};

describe('canonicalUrl', () => {
  it('percent-encodes spaces, accents and non-Latin characters of the path', () => {
    expect(canonicalUrl({...site, pathname: '/tests/docs/paths/with spaces/doc with spaces/'})).toBe(
      'https://docusaurus.io/tests/docs/paths/with%20spaces/doc%20with%20spaces/',
    );
    expect(canonicalUrl({...site, pathname: '/tests/docs/paths/caractères-spéciaux/'})).toBe(
      'https://docusaurus.io/tests/docs/paths/caract%C3%A8res-sp%C3%A9ciaux/',
    );
    expect(canonicalUrl({...site, pathname: '/tests/docs/paths/日本語のドキュメント/'})).toBe(
      `https://docusaurus.io/tests/docs/paths/${encodeURIComponent('日本語のドキュメント')}/`,
    );
  });

  it('gives the same URL for a path already encoded by the browser', () => {
    expect(canonicalUrl({...site, pathname: '/tests/docs/paths/caract%C3%A8res-sp%C3%A9ciaux/'})).toBe(
      canonicalUrl({...site, pathname: '/tests/docs/paths/caractères-spéciaux/'}),
    );
  });

  it('leaves plain paths and the characters URLs allow as they are', () => {
    expect(canonicalUrl({...site, pathname: '/docs/api/plugins/@docusaurus/plugin-content-docs/'})).toBe(
      'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs/',
    );
    expect(canonicalUrl({...site, pathname: '/'})).toBe('https://docusaurus.io/');
  });

  it('applies the trailing-slash setting like the theme', () => {
    expect(canonicalUrl({...site, pathname: '/docs/installation'})).toBe('https://docusaurus.io/docs/installation/');
    expect(canonicalUrl({...site, trailingSlash: false, pathname: '/docs/installation/'})).toBe(
      'https://docusaurus.io/docs/installation',
    );
    expect(canonicalUrl({...site, trailingSlash: undefined, pathname: '/docs/installation'})).toBe(
      'https://docusaurus.io/docs/installation',
    );
  });

  it('keeps a path with a malformed escape instead of throwing', () => {
    expect(canonicalUrl({...site, pathname: '/bad%E0%A4%A/'})).toBe('https://docusaurus.io/bad%25E0%25A4%25A/');
  });
});
