// Runs Lighthouse on one URL with the system Chromium and prints the scores of
// the categories we hold at 100, plus the audits that cost points, as JSON.
// Usage: node scripts/lighthouse/audit.mjs <url> <mobile|desktop>
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, findChromium} from '../chromium.mjs';

export const auditedCategories = ['accessibility', 'best-practices', 'seo'];

export async function audit(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: auditedCategories},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const {categories, audits} = result.lhr;
    const scores = Object.fromEntries(auditedCategories.map((id) => [id, categories[id]?.score ?? null]));
    const failing = auditedCategories.flatMap((id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id} (${audits[ref.id].title})`),
    );
    return {url, formFactor, scores, failing};
  } finally {
    await chrome.kill();
  }
}

if (process.argv[1] === import.meta.filename) {
  const [url, formFactor = 'mobile'] = process.argv.slice(2);
  console.log(JSON.stringify(await audit(url, formFactor)));
}
