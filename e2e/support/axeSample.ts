import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {sitemapPaths} from './siteUrls';

/** One page of the accessibility sweep, and what to wait for before checking it. */
export type SweepPage = {
  /** Path visited, with a hash when the check needs a heading scrolled into place. */
  url: string;
  /** Why the page is in the sample. */
  reason: string;
  /** CSS selector of content that renders after hydration, which the check waits for. */
  waitFor?: string;
};

/**
 * Pages whose content renders after hydration and once held contrast bugs:
 * the colour generator's samples and the live code editor. Listed by hand
 * because the built HTML does not show them; the sweep waits for each.
 */
export const requiredPages: readonly SweepPage[] = [
  {url: '/docs/styling-layout/', reason: 'colour generator', waitFor: '#color-generator[data-restored="true"]'},
  {url: '/docs/markdown-features/code-blocks/', reason: 'live code editor', waitFor: '[class*="playgroundHeader"]'},
];

/** Markup found in the built HTML that needs its own pages in the sample (how many at most). */
const features: {reason: string; limit: number; find: (html: string) => string | null}[] = [
  // Highlighted lines darken the code background, so token colours must pass on both.
  {
    reason: 'highlighted code lines',
    limit: 6,
    find: (html) => (html.includes('theme-code-block-highlighted-line') ? '' : null),
  },
  {
    // The active TOC link turns its inline code green on the code background. Visiting
    // the heading's anchor makes that link the active one.
    reason: 'inline code in a heading (active TOC link)',
    limit: 6,
    find: (html) =>
      /<a href="?#([^\s">]+)"? class="?table-of-contents__link[^>]*>(?:(?!<\/a>)[^])*?<code>/.exec(html)?.[1] ?? null,
  },
];

const buildDir = path.resolve(process.cwd(), 'build');

function builtHtml(pathname: string): string {
  const file = path.join(buildDir, decodeURIComponent(pathname), 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** A fixed pseudo-random order: the same pages every run, spread over every area of the site. */
const rank = (pathname: string) => createHash('sha256').update(pathname).digest('hex');

/**
 * A deterministic sample of `size` sitemap pages for the axe sweep: the
 * required pages, pages with each feature above, then the rest of the sitemap
 * in a fixed hashed order. The test area and pages checked elsewhere are left out.
 */
export function axeSweepSample(size: number, exclude: readonly string[] = []): SweepPage[] {
  const candidates = sitemapPaths()
    .filter((pathname) => !pathname.startsWith('/tests/') && !exclude.includes(pathname))
    .sort((a, b) => rank(a).localeCompare(rank(b)));
  const chosen = new Map<string, SweepPage>();
  const add = (pathname: string, page: SweepPage) => {
    if (chosen.size < size && !chosen.has(pathname)) {
      chosen.set(pathname, page);
    }
  };
  for (const page of requiredPages) {
    add(new URL(page.url, 'http://site').pathname, page);
  }
  for (const {reason, limit, find} of features) {
    let found = 0;
    for (const pathname of candidates) {
      if (found >= limit) break;
      const anchor = find(builtHtml(pathname));
      if (anchor !== null && !chosen.has(pathname)) {
        found += 1;
        add(
          pathname,
          anchor
            ? {url: `${pathname}#${anchor}`, reason, waitFor: `.table-of-contents__link--active[href="#${anchor}"]`}
            : {url: pathname, reason},
        );
      }
    }
  }
  for (const pathname of candidates) {
    add(pathname, {url: pathname, reason: 'sample'});
  }
  return [...chosen.values()];
}
