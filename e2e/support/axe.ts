import AxeBuilder from '@axe-core/playwright';
import axe, {type AxeResults, type PartialResults, type RunOptions} from 'axe-core';
import type {BrowserContext, Page} from '@playwright/test';

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

/** What to check: the rules (all default ones when absent) and the part of the page (all of it when absent). */
export type AxeScope = {rules?: readonly string[]; include?: string};

/**
 * A clean page per browser context where axe merges each analysis's partial
 * results (`axe.finishRun`). @axe-core/playwright opens, loads axe into and
 * closes a new page for every analysis; finishRun keeps no state between
 * calls (it merges the partials it is given and reports), so one page with
 * axe loaded once gives the same results for less.
 */
const finishers = new WeakMap<BrowserContext, Promise<Page>>();

function finisherFor(context: BrowserContext, configure: () => Promise<string>): Promise<Page> {
  let finisher = finishers.get(context);
  if (!finisher) {
    finisher = (async () => {
      const page = await context.newPage();
      await page.evaluate(axe.source);
      // The same configuration the builder gives its own finishing page.
      await page.evaluate(await configure());
      return page;
    })();
    finishers.set(context, finisher);
  }
  return finisher;
}

/** AxeBuilder with its per-analysis finishing page replaced by the context's reused one. */
function builderFor(page: Page): AxeBuilder {
  const builder = new AxeBuilder({page});
  const internals = builder as unknown as {
    option: RunOptions;
    axeConfigure: () => Promise<string>;
    finishRun: (partials: PartialResults) => Promise<AxeResults>;
  };
  internals.finishRun = async (partials) => {
    const finisher = await finisherFor(page.context(), () => internals.axeConfigure());
    return finisher.evaluate(
      ([partialResults, options]) =>
        (window as unknown as {axe: typeof axe}).axe.finishRun(JSON.parse(partialResults) as PartialResults, options),
      [JSON.stringify(partials), internals.option] as const,
    );
  };
  return builder;
}

/**
 * axe's findings as one line per rule, with the nodes it flags. Only
 * violations are read, so axe is told to skip building the node lists of
 * passes, incomplete and inapplicable results: the same violations, about a
 * fifth less time on long pages (measured on 20 sweep pages: 58 s -> 46 s).
 */
export async function axeViolations(page: Page, {rules, include}: AxeScope = {}): Promise<string[]> {
  const builder = builderFor(page).options({resultTypes: ['violations']});
  // On a page with no frames, axe.run in the page (the builder's legacy mode) checks exactly what
  // runPartial + finishRun check, without serialising every passing node with its selector for the
  // merge: that serialisation, not the rules, was most of the builder's time. Pages with frames keep
  // the builder's per-frame path (a frame that never loads is given up on after 1 s).
  if (page.frames().length === 1) builder.setLegacyMode(true);
  if (rules) builder.withRules([...rules]);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
