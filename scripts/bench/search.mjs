// Search section of the bench: index size, bytes per query, keystroke-to-results
// time in headless Chromium, and relevance (top 1 / top 5). Reports, asserts nothing.
// `npm run bench:search` measures the current build/; `npm run bench` calls
// `searchBench` on its own build.
import {readdir, stat, mkdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {searchBenchPairs} from './searchQueries.mjs';
import {waitForServer} from './waitForServer.mjs';

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

/** Which bucket a fetched file counts in while a query runs. */
function bucketFor(pathname, label) {
  if (pathname.startsWith('/pagefind/')) {
    return 'index';
  }
  // Files fetched while the modal opens are its code; later ones are route
  // prefetches that Docusaurus links start for hits scrolled into view.
  return label === 'modal' ? 'modalCode' : 'prefetch';
}

async function measureQueries(baseUrl, browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let label = 'page load';
  const bytesByLabel = new Map();
  const pending = [];
  page.on('requestfinished', (request) => {
    const current = label;
    pending.push(
      (async () => {
        const response = await request.response();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        const bucket = bucketFor(new URL(request.url()).pathname, current);
        const entry = bytesByLabel.get(current) ?? {};
        const totals = entry[bucket] ?? {raw: 0, gzip: 0};
        totals.raw += body.length;
        totals.gzip += gzipSync(body).length;
        entry[bucket] = totals;
        bytesByLabel.set(current, entry);
      })(),
    );
  });
  await page.goto(`${baseUrl}${startPage}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');

  label = 'modal';
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search'}).click();
  const input = page.getByPlaceholder('Search docs');
  await input.waitFor();
  await page.waitForLoadState('networkidle');
  const timings = [];
  for (const [index, {query}] of searchBenchPairs.entries()) {
    label = `query ${index}`;
    timings.push(await timeQuery(page, input, query));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(100);
  }
  await Promise.all(pending);
  await context.close();
  const zero = {raw: 0, gzip: 0};
  const perQuery = searchBenchPairs.map((_, index) => {
    const entry = bytesByLabel.get(`query ${index}`) ?? {};
    return {index: entry.index ?? zero, prefetch: entry.prefetch ?? zero};
  });
  const opening = bytesByLabel.get('modal') ?? {};
  // The index script starts loading when the button is pressed: it belongs to the first query.
  const openingIndex = opening.index ?? zero;
  perQuery[0].index = {raw: perQuery[0].index.raw + openingIndex.raw, gzip: perQuery[0].index.gzip + openingIndex.gzip};
  return {timings, perQuery, modalCode: opening.modalCode ?? zero};
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
    const {timings, perQuery, modalCode} = await measureQueries(baseUrl, browser);
    const relevance = await measureRelevance(baseUrl, browser);
    const first = perQuery[0];
    const later = (kind) => perQuery.slice(1).map((bytes) => bytes.index[kind]);
    const spread = (values) => ({
      median: percentile(values, 0.5),
      p95: percentile(values, 0.95),
      max: Math.max(...values),
    });
    return {
      queries: searchBenchPairs.length,
      index: {bytes: index.bytes, files: index.files},
      bytes: {
        // Raw: as `docusaurus serve` sends them (no compression); gzip: what a compressing host would send.
        firstQuery: {
          raw: first.index.raw + modalCode.raw,
          gzip: first.index.gzip + modalCode.gzip,
          index: first.index,
          modalCode,
          routePrefetchNotCounted: first.prefetch,
        },
        laterQueries: {raw: spread(later('raw')), gzip: spread(later('gzip'))},
      },
      perQueryMs: Object.fromEntries(searchBenchPairs.map((pair, i) => [pair.query, +timings[i].toFixed(1)])),
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
  const first = bytes.firstQuery;
  console.log(
    `| first query, bytes fetched (modal code + index) | ${kb(first.raw)} raw, ${kb(first.gzip)} gzip (index ${kb(first.index.raw)} raw / ${kb(first.index.gzip)} gzip; modal code ${kb(first.modalCode.raw)} raw / ${kb(first.modalCode.gzip)} gzip) | < 150 KB |`,
  );
  console.log(
    `| later queries, bytes fetched | median ${kb(bytes.laterQueries.raw.median)}, p95 ${kb(bytes.laterQueries.raw.p95)}, max ${kb(bytes.laterQueries.raw.max)} raw (max ${kb(bytes.laterQueries.gzip.max)} gzip) | < 40 KB |`,
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
    await waitForServer(`http://localhost:${port}/`);
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
  await mkdir(path.join(root, 'bench', 'out'), {recursive: true});
  await writeFile(
    path.join(root, 'bench', 'out', 'search-report.json'),
    `${JSON.stringify({date: new Date().toISOString(), ...report}, null, 2)}\n`,
  );
  printSearchTable(report);
  console.log('\nReport written to bench/out/search-report.json');
}
