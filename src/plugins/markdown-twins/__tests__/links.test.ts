import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildFileOf, findBundledAsset, rewriteLink, twinFileOf, twinPathOf, type LinkContext} from '../links';

describe('twinPathOf', () => {
  it('is the permalink without its trailing slash plus .md, for every kind of page', () => {
    expect(twinPathOf('/docs/installation/')).toBe('/docs/installation.md');
    expect(twinPathOf('/docs/3.5.2/installation/')).toBe('/docs/3.5.2/installation.md');
    expect(twinPathOf('/docs/')).toBe('/docs.md');
    expect(twinPathOf('/docs/3.6.1/')).toBe('/docs/3.6.1.md');
    expect(twinPathOf('/docs/category/getting-started/')).toBe('/docs/category/getting-started.md');
    expect(twinPathOf('/blog/releases/3.6/')).toBe('/blog/releases/3.6.md');
    expect(twinPathOf('/changelog/3.6.1/')).toBe('/changelog/3.6.1.md');
    expect(twinPathOf('/community/support')).toBe('/community/support.md');
  });

  it('refuses the site root, which has no twin', () => {
    expect(() => twinPathOf('/')).toThrow(/site root/);
  });
});

describe('twinFileOf', () => {
  it('writes below the build folder, which is the base URL', () => {
    expect(twinFileOf('/out', '/docs/installation/', '/')).toBe(path.join('/out', 'docs', 'installation.md'));
    expect(twinFileOf('/out', '/my-site/docs/', '/my-site/')).toBe(path.join('/out', 'docs.md'));
    expect(buildFileOf('/out', '/docs/3.5.2/llms.txt', '/')).toBe(path.join('/out', 'docs', '3.5.2', 'llms.txt'));
    expect(() => buildFileOf('/out', '/elsewhere/x.md', '/my-site/')).toThrow(/base URL/);
  });
});

describe('rewriteLink', () => {
  const context: LinkContext = {
    siteUrl: 'https://docusaurus.io',
    baseUrl: '/',
    trailingSlash: true,
    permalink: '/docs/3.5.2/markdown-features/links/',
    filePath: '/site/versioned_docs/version-3.5.2/markdown-features/links.mdx',
    permalinkOfSource: (file) =>
      ({
        '/site/versioned_docs/version-3.5.2/cli.md': '/docs/3.5.2/cli/',
        '/site/versioned_docs/version-3.5.2/markdown-features/index.md': '/docs/3.5.2/markdown-features/',
      })[file],
  };

  it('points a relative .md/.mdx link to the page built from that file, in the same version', () => {
    expect(rewriteLink('../cli.md#docusaurus-build', context)).toBe(
      'https://docusaurus.io/docs/3.5.2/cli/#docusaurus-build',
    );
    expect(rewriteLink('./index.md', context)).toBe('https://docusaurus.io/docs/3.5.2/markdown-features/');
  });

  it('puts site paths on the site URL with the trailing slash the site links get, files without one', () => {
    expect(rewriteLink('/docs/installation', context)).toBe('https://docusaurus.io/docs/installation/');
    expect(rewriteLink('/docs/installation#requirements', context)).toBe(
      'https://docusaurus.io/docs/installation/#requirements',
    );
    expect(rewriteLink('/img/logo.svg', context)).toBe('https://docusaurus.io/img/logo.svg');
    expect(rewriteLink('pathname:///changelog/rss.xml', context)).toBe('https://docusaurus.io/changelog/rss.xml');
  });

  it('anchors on the page itself and resolves other relative URLs against the page', () => {
    expect(rewriteLink('#heading-ids', context)).toBe(
      'https://docusaurus.io/docs/3.5.2/markdown-features/links/#heading-ids',
    );
    expect(rewriteLink('../seo/', context)).toBe('https://docusaurus.io/docs/3.5.2/markdown-features/seo/');
  });

  it('leaves external and non-HTTP links alone', () => {
    expect(rewriteLink('https://github.com/facebook/docusaurus', context)).toBe(
      'https://github.com/facebook/docusaurus',
    );
    expect(rewriteLink('mailto:team@example.com', context)).toBe('mailto:team@example.com');
  });
});

describe('findBundledAsset', () => {
  const html =
    '<a href=/assets/files/checklist-a9c03ab783a2bb84e62cd81abfba3ba0.json>x</a><img src="/assets/images/build-output-0f1e2d3c4b5a.png" alt="">';

  it('finds the hashed URL of a file or image the page links by relative path', () => {
    expect(findBundledAsset(html, './assets/checklist.json')).toBe(
      '/assets/files/checklist-a9c03ab783a2bb84e62cd81abfba3ba0.json',
    );
    expect(findBundledAsset(html, '../img/build-output.png')).toBe('/assets/images/build-output-0f1e2d3c4b5a.png');
  });

  it('finds nothing for a file the page inlined or does not name', () => {
    expect(findBundledAsset(html, './assets/release-flow.svg')).toBeUndefined();
    expect(findBundledAsset(html, './checklist.js')).toBeUndefined();
  });
});
