// `npm run bench`: measures, reports, asserts nothing (budgets live here, not in tests).
//  1. Cold production builds, timed with their peak memory: this site with Docusaurus
//     Faster (Rspack) and with the webpack path, and the stock baseline (below).
//  2. First-load HTML, JS and CSS bytes (gzip) of home, a doc page and a blog post,
//     as headless Chromium fetches them on a first visit. Route chunks the page
//     prefetches for its links are reported apart: they are not needed to show it.
//  3. Lighthouse mobile performance metrics (LCP, TBT, CLS) of the same pages,
//     median of BENCH_LIGHTHOUSE_RUNS runs (default 3).
//  4. Search cost (see search.mjs).
//  5. Load: req/s and latency of nginx and `docusaurus serve` at 100 and 500
//     connections (see load.mjs).
//  6. Offline: per offline-mode strategy, the files and compressed bytes the
//     service worker stores after a first visit, by kind (see offline.mjs).
// The baseline is a stock `create-docusaurus` classic-template site built with the
// same Docusaurus 3.6.1 (see baseline.mjs); every comparison is ours / baseline.
// Writes bench/report.json and prints a table.
import {mkdir, readdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {median, ratio, resourceType, runMeasured, weigh} from './measure.mjs';
import {prepareBaselineSite} from './baseline.mjs';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {performanceMetrics} from '../lighthouse/audit.mjs';
import {printSearchTable, searchBenchForDirectory} from './search.mjs';
import {loadBenchForDirectory, printLoadTable} from './load.mjs';
import {offlineBenchForDirectory, printOfflineTable} from './offline.mjs';
import {waitForServer} from './waitForServer.mjs';
import {precompressDirectory} from '../precompress/precompress.mjs';
import {findNginx} from '../nginx/find.mjs';
import {startNginx} from '../nginx/server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const outRoot = path.join(root, 'bench', 'out');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
const baseEnv = {...process.env, NO_UPDATE_NOTIFIER: '1'};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// `npm run bench -- --skip-webpack` leaves out the slow webpack build of this site.
const skipWebpack = process.argv.includes('--skip-webpack');

const sites = {
  ours: {
    siteDir: root,
    port: 4390,
    pages: {home: '/', doc: '/docs/installation/', 'blog post': '/blog/releases/3.6/'},
  },
  baseline: {
    siteDir: path.join(outRoot, 'baseline-site'),
    port: 4392,
    // The template's own intro doc and its first (oldest) blog post, at the
    // slashed paths the production server redirects to (no redirect measured).
    pages: {home: '/', doc: '/docs/intro/', 'blog post': '/blog/first-blog-post/'},
  },
};

async function countHtmlFiles(dir) {
  let count = 0;
  for (const entry of await readdir(dir, {withFileTypes: true, recursive: true})) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      count += 1;
    }
  }
  return count;
}

/**
 * `precompress`: our `npm run build` also writes .br/.gz copies (postbuild), so
 * this site's builds do too, timed apart; the stock baseline does not.
 */
async function coldBuild(name, siteDir, env = {}, {precompress = false} = {}) {
  const outDir = path.join(outRoot, name);
  await runMeasured(docusaurus, ['clear', siteDir], {cwd: root, env: baseEnv});
  const {ms, peakRssBytes} = await runMeasured(docusaurus, ['build', siteDir, '--out-dir', outDir], {
    cwd: root,
    env: {...baseEnv, ...env},
  });
  const htmlPages = await countHtmlFiles(outDir);
  console.log(`cold build (${name}): ${(ms / 1000).toFixed(1)} s, ${htmlPages} HTML pages`);
  const compressed = precompress ? await precompressDirectory(outDir) : null;
  if (compressed) {
    console.log(`precompress (${name}): ${(compressed.ms / 1000).toFixed(1)} s, ${compressed.totals.files} files`);
  }
  return {
    outDir,
    ms: Math.round(ms),
    peakRssBytes,
    htmlPages,
    msPerPage: +(ms / htmlPages).toFixed(1),
    precompress: compressed && {ms: compressed.ms, brotliQuality: compressed.brotliQuality, ...compressed.totals},
  };
}

// Both sites are served alike: through the production nginx config (gzip, brotli,
// cache headers) when nginx is installed, as readers get them; else with
// `docusaurus serve`, which sends everything uncompressed, so Lighthouse's
// simulated slow network then weighs raw bytes (the report says which).
const nginxAvailable = findNginx() !== null;
const servedBy = nginxAvailable
  ? 'nginx, production config (compressed)'
  : 'docusaurus serve (uncompressed: nginx not installed)';

