// Search section of the bench: index size, bytes per query, keystroke-to-results
// time in headless Chromium, and relevance (top 1 / top 5). Reports, asserts nothing.
// `npm run bench:search` measures the current build/; `npm run bench` calls
// `searchBench` on its own build.
import {readdir, stat, mkdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {searchBenchPairs} from './searchQueries.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The page the modal is opened from: a Canary doc, so contextual search covers Canary docs. */
const startPage = '/docs/installation/';
const canaryFilters = {
  all: [
    {language: 'en'},
    {
      any: [
        {docusaurus_tag: 'default'},
        {docusaurus_tag: 'docs-default-current'},
        {docusaurus_tag: 'docs-community-current'},
      ],
    },
  ],
};

async function directorySize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await directorySize(full);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += (await stat(full)).size;
      files += 1;
    }
  }
  return {bytes, files};
}

export function percentile(values, fraction) {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Waits for the results of the query just typed and returns ms from the input event to their render. */
async function timeQuery(page, input, query) {
  await input.fill('');
  await page.locator('.DocSearch-StartScreen').waitFor();
  await page.evaluate(() => {
    const state = {start: 0, end: 0};
    window.__searchBench = state;
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    const shown = () => dropdown?.querySelector('.DocSearch-Hits, .DocSearch-NoResults, .local-search-error');
    document.addEventListener('input', () => (state.start = performance.now()), {capture: true, once: true});
    const observer = new MutationObserver(() => {
      if (state.start && shown()) {
        state.end = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(dropdown, {childList: true, subtree: true});
  });
  await input.fill(query);
  await page.waitForFunction(() => window.__searchBench.end > 0, undefined, {timeout: 15_000});
  return page.evaluate(() => window.__searchBench.end - window.__searchBench.start);
}

async function measureQueries(baseUrl, browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let label = 'page load';
  const bytesByLabel = new Map();
  page.on('requestfinished', async (request) => {
    const current = label;
    const sizes = await request.sizes().catch(() => undefined);
    if (!sizes) {
      return;
    }
    const {pathname} = new URL(request.url());
    const kind = pathname.startsWith('/pagefind/') ? 'index' : 'code';
    const entry = bytesByLabel.get(current) ?? {index: 0, code: 0};
    entry[kind] += sizes.responseBodySize + sizes.responseHeadersSize;
    bytesByLabel.set(current, entry);
  });
  await page.goto(`${baseUrl}${startPage}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');

  label = 'query 0';
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'}).click();
  const input = page.getByPlaceholder('Search docs');
  await input.waitFor();
  const timings = [];
  for (const [index, {query}] of searchBenchPairs.entries()) {
    label = `query ${index}`;
    timings.push(await timeQuery(page, input, query));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(100);
  }
  await context.close();
  const perQuery = searchBenchPairs.map((_, index) => bytesByLabel.get(`query ${index}`) ?? {index: 0, code: 0});
  return {timings, perQuery};
}

async function measureRelevance(baseUrl, browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}${startPage}`);
  const existing = await page.evaluate(
    async (paths) => Promise.all(paths.map(async (p) => (await fetch(p)).ok)),
    searchBenchPairs.map((pair) => pair.expected),
  );
  const ranked = await page.evaluate(
    async ({queries, filters}) => {
      const pagefind = await import('/pagefind/pagefind.js');
      await pagefind.options({basePath: '/pagefind/', noWorker: true});
      const out = [];
      for (const query of queries) {
        const response = await pagefind.search(query, {filters});
        out.push(await Promise.all(response.results.slice(0, 5).map(async (result) => (await result.data()).url)));
      }
      return out;
    },
    {queries: searchBenchPairs.map((pair) => pair.query), filters: canaryFilters},
  );
  await context.close();
  const rows = searchBenchPairs.map((pair, index) => ({
    ...pair,
    inBuild: existing[index],
    rank: ranked[index].indexOf(pair.expected) + 1 || null,
    top5: ranked[index],
  }));
  const judged = rows.filter((row) => row.inBuild);
  return {
    pairs: rows.length,
    judged: judged.length,
    skipped: rows.filter((row) => !row.inBuild).map((row) => row.expected),
    top1: judged.filter((row) => row.rank === 1).length,
    top5: judged.filter((row) => row.rank !== null).length,
    misses: judged.filter((row) => row.rank === null).map(({query, expected, top5}) => ({query, expected, top5})),
  };
}

/** Runs the whole section against a site served at baseUrl whose files are in siteDir. */
export async function searchBench({baseUrl, siteDir}) {
  const index = await directorySize(path.join(siteDir, 'pagefind'));
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    const {timings, perQuery} = await measureQueries(baseUrl, browser);
    const relevance = await measureRelevance(baseUrl, browser);
    const first = perQuery[0];
    const later = perQuery.slice(1).map((bytes) => bytes.index + bytes.code);
    return {
      queries: searchBenchPairs.length,
      index: {bytes: index.bytes, files: index.files},
      bytes: {
        firstQuery: {total: first.index + first.code, index: first.index, modalCode: first.code},
        laterQueries: {median: percentile(later, 0.5), p95: percentile(later, 0.95), max: Math.max(...later)},
      },
      keystrokeToResultsMs: {
        first: +timings[0].toFixed(1),
        median: +percentile(timings.slice(1), 0.5).toFixed(1),
        p95: +percentile(timings.slice(1), 0.95).toFixed(1),
        medianAll: +percentile(timings, 0.5).toFixed(1),
        p95All: +percentile(timings, 0.95).toFixed(1),
      },
      relevance: {
        ...relevance,
        top1Share: relevance.judged ? +(relevance.top1 / relevance.judged).toFixed(3) : null,
        top5Share: relevance.judged ? +(relevance.top5 / relevance.judged).toFixed(3) : null,
      },
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function printSearchTable(report) {
  const {bytes, keystrokeToResultsMs: ms, relevance} = report;
  console.log('\n| search measure | value | target |\n| --- | --- | --- |');
  console.log(`| index on disk | ${kb(report.index.bytes)} in ${report.index.files} files | reported |`);
  console.log(
    `| first query, bytes fetched | ${kb(bytes.firstQuery.total)} (index ${kb(bytes.firstQuery.index)}, modal code ${kb(bytes.firstQuery.modalCode)}) | < 150 KB |`,
  );
  console.log(
    `| later queries, bytes fetched | median ${kb(bytes.laterQueries.median)}, p95 ${kb(bytes.laterQueries.p95)}, max ${kb(bytes.laterQueries.max)} | < 40 KB |`,
  );
  console.log(`| keystroke to results, first query | ${ms.first} ms | reported |`);
  console.log(`| keystroke to results, later queries | median ${ms.median} ms, p95 ${ms.p95} ms | p95 < 100 ms |`);
  console.log(
    `| keystroke to results, all ${report.queries} queries | median ${ms.medianAll} ms, p95 ${ms.p95All} ms | reported |`,
  );
  console.log(
    `| relevance (${relevance.judged} of ${relevance.pairs} pairs in this build) | top 1: ${(relevance.top1Share * 100).toFixed(0)} %, top 5: ${(relevance.top5Share * 100).toFixed(0)} % | top 5 ≥ 90 % |`,
  );
  if (relevance.misses.length > 0) {
    console.log(
      `\nNot in the top 5: ${relevance.misses.map((miss) => `"${miss.query}" → ${miss.expected}`).join('; ')}`,
    );
  }
}

async function servedFrom(dir, port, fn) {
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--dir', dir, '--port', String(port), '--no-open'],
    {
      cwd: root,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      stdio: 'ignore',
    },
  );
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await fetch(`http://localhost:${port}/`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    return await fn(`http://localhost:${port}`);
  } finally {
    server.kill();
  }
}

export async function searchBenchForDirectory(siteDir, port = 4391) {
  return servedFrom(siteDir, port, (baseUrl) => searchBench({baseUrl, siteDir}));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = path.join(root, 'build');
  const report = await searchBenchForDirectory(siteDir);
  await mkdir(path.join(root, 'bench'), {recursive: true});
  await writeFile(
    path.join(root, 'bench', 'search-report.json'),
    `${JSON.stringify({date: new Date().toISOString(), ...report}, null, 2)}\n`,
  );
  printSearchTable(report);
  console.log('\nReport written to bench/search-report.json');
}
