// Runs Lighthouse on one URL with the system Chromium and prints the scores of
// the categories we hold at 100, plus the audits that cost points, as JSON.
// Usage: node scripts/lighthouse/audit.mjs <url> <mobile|desktop>
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, findChromium} from '../chromium.mjs';

export const auditedCategories = ['accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse on url in a fresh Chromium; resolves with the report (lhr) and
 * the artifacts it was computed from (the recorded trace among them).
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @param {string[]} onlyCategories
 */
async function runLighthouse(url, formFactor, onlyCategories) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) {
      throw new Error(`Lighthouse returned no result for ${url}`);
    }
    return {lhr: result.lhr, artifacts: result.artifacts};
  } finally {
    await chrome.kill();
  }
}

/**
 * Scores of the audited categories (0 to 100) and the audits that cost points.
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @returns {Promise<{url: string, formFactor: string, scores: Record<string, number | null>, failing: string[]}>}
 */
export async function audit(url, formFactor) {
  const {categories, audits} = (await runLighthouse(url, formFactor, auditedCategories)).lhr;
  const scores = Object.fromEntries(auditedCategories.map((id) => [id, categories[id]?.score ?? null]));
  const failing = auditedCategories.flatMap((id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id].title})`),
  );
  return {url, formFactor, scores, failing};
}

/** Docusaurus's main bundle, which the page's HTML names beside the small runtime. */
const mainBundle = /\/main\.[0-9a-f]+\.js$/;

/**
 * Whether the page's main bundle had started running when the largest paint happened, in
 * the unthrottled load that Lighthouse records before it simulates a phone. Lantern, the
 * simulation, estimates LCP from the requests that ended before that recorded paint,
 * leaving out a script that only started running after it: when the bundle ran first, the
 * estimate waits for its download and evaluation on the slow network and CPU; when the
 * paint came first, only the HTML and the CSS count. Which comes first is a race on the
 * measuring machine, so one page's runs can land on either side (LCP about 1.2 s or
 * about 2 s for our pages and both baselines' alike). Null when the trace lacks a paint
 * or the bundle.
 * @param {Array<{name: string, ts: number, args?: {data?: {url?: string}}}>} traceEvents the recorded trace
 * @returns {boolean | null}
 */
export function bundleRanBeforeLargestPaint(traceEvents) {
  const paints = traceEvents.filter((event) => event.name === 'largestContentfulPaint::Candidate');
  const runs = traceEvents.filter(
    (event) => event.name === 'EvaluateScript' && mainBundle.test(pathOf(event.args?.data?.url)),
  );
  if (paints.length === 0 || runs.length === 0) {
    return null;
  }
  // The last candidate is the largest paint; the bundle's first evaluation is when it started running.
  return Math.min(...runs.map((event) => event.ts)) <= Math.max(...paints.map((event) => event.ts));
}

/** @param {string | undefined} url */
function pathOf(url) {
  try {
    return new URL(url ?? '').pathname;
  } catch {
    return '';
  }
}

/**
 * Lighthouse's mobile performance metrics for url (simulated slow 4G and a
 * mid-range phone CPU, Lighthouse's defaults): LCP and TBT in ms, CLS unitless,
 * and whether the LCP estimate counted the bundle (bundleRanBeforeLargestPaint).
 * @param {string} url
 * @returns {Promise<{score: number | null, lcpMs: number, tbtMs: number, cls: number, lcpCountsBundle: boolean | null}>}
 */
export async function performanceMetrics(url) {
  const {lhr, artifacts} = await runLighthouse(url, 'mobile', ['performance']);
  const {audits, categories} = lhr;
  return {
    score: categories.performance.score,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    lcpCountsBundle: bundleRanBeforeLargestPaint(artifacts.Trace.traceEvents),
  };
}

if (process.argv[1] === import.meta.filename) {
  const [url, formFactor = 'mobile'] = process.argv.slice(2);
  console.log(JSON.stringify(await audit(url, /** @type {'mobile' | 'desktop'} */ (formFactor))));
}
