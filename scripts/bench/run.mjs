// `npm run bench`: measures, reports, asserts nothing (budgets live here, not in tests).
//  1. Cold production builds, timed with their peak memory: this site with Docusaurus
//     Faster (Rspack) and with the webpack path, and the stock baseline (below).
//  2. First-load HTML, JS and CSS bytes (gzip) of home, a doc page and a blog post,
//     as headless Chromium fetches them on a first visit. Route chunks the page
//     prefetches for its links are reported apart: they are not needed to show it.
//  3. Lighthouse mobile performance metrics (LCP, TBT, CLS) of the same pages,
//     median of BENCH_LIGHTHOUSE_RUNS runs (default 5), with the spread.
//  4. Search cost (see search.mjs).
//  5. Load: req/s and latency of nginx and `docusaurus serve` at 100 and 500
//     connections (see load.mjs).
//  6. Offline: per offline-mode strategy, the files and compressed bytes the
//     service worker stores after a first visit, by kind (see offline.mjs).
//  7. Markdown twins: how many, and each docs version's llms.txt and
//     llms-full.txt sizes (see markdownTwins.mjs).
// Two baselines, both built with the same Docusaurus 3.6.1: the stock
// `create-docusaurus` classic-template site (baseline.mjs), which the issue's
// gates compare with, and the same template grown to this site's size with our
// pages' Markdown twins (grownBaseline.mjs), which the goals compare with.
// Every comparison is ours / baseline.
// Writes bench/report.json and prints a table.
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {compare, ratio, runMeasured} from './measure.mjs';
import {prepareBaselineSite} from './baseline.mjs';
import {growBaselineSite, routeTolerance} from './grownBaseline.mjs';
import {lighthouseMetrics, pageWeights} from './pageMetrics.mjs';
import {searchBenchForDirectory} from './search.mjs';
import {loadBenchForDirectory} from './load.mjs';
import {printBenchTable, printLoadTable, printSearchTable} from './tables.mjs';
import {offlineBenchForDirectory, printOfflineTable} from './offline.mjs';
import {markdownTwinsBenchForDirectory, printMarkdownTwinsTable} from './markdownTwins.mjs';
import {waitForServer} from './waitForServer.mjs';
import {precompressDirectory} from '../precompress/precompress.mjs';
import {findNginx} from '../nginx/find.mjs';
import {startNginx} from '../nginx/server.mjs';
import {latestRelease} from '../../config/releases.mjs';
import {testsSiteArgs, testsSiteEnv} from '../build/testsSite.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const outRoot = path.join(root, 'bench', 'out');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
const baseEnv = {...process.env, NO_UPDATE_NOTIFIER: '1'};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// `npm run bench -- --skip-webpack` leaves out the slow webpack build of this site.
const skipWebpack = process.argv.includes('--skip-webpack');

