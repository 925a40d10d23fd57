import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The file @docusaurus/plugin-sitemap writes (its `filename` option, left at its default). */
export const sitemapFilename = 'sitemap.xml';

export interface RobotsTxtOptions {
  /**
   * Base URLs of further sites served from the same origin, each with a sitemap of
   * its own at the same file name (here the test area's, /tests/): robots.txt is read
   * at the origin's root only, so it names their sitemaps too.
   */
  readonly otherSiteBaseUrls?: readonly string[];
}

/**
 * robots.txt for the site: every crawler may fetch everything, and each sitemap
 * is named by its absolute URL, as the format requires. Nothing is disallowed:
 * pages that must stay out of search results (the debug panel) say so with
 * `noindex`, which a crawler can only read if it may fetch them.
 */
export function renderRobotsTxt(siteUrl: string, baseUrl: string, otherSiteBaseUrls: readonly string[] = []): string {
  const sitemapUrl = (base: string) => new URL(`${base.replace(/\/?$/, '/')}${sitemapFilename}`, siteUrl).href;
  const sitemaps = [baseUrl, ...otherSiteBaseUrls].map((base) => `Sitemap: ${sitemapUrl(base)}\n`).join('');
  return `User-agent: *\nAllow: /\n\n${sitemaps}`;
}

/** Writes build/robots.txt from the site's `url` and `baseUrl`, so it follows config/site.ts. */
export default function robotsTxtPlugin(context: LoadContext, options: RobotsTxtOptions = {}): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(
        path.join(outDir, 'robots.txt'),
        renderRobotsTxt(context.siteConfig.url, context.siteConfig.baseUrl, options.otherSiteBaseUrls),
      );
    },
  };
}
