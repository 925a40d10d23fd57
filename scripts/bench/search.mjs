// Search section of the bench: index size, bytes per query, keystroke-to-results
// time in headless Chromium, and relevance (top 1 / top 5) through the site's shared
// search core (./searchRelevance.mjs), on the bench's queries and on the evaluation set
// (./searchEvalSet.mjs: per category, tuning and held-out entries apart). Reports,
// asserts nothing. `npm run bench:search` measures the current build/ (port:
// SEARCH_BENCH_PORT, default 4391); `npm run bench` calls `searchBench` on its own build.
// SEARCH_BENCH_SOURCE=<checkout> ranks with another checkout's search core on the same
// build, for a before/after on one machine.
import {mkdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {searchBenchPairs} from './searchQueries.mjs';
import {judge, rankInPage, relevanceReport} from './searchRelevance.mjs';
import {searchEvalSet} from './searchEvalSet.mjs';
import {waitForServer} from './waitForServer.mjs';
import {printSearchTable} from './tables.mjs';
import {bucketFor, directorySize, indexKind, keystrokePhases, percentile, searchWork} from './searchMeasure.mjs';

/** @typedef {Awaited<ReturnType<typeof searchBench>>} SearchReport */

const root = path.resolve(import.meta.dirname, '..', '..');
/** The page the modal is opened from: a Canary doc, so contextual search covers Canary docs. */
const startPage = '/docs/installation/';

/**
 * Waits for the results of the query just typed and returns ms from the input event to their render,
 * with the phases of that time (keystrokePhases).
 */
async function timeQuery(page, input, query) {
  await input.fill('');
  await page.locator('.DocSearch-StartScreen').waitFor();
  await page.evaluate(() => {
    performance.clearResourceTimings();
    const state = {start: 0, end: 0};
    /** @type {any} */ (window).__searchBench = state;
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
  await page.waitForFunction(() => /** @type {any} */ (window).__searchBench.end > 0, undefined, {timeout: 15_000});
  const {start, end, files} = await page.evaluate(() => {
    const {start, end} = /** @type {any} */ (window).__searchBench;
    const files = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/pagefind/'))
      .map((entry) => ({
        pathname: new URL(entry.name).pathname,
        startTime: entry.startTime,
        responseEnd: /** @type {PerformanceResourceTiming} */ (entry).responseEnd,
      }));
    return {start, end, files};
  });
  const phases = keystrokePhases(
    files.map(({pathname, ...times}) => ({kind: indexKind(pathname), ...times})),
    start,
    end,
  );
  return {ms: end - start, phases};
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
        // A response from the browser's cache crossed no network (the search core reads Pagefind's metadata
        // again that way); Chromium reports no body bytes received for it.
        const received = (await request.sizes().catch(() => undefined))?.responseBodySize ?? 1;
        const body = response && received > 0 ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        const bucket = bucketFor(new URL(request.url()).pathname, current);
        const entry = bytesByLabel.get(current) ?? {};
        const totals = entry[bucket] ?? {raw: 0, gzip: 0};
        totals.raw += body.length;
        totals.gzip += gzipSync(body).length;
        entry[bucket] = totals;
        if (bucket === 'index') {
          const kind = indexKind(new URL(request.url()).pathname);
          entry.kinds = entry.kinds ?? {};
          entry.kinds[kind] = (entry.kinds[kind] ?? 0) + body.length;
        }
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
  const phases = [];
  for (const [index, {query}] of searchBenchPairs.entries()) {
    label = `query ${index}`;
    const timed = await timeQuery(page, input, query);
    timings.push(timed.ms);
    phases.push(timed.phases);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(100);
  }
  await Promise.all(pending);
  await context.close();
  const zero = {raw: 0, gzip: 0};
  const perQuery = searchBenchPairs.map((_, index) => {
    const entry = bytesByLabel.get(`query ${index}`) ?? {};
    return {index: entry.index ?? zero, prefetch: entry.prefetch ?? zero, kinds: entry.kinds ?? {}};
  });
  const opening = bytesByLabel.get('modal') ?? {};
  // The index script starts loading when the button is pressed: it belongs to the first query.
  const openingIndex = opening.index ?? zero;
  perQuery[0].index = {raw: perQuery[0].index.raw + openingIndex.raw, gzip: perQuery[0].index.gzip + openingIndex.gzip};
  return {timings, phases, perQuery, modalCode: opening.modalCode ?? zero};
}

async function measureRelevance(baseUrl, browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}${startPage}`);
  /** @type {import('./searchRelevance.mjs').EvalEntry[]} */
  const benchEntries = searchBenchPairs.map((pair) => ({...pair, category: 'bench', heldOut: false}));
  /** @type {import('./searchRelevance.mjs').EvalEntry[]} */
  const all = [...benchEntries, ...searchEvalSet];
  const expectedPaths = [
    ...new Set(all.flatMap((entry) => [entry.expected, ...[entry.alsoOk ?? []].flat()]).filter(Boolean)),
  ].map((url) => url.split('#')[0]);
  const existing = new Map(
    await page.evaluate(async (paths) => Promise.all(paths.map(async (p) => [p, (await fetch(p)).ok])), expectedPaths),
  );
  const ranked = await rankInPage(page, all, {sourceRoot: process.env.SEARCH_BENCH_SOURCE});
  await context.close();
  const rows = judge(all, ranked);
  const inBuild = (row) => !row.expected || existing.get(row.expected.split('#')[0]);
  const benchRows = rows.slice(0, benchEntries.length);
  const evalRows = rows.slice(benchEntries.length).filter(inBuild);
  const judged = benchRows.filter(inBuild);
  const times = rows.map((row) => row.ms);
  return {
    pairs: benchRows.length,
    judged: judged.length,
    skipped: [...benchRows, ...rows.slice(benchEntries.length)]
      .filter((row) => !inBuild(row))
      .map((row) => row.expected),
    top1: judged.filter((row) => row.rank === 1).length,
    top5: judged.filter((row) => row.rank !== null).length,
    misses: judged.filter((row) => row.rank === null).map(({query, expected, top5}) => ({query, expected, top5})),
    evaluation: evalRows.length > 0 ? relevanceReport(evalRows) : null,
    // In-page time of the shared core per query (search, ranking, first five pages' data), no rendering.
    coreMs: {median: +percentile(times, 0.5).toFixed(1), p95: +percentile(times, 0.95).toFixed(1)},
    // Pagefind searches asked and result objects parsed (searchWork), in one session as a reader types
    // them: the bench's later queries, then the bench and the evaluation set together.
    coreWork: {laterQueries: searchWork(ranked.slice(1, benchEntries.length)), all: searchWork(ranked)},
  };
}

/**
 * Runs the whole section against a site served at baseUrl whose files are in siteDir.
 * @param {{baseUrl: string, siteDir: string}} options
 */
export async function searchBench({baseUrl, siteDir}) {
  const index = await directorySize(path.join(siteDir, 'pagefind'));
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    const {timings, phases, perQuery, modalCode} = await measureQueries(baseUrl, browser);
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
        laterQueries: {
          raw: spread(later('raw')),
          gzip: spread(later('gzip')),
          // Raw bytes of each later query by kind of file (indexKind), in the bench's order.
          perQuery: perQuery.slice(1).map((bytes, i) => ({
            query: searchBenchPairs[i + 1].query,
            raw: bytes.index.raw,
            ...bytes.kinds,
          })),
        },
      },
      perQueryMs: Object.fromEntries(searchBenchPairs.map((pair, i) => [pair.query, +timings[i].toFixed(1)])),
      keystrokeToResultsMs: {
        first: +timings[0].toFixed(1),
        median: +percentile(timings.slice(1), 0.5).toFixed(1),
        p95: +percentile(timings.slice(1), 0.95).toFixed(1),
        medianAll: +percentile(timings, 0.5).toFixed(1),
        p95All: +percentile(timings, 0.95).toFixed(1),
      },
      // Where later queries' time went (keystrokePhases): median and p95 of each phase apart.
      keystrokePhasesMs: Object.fromEntries(
        /** @type {const} */ (['lead', 'firstRound', 'ranking', 'fragments', 'render']).map((phase) => {
          const values = phases.slice(1).map((entry) => entry[phase]);
          return [phase, {median: +percentile(values, 0.5).toFixed(1), p95: +percentile(values, 0.95).toFixed(1)}];
        }),
      ),
      perQueryPhasesMs: Object.fromEntries(
        searchBenchPairs.map((pair, i) => [
          pair.query,
          Object.fromEntries(Object.entries(phases[i]).map(([phase, ms]) => [phase, +ms.toFixed(1)])),
        ]),
      ),
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

/**
 * Serves siteDir with `docusaurus serve` on port and runs the section against it.
 * @param {string} siteDir
 * @param {number} [port]
 * @returns {Promise<SearchReport>}
 */
export async function searchBenchForDirectory(siteDir, port = 4391) {
  return servedFrom(siteDir, port, (baseUrl) => searchBench({baseUrl, siteDir}));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = path.join(root, 'build');
  const report = await searchBenchForDirectory(siteDir, Number(process.env.SEARCH_BENCH_PORT ?? 4391));
  await mkdir(path.join(root, 'bench', 'out'), {recursive: true});
  await writeFile(
    path.join(root, 'bench', 'out', 'search-report.json'),
    `${JSON.stringify({date: new Date().toISOString(), ...report}, null, 2)}\n`,
  );
  printSearchTable(report);
  console.log('\nReport written to bench/out/search-report.json');
}