function startServer(siteDir, outDir, port) {
  if (nginxAvailable) {
    return startNginx({buildDir: outDir, port, stdio: 'ignore'}).child;
  }
  return spawn(
    docusaurus,
    ['serve', siteDir, '--dir', outDir, '--port', String(port), '--host', 'localhost', '--no-open'],
    {cwd: root, env: baseEnv, stdio: 'ignore'},
  );
}

async function servedFrom(siteDir, outDir, port, fn) {
  const server = startServer(siteDir, outDir, port);
  try {
    await waitForServer(`http://localhost:${port}/`);
    return await fn(`http://localhost:${port}`);
  } finally {
    server.kill();
  }
}

async function pageWeights(baseUrl, pages) {
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
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

/** Median Lighthouse metrics of runs of one URL. */
function summarise(runs) {
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    cls: +median(runs.map((r) => r.cls)).toFixed(3),
  };
}

/**
 * Lighthouse runs for each page of each served site. Runs alternate between the
 * sites page by page, so a change in machine load during the bench hits both
 * sides of a ratio alike.
 */
async function lighthouseMetrics(served) {
  const runs = served.map(() => ({}));
  for (const name of Object.keys(sites.ours.pages)) {
    for (let index = 0; index < lighthouseRuns; index += 1) {
      for (const [siteIndex, {baseUrl, pages}] of served.entries()) {
        (runs[siteIndex][name] ??= []).push(await performanceMetrics(`${baseUrl}${pages[name]}`));
      }
    }
  }
  return runs.map((perPage) => Object.fromEntries(Object.entries(perPage).map(([name, r]) => [name, summarise(r)])));
}

