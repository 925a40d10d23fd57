// A relevance floor on the production build, so that a ranking regression fails: the whole
// committed evaluation set through the site's shared search core inside one page (the core is
// bundled at test time, scripts/bench/searchModule.mjs, never shipped), then 20 queries through
// the dialog as a reader types them. The bench (npm run bench:search) reports the figures.
import {expect, test} from '@playwright/test';
import {gotoHydrated} from './support/site';
import {openSearchWithButton, searchModal} from './support/search';
import {expectsNothing, judge, rankInPage, summarize} from '../scripts/bench/searchRelevance.mjs';
import {dialogQueries, floorEntries} from './support/searchFloor';

/**
 * The top-5 share the whole committed set must keep: the 95 % issue 31 asks for. The ranking reaches
 * 96.2 % (282 of 293; 98 % of the tuning entries, 90 % of the held-out ones) since the first window is
 * re-ordered by defining titles, headings and reference rows and guides lead plain-word queries, so four
 * more misses fail this test; the floor is not raised above 95 % while the margin is four entries.
 */
const top5Floor = 0.95;

test.describe('search relevance floor', () => {
  test.describe('in one page', () => {
    // The core is injected as an inline script, which the site's Content-Security-Policy
    // (nginx, npm run serve) rightly refuses; this test alone bypasses it. The dialog test
    // below runs under the policy, as readers get it.
    test.use({bypassCSP: true});

    test('the evaluation set through the shared query module keeps its top-5 floor, every nonsense query empty', async ({
      page,
    }) => {
      await gotoHydrated(page, '/docs/installation/');
      const entries = [...floorEntries];
      const rows = judge(entries, await rankInPage(page, entries));
      const summary = summarize(rows);
      const misses = rows
        .filter((row) => !row.inTop5)
        .map((row) => `${row.query} → ${row.expected} (${row.top5.join(' ')})`);
      expect(summary.nonsenseNotEmpty, 'nonsense queries with results').toEqual([]);
      expect(summary.top5 ?? 0, `top 5 below the floor; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
        top5Floor,
      );
    });
  });

  test('20 queries through the dialog find their page in the first five, nonsense shows "No results for"', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    const {modal, input, hitLinks} = searchModal(page);
    const failures: string[] = [];
    for (const entry of dialogQueries()) {
      // From the start screen, so the hits read below are this query's, not the previous one's.
      await input.fill('');
      await expect(modal.locator('.DocSearch-StartScreen')).toBeVisible();
      await input.fill(entry.query);
      if (expectsNothing(entry)) {
        await expect(modal.locator('.DocSearch-NoResults strong')).toHaveText(entry.query);
        await expect(input).toHaveAttribute('placeholder', 'Search docs');
        continue;
      }
      await expect(hitLinks.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const pages = await hitLinks.evaluateAll((links) => [
        ...new Set(links.map((link) => (link.getAttribute('href') ?? '').split('#')[0]!)),
      ]);
      const ok = [entry.expected, ...[entry.alsoOk ?? []].flat()].map((url) => url?.split('#')[0]);
      // The dialog shows the first five pages (pagesForHits), grouped by section: on screen in any order.
      if (!pages.some((href) => ok.includes(href))) {
        failures.push(`${entry.query} → ${entry.expected}: ${pages.join(' ')}`);
      }
    }
    // One miss in twenty is within the floor (95 %).
    expect(failures.length, failures.join('\n')).toBeLessThanOrEqual(1);
  });
});
