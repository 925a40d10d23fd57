import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The file @docusaurus/plugin-sitemap writes (its `filename` option, left at its default). */
export const sitemapFilename = 'sitemap.xml';

/**
 * robots.txt for the site: every crawler may fetch everything, and the sitemap
 * is named by its absolute URL, as the format requires. Nothing is disallowed:
 * pages that must stay out of search results (the debug panel) say so with
 * `noindex`, which a crawler can only read if it may fetch them.
 */
export function renderRobotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemapUrl = new URL(`${baseUrl.replace(/\/?$/, '/')}${sitemapFilename}`, siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** Writes build/robots.txt from the site's `url` and `baseUrl`, so it follows config/site.ts. */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(
        path.join(outDir, 'robots.txt'),
        renderRobotsTxt(context.siteConfig.url, context.siteConfig.baseUrl),
      );
    },
  };
}
