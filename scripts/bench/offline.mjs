// Offline section of the bench: for each offline-mode activation strategy, the
// files and compressed bytes the service worker stores after a first visit to
// /docs/, by kind (HTML per section, scripts, styles, images, search index).
// Measured in headless Chromium: the strategy is set up (screen width, Data
// Saver, standalone display, ?offlineMode=true), the page is opened in a fresh
// context, and once the worker is active and its caches have stopped growing,
// every Cache Storage entry is listed and weighed by its file in the build
// (the .gz copy the build writes for text files, else the file itself; .br too).
// Reports, asserts nothing (the budgets are in src/plugins/offline/budget.ts and
// e2e/offline-budget.spec.ts). `npm run bench:offline` measures build/ alone;
// `npm run bench` calls offlineBenchForDirectory on its own build.
import {mkdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {waitForServer} from './waitForServer.mjs';
import {cachedUrls, firstPage, strategies, waitForStoredFiles, weighCachedUrls} from './offlineWeights.mjs';

/** @typedef {import('./offlineWeights.mjs').CachedWeight} CachedWeight */

/**
 * What the worker stored under each strategy, with the params it was registered with.
 * @typedef {object} OfflineReport
 * @property {string} firstPage
 * @property {Record<string, CachedWeight & {params: Record<string, unknown>}>} strategies
 */

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {string} buildDir
 * @param {string} name A key of `strategies`.
 * @returns {Promise<CachedWeight & {params: Record<string, unknown>}>}
 */
async function measureStrategy(browser, baseUrl, buildDir, name) {
  const setup = strategies[name];
  const context = await browser.newContext({viewport: setup.viewport});
  try {
    if (setup.init) {
      await context.addInitScript(setup.init);
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl}${firstPage}${setup.query}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await waitForStoredFiles(page);
    const params = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return JSON.parse(new URL(registration.active.scriptURL).searchParams.get('params') ?? '{}');
    });
    return {params, ...weighCachedUrls(await cachedUrls(page), buildDir)};
  } finally {
    await context.close();
  }
}

/**
 * Runs the section against a site served at baseUrl whose files are in buildDir.
 * @param {{baseUrl: string, buildDir: string}} options
 * @returns {Promise<OfflineReport>}
 */
export async function offlineBench({baseUrl, buildDir}) {
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    /** @type {OfflineReport['strategies']} */
    const results = {};
    for (const name of Object.keys(strategies)) {
      results[name] = await measureStrategy(browser, baseUrl, buildDir, name);
    }
    return {firstPage, strategies: results};
  } finally {
    await browser.close();
  }
}

/** @type {(bytes: number) => string} */
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(2)} MB`;

/** @param {OfflineReport} report */
export function printOfflineTable(report) {
  console.log(`\nOffline: what the service worker stores after a first visit to ${report.firstPage}`);
  console.log('\n| strategy | worker params | files | gzip | brotli |\n| --- | --- | --- | --- | --- |');
  for (const [name, row] of Object.entries(report.strategies)) {
    console.log(`| ${name} | ${JSON.stringify(row.params)} | ${row.files} | ${mb(row.gzip)} | ${mb(row.brotli)} |`);
  }
  const kinds = [...new Set(Object.values(report.strategies).flatMap((row) => Object.keys(row.byKind)))].sort();
  const names = Object.keys(report.strategies);
  console.log(`\n| kind | ${names.join(' | ')} |\n| --- | ${names.map(() => '---').join(' | ')} |`);
  for (const kind of kinds) {
    const cells = names.map((name) => {
      const row = report.strategies[name].byKind[kind];
      return row ? `${row.files} / ${mb(row.gzip)}` : '-';
    });
    console.log(`| ${kind} | ${cells.join(' | ')} |`);
  }
  console.log('\n(files / gzip MB per kind)');
}

/**
 * @template T
 * @param {string} dir
 * @param {number} port
 * @param {(baseUrl: string) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function servedFrom(dir, port, fn) {
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'docusaurus'),
    ['serve', '--dir', dir, '--port', String(port), '--host', 'localhost', '--no-open'],
    {cwd: root, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}, stdio: 'ignore'},
  );
  try {
    await waitForServer(`http://localhost:${port}/`);
    return await fn(`http://localhost:${port}`);
  } finally {
    server.kill();
  }
}

/**
 * Service workers need a secure origin: http://localhost qualifies, so the build is served there.
 * @param {string} buildDir
 * @param {number} [port]
 * @returns {Promise<OfflineReport>}
 */
export async function offlineBenchForDirectory(buildDir, port = 4394) {
  return servedFrom(buildDir, port, (baseUrl) => offlineBench({baseUrl, buildDir}));
}

/** `npm run bench:offline [-- --dir <build folder>] [-- --port N]`. */
async function main() {
  /**
   * @template {string | number} T
   * @param {string} name
   * @param {T} fallback
   * @returns {string | T}
   */
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index >= 0 ? process.argv[index + 1] : fallback;
  };
  const buildDir = path.resolve(option('dir', path.join(root, 'build')));
  const report = await offlineBenchForDirectory(buildDir, Number(option('port', 4394)));
  await mkdir(path.join(root, 'bench', 'out'), {recursive: true});
  await writeFile(
    path.join(root, 'bench', 'out', 'offline-report.json'),
    `${JSON.stringify({date: new Date().toISOString(), buildDir, ...report}, null, 2)}\n`,
  );
  printOfflineTable(report);
  console.log('\nReport written to bench/out/offline-report.json');
}

// No top-level await: the e2e tests import this module's helpers through require().
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
