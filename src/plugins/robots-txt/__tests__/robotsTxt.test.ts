import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import robotsTxtPlugin, {renderRobotsTxt} from '../index';
import {baseUrl, siteUrl} from '../../../../config/site';

describe('renderRobotsTxt', () => {
  it('allows every crawler everywhere and names the sitemap at the site URL', () => {
    expect(renderRobotsTxt('https://docusaurus.io', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docusaurus.io/sitemap.xml\n',
    );
  });

  it('puts the sitemap below the base URL, with or without its trailing slash', () => {
    expect(renderRobotsTxt('https://example.com', '/my-site/')).toContain(
      'Sitemap: https://example.com/my-site/sitemap.xml',
    );
    expect(renderRobotsTxt('https://example.com/', '/my-site')).toContain(
      'Sitemap: https://example.com/my-site/sitemap.xml',
    );
  });

  it("names the sitemap of each further site of the origin, after the site's own", () => {
    expect(renderRobotsTxt('https://docusaurus.io', '/', ['/tests/'])).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docusaurus.io/sitemap.xml\nSitemap: https://docusaurus.io/tests/sitemap.xml\n',
    );
  });
});

describe('robotsTxtPlugin', () => {
  it('writes robots.txt into the build for the configured site', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'robots-'));
    try {
      const plugin = robotsTxtPlugin({siteConfig: {url: siteUrl, baseUrl}} as LoadContext, {
        otherSiteBaseUrls: ['/tests/'],
      }) as Plugin;
      await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toBe(
        renderRobotsTxt(siteUrl, baseUrl, ['/tests/']),
      );
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