function compare(ours, baseline) {
  const pages = {};
  for (const name of Object.keys(sites.ours.pages)) {
    const o = ours.measured;
    const b = baseline.measured;
    pages[name] = {
      jsGzip: ratio(o.weights[name].js.gzip, b.weights[name].js.gzip),
      cssGzip: ratio(o.weights[name].css.gzip, b.weights[name].css.gzip),
      htmlGzip: ratio(o.weights[name].html.gzip, b.weights[name].html.gzip),
      lcp: ratio(o.lighthouse[name].lcpMs, b.lighthouse[name].lcpMs),
      tbt: ratio(o.lighthouse[name].tbtMs, b.lighthouse[name].tbtMs),
      cls: ratio(o.lighthouse[name].cls, b.lighthouse[name].cls),
    };
  }
  return {
    buildMsPerPage: ratio(ours.build.msPerPage, baseline.build.msPerPage),
    peakMemory: ratio(ours.build.peakRssBytes ?? 0, baseline.build.peakRssBytes ?? 0),
    pages,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => (bytes === null ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`);
const verdict = (value, limit) => (value === null ? 'n/a' : value <= limit ? 'met' : '**missed**');

function printTable(report) {
  const {ours, webpack, baseline, comparison} = report;
  console.log('\n| build | cold build | peak memory | HTML pages | ms per page |\n| --- | --- | --- | --- | --- |');
  for (const [label, build] of [
    ['this site, Rspack (Faster)', ours.build],
    ...(webpack ? [['this site, webpack', webpack]] : []),
    ...(baseline ? [[`stock classic ${baseline.templateVersion}, webpack`, baseline.build]] : []),
  ]) {
    console.log(
      `| ${label} | ${(build.ms / 1000).toFixed(1)} s | ${mb(build.peakRssBytes)} | ${build.htmlPages} | ${build.msPerPage} |`,
    );
  }
  if (ours.build.precompress) {
    const {ms, files, brotliQuality} = ours.build.precompress;
    console.log(
      `\nPrecompress (.br q${brotliQuality} and .gz of ${files} files, after the build): ${(ms / 1000).toFixed(1)} s`,
    );
  }
  console.log(`\nRspack / webpack build time: ${report.rspackToWebpackRatio}`);
  console.log(`\nPages served by ${report.servedBy}; Lighthouse mobile, median of ${report.lighthouseRuns} runs.`);
  console.log(
    '\n| page | site | HTML gzip | JS gzip (files) | CSS gzip | prefetched later (files) | LCP | TBT | CLS | perf score |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const name of Object.keys(sites.ours.pages)) {
    for (const [label, site] of [
      ['ours', ours],
      ['stock', baseline],
    ]) {
      if (!site) {
        continue;
      }
      const w = site.measured.weights[name];
      const l = site.measured.lighthouse[name];
      console.log(
        `| ${name} | ${label} | ${kb(w.html.gzip)} | ${kb(w.js.gzip)} (${w.js.files}) | ${kb(w.css.gzip)} | ${kb(w.prefetch.gzip)} (${w.prefetch.files}) | ${l.lcpMs} ms | ${l.tbtMs} ms | ${l.cls} | ${l.score} |`,
      );
    }
  }
  if (!comparison) {
    console.log(`\nNo baseline: ${report.baselineError}`);
    return;
  }
  console.log('\n| ratio ours / stock | home | doc | blog post | target |\n| --- | --- | --- | --- | --- |');
  const row = (label, key, limit) => {
    const values = Object.keys(sites.ours.pages).map((name) => comparison.pages[name][key]);
    const target =
      limit === null
        ? 'reported'
        : `<= ${limit}: ${values.every((v) => verdict(v, limit) === 'met') ? 'met' : '**missed**'}`;
    console.log(`| ${label} | ${values.map((v) => v ?? 'n/a').join(' | ')} | ${target} |`);
  };
  row('first-load JS (gzip)', 'jsGzip', 1);
  row('first-load CSS (gzip)', 'cssGzip', null);
  row('HTML (gzip)', 'htmlGzip', null);
  row('LCP', 'lcp', 1);
  row('TBT', 'tbt', 1);
  row('CLS', 'cls', null);
  console.log(
    `\nBuild time per page, ours (Rspack) / stock: ${comparison.buildMsPerPage} (target <= 1: ${verdict(comparison.buildMsPerPage, 1)})`,
  );
  console.log(`Peak build memory, ours (Rspack) / stock: ${comparison.peakMemory ?? 'n/a'} (reported)`);
}

await mkdir(outRoot, {recursive: true});

let baselineSetup = null;
let baselineError = null;
try {
  baselineSetup = {templateVersion: await prepareBaselineSite(sites.baseline.siteDir)};
} catch (error) {
  baselineError = `could not fetch the create-docusaurus template (${error.message.split('\n')[0]})`;
  console.warn(`Bench baseline skipped: ${baselineError}`);
}

const ours = {build: await coldBuild('rspack', root, {}, {precompress: true})};
const webpack = skipWebpack
  ? null
  : await coldBuild('webpack', root, {DOCUSAURUS_BENCH_WEBPACK: 'true'}, {precompress: true});
const baseline = baselineSetup && {
  ...baselineSetup,
  build: await coldBuild('baseline', sites.baseline.siteDir),
};
const measuredSites = [[sites.ours, ours], ...(baseline ? [[sites.baseline, baseline]] : [])];
await servedFrom(sites.ours.siteDir, ours.build.outDir, sites.ours.port, (oursUrl) =>
  servedFrom(
    sites.baseline.siteDir,
    baseline ? baseline.build.outDir : ours.build.outDir,
    sites.baseline.port,
    async (baselineUrl) => {
      const served = measuredSites.map(([site], index) => ({
        baseUrl: [oursUrl, baselineUrl][index],
        pages: site.pages,
      }));
      const lighthouse = await lighthouseMetrics(served);
      for (const [index, [site, result]] of measuredSites.entries()) {
        result.measured = {
          weights: await pageWeights(served[index].baseUrl, site.pages),
          lighthouse: lighthouse[index],
        };
      }
    },
  ),
);
const search = await searchBenchForDirectory(ours.build.outDir);
const load = await loadBenchForDirectory(ours.build.outDir);
const offline = await offlineBenchForDirectory(ours.build.outDir);

const report = {
  date: new Date().toISOString(),
  node: process.version,
  lighthouseRuns,
  servedBy,
  rspackToWebpackRatio: webpack ? ratio(ours.build.ms, webpack.ms) : null,
  ours: {pages: sites.ours.pages, ...ours},
  webpack,
  baseline: baseline && {pages: sites.baseline.pages, ...baseline},
  baselineError,
  comparison: baseline ? compare(ours, baseline) : null,
  search,
  load,
  offline,
};
await writeFile(path.join(root, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
printTable(report);
printSearchTable(search);
printLoadTable(load);
printOfflineTable(offline);
console.log('\nReport written to bench/report.json');