const sites = {
  ours: {
    siteDir: root,
    port: 4390,
    // The announcement post of the latest release: the blog post most readers open.
    pages: {
      home: '/',
      doc: '/docs/installation/',
      'blog post': latestRelease.blogPath,
      'API reference': '/docs/api/plugins/@docusaurus/plugin-content-docs/',
      showcase: '/showcase/',
    },
  },
  baseline: {
    siteDir: path.join(outRoot, 'baseline-site'),
    port: 4392,
    // The template's own intro doc and its long blog post (the pages issue 33
    // names), at the slashed paths the production server redirects to (no
    // redirect measured).
    pages: {home: '/', doc: '/docs/intro/', 'blog post': '/blog/long-blog-post/'},
  },
  // Our pages at our URLs (the twins keep them), so the same paths as ours.
  grown: {
    siteDir: path.join(outRoot, 'grown-site'),
    port: 4394,
    pages: {},
  },
};
sites.grown.pages = sites.ours.pages;
/** Names of the measured pages, the same on both sites: each ratio compares a page with its counterpart. */
const pageNames = Object.keys(sites.ours.pages);

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
  // Each site builds from its own folder: webpack keeps its persistent cache under the
  // working directory's node_modules/.cache, and a cache left by another site built
  // from the repo root (a sample fixture) can pass its checks and replace this site's
  // routes with that site's.
  await runMeasured(docusaurus, ['clear', siteDir], {cwd: siteDir, env: baseEnv});
  // This site is built as `npm run build` builds it: with its test area's site (scripts/build/run.mjs).
  const ownSite = siteDir === root;
  if (ownSite) {
    await runMeasured(docusaurus, testsSiteArgs('clear'), {cwd: root, env: testsSiteEnv(baseEnv)});
  }
  const [command, args] = ownSite
    ? [process.execPath, [path.join(root, 'scripts', 'build', 'run.mjs'), '--out-dir', outDir]]
    : [docusaurus, ['build', siteDir, '--out-dir', outDir]];
  const {ms, peakRssBytes} = await runMeasured(command, args, {
    cwd: siteDir,
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

/**
 * Serves each [site, result] pair's build on its port while fn runs with their base URLs.
 * @param {Array<[{siteDir: string, port: number}, {build: {outDir: string}}]>} list
 * @param {(baseUrls: string[]) => Promise<void>} fn
 */
async function servedAll(list, fn) {
  const servers = list.map(([site, result]) => startServer(site.siteDir, result.build.outDir, site.port));
  try {
    const baseUrls = list.map(([site]) => `http://localhost:${site.port}`);
    await Promise.all(baseUrls.map((url) => waitForServer(`${url}/`)));
    await fn(baseUrls);
  } finally {
    servers.forEach((server) => server.kill());
  }
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
const grown = baseline && {
  content: await growBaselineSite({
    root,
    stockDir: sites.baseline.siteDir,
    grownDir: sites.grown.siteDir,
    oursBuildDir: ours.build.outDir,
    stockRoutes: baseline.build.htmlPages,
    targetRoutes: ours.build.htmlPages,
  }),
  build: await coldBuild('grown', sites.grown.siteDir),
};
if (grown) {
  grown.routeRatio = ratio(grown.build.htmlPages, ours.build.htmlPages);
  grown.routesWithinTolerance = Math.abs(grown.routeRatio - 1) <= routeTolerance;
}
/** @type {Array<[{siteDir: string, port: number, pages: Record<string, string>}, any]>} */
const measuredSites = [[sites.ours, ours]];
if (baseline) {
  measuredSites.push([sites.baseline, baseline], [sites.grown, grown]);
}
await servedAll(measuredSites, async (baseUrls) => {
  const served = measuredSites.map(([site], index) => ({baseUrl: baseUrls[index], pages: site.pages}));
  const lighthouse = await lighthouseMetrics(served, pageNames, lighthouseRuns);
  for (const [index, [site, result]] of measuredSites.entries()) {
    result.measured = {
      weights: await pageWeights(served[index].baseUrl, site.pages),
      lighthouse: lighthouse[index],
    };
  }
});
const search = await searchBenchForDirectory(ours.build.outDir);
const load = await loadBenchForDirectory(ours.build.outDir);
const offline = await offlineBenchForDirectory(ours.build.outDir);
const versions = JSON.parse(await readFile(path.join(root, 'versions.json'), 'utf8'));
const markdownTwins = await markdownTwinsBenchForDirectory(ours.build.outDir, versions);

const report = {
  date: new Date().toISOString(),
  node: process.version,
  lighthouseRuns,
  servedBy,
  rspackToWebpackRatio: webpack ? ratio(ours.build.ms, webpack.ms) : null,
  ours: {pages: sites.ours.pages, ...ours},
  webpack,
  baseline: baseline && {pages: sites.baseline.pages, ...baseline},
  grown: grown && {pages: sites.grown.pages, ...grown},
  baselineError,
  comparison: baseline ? compare(ours, baseline, pageNames) : null,
  grownComparison: grown ? compare(ours, grown, pageNames) : null,
  search,
  load,
  offline,
  markdownTwins,
};
await writeFile(path.join(root, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
printBenchTable(report, pageNames);
printSearchTable(search);
printLoadTable(load);
printOfflineTable(offline);
printMarkdownTwinsTable(markdownTwins);
console.log('\nReport written to bench/report.json');
