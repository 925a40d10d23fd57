// Runs Lighthouse on one URL with the system Chromium and prints the scores of
// the categories we hold at 100, plus the audits that cost points, as JSON.
// Usage: node scripts/lighthouse/audit.mjs <url> <mobile|desktop>
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, findChromium} from '../chromium.mjs';

export const auditedCategories = ['accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse on url in a fresh Chromium; resolves with the report (lhr).
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
    return result.lhr;
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
  const {categories, audits} = await runLighthouse(url, formFactor, auditedCategories);
  const scores = Object.fromEntries(auditedCategories.map((id) => [id, categories[id]?.score ?? null]));
  const failing = auditedCategories.flatMap((id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id].title})`),
  );
  return {url, formFactor, scores, failing};
}

/**
 * Lighthouse's mobile performance metrics for url (simulated slow 4G and a
 * mid-range phone CPU, Lighthouse's defaults): LCP and TBT in ms, CLS unitless.
 * @param {string} url
 * @returns {Promise<{score: number | null, lcpMs: number, tbtMs: number, cls: number}>}
 */
export async function performanceMetrics(url) {
  const {audits, categories} = await runLighthouse(url, 'mobile', ['performance']);
  return {
    score: categories.performance.score,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

if (process.argv[1] === import.meta.filename) {
  const [url, formFactor = 'mobile'] = process.argv.slice(2);
  console.log(JSON.stringify(await audit(url, /** @type {'mobile' | 'desktop'} */ (formFactor))));
}
