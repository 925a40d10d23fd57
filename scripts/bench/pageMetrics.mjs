// Sections 2 and 3 of the bench for one served site: what a first visit of each
// page fetches (weighed raw and gzip), and Lighthouse's mobile metrics.
import {chromium} from '@playwright/test';
import {median, resourceType, weigh} from './measure.mjs';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {performanceMetrics} from '../lighthouse/audit.mjs';

/**
 * First-load HTML, JS and CSS of each page, weighed as a first visit fetches them.
 * @param {string} baseUrl
 * @param {Record<string, string>} pages page name → path
 * @returns {Promise<Record<string, ReturnType<typeof weigh>>>}
 */
export async function pageWeights(baseUrl, pages) {
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  /** @type {Record<string, ReturnType<typeof weigh>>} */
  const weights = {};
  try {
    for (const [name, pathname] of Object.entries(pages)) {
      // A fresh context per page: a first visit, nothing cached.
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        if (response.status() !== 200) {
          return;
        }
        pending.push(
          (async () => {
            const {'sec-purpose': purpose = ''} = await response.request().allHeaders();
            const type = resourceType(response.url(), response.headers()['content-type'], purpose);
            if (type === 'other') {
              return {type, body: Buffer.alloc(0)};
            }
            const body = await response.body();
            // Chromium hands no body for a compressed prefetch: fetch the same file again to weigh it.
            if (type === 'prefetch' && body.length === 0) {
              return {type, body: Buffer.from(await (await fetch(response.url())).arrayBuffer())};
            }
            return {type, body};
          })(),
        );
      });
      const response = await page.goto(`${baseUrl}${pathname}`, {waitUntil: 'networkidle'});
      if (response?.status() !== 200) {
        throw new Error(`${baseUrl}${pathname} answered ${response?.status()}: fix the bench's page list`);
      }
      weights[name] = weigh(await Promise.all(pending));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

/**
 * Median Lighthouse metrics of runs of one URL, with the spread (lowest and
 * highest run) of the two that vary most from run to run, and in how many runs
 * the LCP estimate counted the bundle's download and evaluation (see
 * bundleRanBeforeLargestPaint in scripts/lighthouse/audit.mjs: it explains an
 * LCP whose runs split into two groups).
 * @param {Array<{score: number | null, lcpMs: number, tbtMs: number, cls: number, lcpCountsBundle?: boolean | null}>} runs
 */
export function summarise(runs) {
  const withBundle = runs.filter((r) => r.lcpCountsBundle === true);
  const spread = (/** @type {number[]} */ values) => [Math.round(Math.min(...values)), Math.round(Math.max(...values))];
  return {
    runs: runs.length,
    score: median(runs.map((r) => r.score)),
    lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
    lcpSpreadMs: spread(runs.map((r) => r.lcpMs)),
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    tbtSpreadMs: spread(runs.map((r) => r.tbtMs)),
    cls: +median(runs.map((r) => r.cls)).toFixed(3),
    lcpCountsBundleRuns: withBundle.length,
    // LCP like for like: the median of the runs whose estimate waited for the bundle (null if none did).
    lcpWithBundleMs: withBundle.length > 0 ? Math.round(median(withBundle.map((r) => r.lcpMs))) : null,
  };
}

/**
 * Lighthouse runs for each page of each served site. Runs alternate between the
 * sites page by page, so a change in machine load during the bench hits both
 * sides of a ratio alike. A site without a counterpart of a page skips it.
 * @param {Array<{baseUrl: string, pages: Record<string, string>}>} served
 * @param {string[]} pageNames
 * @param {number} runsPerPage
 */
export async function lighthouseMetrics(served, pageNames, runsPerPage) {
  /** @type {Array<Record<string, Parameters<typeof summarise>[0]>>} */
  const runs = served.map(() => ({}));
  for (const name of pageNames) {
    for (let index = 0; index < runsPerPage; index += 1) {
      for (const [siteIndex, {baseUrl, pages}] of served.entries()) {
        if (!pages[name]) {
          continue;
        }
        (runs[siteIndex][name] ??= []).push(await performanceMetrics(`${baseUrl}${pages[name]}`));
      }
    }
  }
  return runs.map((perPage) => Object.fromEntries(Object.entries(perPage).map(([name, r]) => [name, summarise(r)])));
}
