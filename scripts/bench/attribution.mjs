// `npm run bench:attribution` (issue 33, item 2): where the first-load
// JavaScript of a page comes from, and what a doc page's long tasks run.
//
// 1. Bytes. Against a build made with hidden source maps (`--build` makes one:
//    `docusaurus build` with BUILD_SOURCE_MAPS=true, which src/plugins/source-maps
//    turns into Rspack's `devtool: 'hidden-source-map'`; the scripts stay byte
//    for byte the production ones, a `.map` file sits beside each), it opens
//    home, /docs/installation/ and the latest release post in headless Chromium,
//    lists the scripts each first visit runs (and, apart, the route chunks it
//    prefetches for its links), and splits every script through its source map
//    into framework runtime, route data, site data, our code (src/, tests-area/,
//    config/), content, third-party code and unmapped glue (attributionCore.mjs
//    says what each is and how gzip bytes are shared out). main.js and
//    runtime~main.js are also reported on their own.
// 2. Time. It records a Chromium trace of a first visit to the doc page on a
//    phone-sized window with the CPU slowed 4× (as Lighthouse's mobile run
//    does), takes the tasks of 50 ms or more on the page's main thread, and
//    adds up the CPU profile's self time inside them per function, module and
//    category, each sample's function placed in its original source through
//    the source maps. Timings are noisy on a shared machine; bytes are exact.
//
// Options: --build (make the source-mapped build first), --dir <folder>
// (default .tmp/attribution/build), --port N (default 4395), --no-trace,
// --save-trace <file> (the raw trace, for DevTools' Performance panel),
// --trace-file <file> (attribute a saved trace of the same build and port).
// Prints tables and writes bench/out/attribution-report.json. A report: it
// asserts nothing.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {createStaticServer} from '../static-server/server.mjs';
import {latestRelease} from '../../config/releases.mjs';
import {
  attributeScript,
  categories,
  categorise,
  decodeMappings,
  longTasks,
  moduleGroup,
  originalPosition,
  pageMainThread,
  selfTimeInWindows,
  sumCategories,
  totalsBy,
} from './attributionCore.mjs';

/** @typedef {import('./attributionCore.mjs').Category} Category */

const root = path.resolve(import.meta.dirname, '..', '..');
const outRoot = path.join(root, 'bench', 'out');

/** The value after --name on the command line, else undefined. */
function option(/** @type {string} */ name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const buildDir = path.resolve(root, option('dir') ?? path.join('.tmp', 'attribution', 'build'));
const port = Number(option('port') ?? 4395);
const withTrace = !process.argv.includes('--no-trace');
/** `--save-trace <file>`: also writes the raw trace, for Chromium DevTools' Performance panel. */
const saveTrace = option('save-trace');
/** `--trace-file <file>`: attributes a trace saved earlier (same build and port) instead of recording one. */
const traceFile = option('trace-file');

/** The bench's pages (scripts/bench/run.mjs), so the figures line up with its report. */
const pages = {home: '/', doc: '/docs/installation/', 'blog post': latestRelease.blogPath};
/** The page whose long tasks are attributed. */
const tracedPage = 'doc';
/** Lighthouse's mobile run: a Moto G Power sized screen and a 4× slower CPU. */
const phone = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
const cpuSlowdown = 4;
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
];

function buildWithSourceMaps() {
  console.log(`Building with hidden source maps into ${path.relative(root, buildDir)}/ ...`);
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', buildDir], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, BUILD_SOURCE_MAPS: 'true', NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0) {
    throw new Error(`docusaurus build exited with ${result.status}`);
  }
}

/** @type {Map<string, Promise<{code: string, map: any, decoded?: ReturnType<typeof decodeMappings>}>>} */
const scriptCache = new Map();

/** A built script and its source map, by URL path. */
function loadScript(/** @type {string} */ pathname) {
  let entry = scriptCache.get(pathname);
  if (!entry) {
    entry = (async () => {
      const file = path.join(buildDir, decodeURIComponent(pathname));
      const code = await readFile(file, 'utf8');
      // Rspack writes no map for a few tiny re-export chunks: their bytes count as unmapped.
      const map = existsSync(`${file}.map`)
        ? JSON.parse(await readFile(`${file}.map`, 'utf8'))
        : {sources: [], names: [], mappings: ''};
      return {code, map};
    })();
    scriptCache.set(pathname, entry);
  }
  return entry;
}

/** @type {Map<string, ReturnType<typeof attributeScript>>} */
const attributed = new Map();

async function attributionOf(/** @type {string} */ pathname) {
  let result = attributed.get(pathname);
  if (!result) {
    const {code, map} = await loadScript(pathname);
    result = attributeScript(code, map, root);
    attributed.set(pathname, result);
  }
  return result;
}

/**
 * The scripts a first visit runs, in the order they arrive, and the route
 * chunks it prefetches (`Sec-Purpose: prefetch`), by URL path.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function firstLoadScripts(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    /** @type {Array<Promise<{pathname: string, prefetch: boolean} | null>>} */
    const seen = [];
    page.on('response', (response) => {
      seen.push(
        (async () => {
          const {pathname} = new URL(response.url());
          if (response.status() !== 200 || !pathname.endsWith('.js')) {
            return null;
          }
          const {'sec-purpose': purpose = ''} = await response.request().allHeaders();
          return {pathname, prefetch: purpose.includes('prefetch')};
        })(),
      );
    });
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    if (response?.status() !== 200) {
      throw new Error(`${url} answered ${response?.status()}`);
    }
    const scripts = (await Promise.all(seen)).filter((s) => s !== null);
    return {
      run: [...new Set(scripts.filter((s) => !s.prefetch).map((s) => s.pathname))],
      prefetched: [...new Set(scripts.filter((s) => s.prefetch).map((s) => s.pathname))],
    };
  } finally {
    await context.close();
  }
}

/**
 * Sums the attribution of a list of scripts: gzip and raw bytes per category,
 * and the module groups of our code and of everything, heaviest first.
 * @param {string[]} scripts
 */
async function summarise(scripts) {
  const results = await Promise.all(scripts.map(attributionOf));
  /** @type {Map<string, {category: Category, raw: number, gzip: number}>} */
  const modules = new Map();
  for (const {modules: list} of results) {
    for (const [group, entry] of list) {
      const total = modules.get(group) ?? {category: entry.category, raw: 0, gzip: 0};
      total.raw += entry.raw;
      total.gzip += entry.gzip;
      modules.set(group, total);
    }
  }
  const sorted = [...modules].sort((a, b) => b[1].gzip - a[1].gzip);
  return {
    files: scripts.length,
    gzip: sumCategories(results.map((r) => r.gzip)),
    raw: sumCategories(results.map((r) => r.raw)),
    ours: sorted.filter(([, m]) => m.category === 'ours').map(([group, m]) => ({group, ...m})),
    top: sorted.slice(0, 15).map(([group, m]) => ({group, ...m})),
  };
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** @param {Record<Category, number>} record */
const total = (record) => categories.reduce((sum, c) => sum + record[c], 0);

/** @param {Array<[string, Awaited<ReturnType<typeof summarise>>]>} rows */
function printCategoryTable(rows) {
  console.log(`\n| scripts (gzip KB) | files | ${categories.join(' | ')} | total |`);
  console.log(`| --- | --- | ${categories.map(() => '---').join(' | ')} | --- |`);
  for (const [label, summary] of rows) {
    console.log(
      `| ${label} | ${summary.files} | ${categories.map((c) => kb(summary.gzip[c])).join(' | ')} | ${kb(total(summary.gzip))} |`,
    );
  }
}

/**
 * A first visit to the traced page on a phone with a slower CPU, as a Chromium
 * trace (JSON trace events).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<import('./attributionCore.mjs').TraceEvent[]>}
 */
async function recordTrace(browser, url) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await browser.startTracing(page, {categories: traceCategories});
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString('utf8'));
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  } finally {
    await context.close();
  }
}

/**
 * Where a profiled function comes from: its original source, line and name
 * through the script's source map, or V8's own label for native work.
 * @param {import('./attributionCore.mjs').CallFrame} frame
 * @param {string} origin
 */
async function placeFrame(frame, origin) {
  // Native frames may carry no URL at all.
  const url = frame.url ?? '';
  if (!url.startsWith(origin) || !url.endsWith('.js')) {
    const label = frame.functionName || '(anonymous)';
    // (program), (garbage collector), (idle) and native functions: work the engine does itself.
    return {label, source: url ? url : label, category: 'browser and V8'};
  }
  const pathname = new URL(url).pathname;
  const entry = await loadScript(pathname);
  entry.decoded ??= decodeMappings(entry.map.mappings);
  const position = originalPosition(entry.decoded, entry.map, frame.lineNumber, frame.columnNumber, root);
  if (!position) {
    return {label: `${frame.functionName || '(anonymous)'} @ ${pathname}`, source: pathname, category: 'unmapped'};
  }
  const name = position.name ?? (frame.functionName || '(anonymous)');
  return {
    label: `${name} (${position.source}:${position.line + 1})`,
    source: moduleGroup(position.source),
    category: categorise(position.source),
  };
}

/**
 * The long tasks of the traced page and what runs in them.
 * @param {import('./attributionCore.mjs').TraceEvent[]} events
 * @param {string} origin
 */
async function attributeLongTasks(events, origin) {
  const thread = pageMainThread(events);
  if (!thread) {
    throw new Error('The trace has no renderer main thread');
  }
  const tasks = longTasks(events, thread);
  if (!events.some((e) => e.name === 'ProfileChunk' && e.pid === thread.pid)) {
    console.warn('The trace holds no CPU profile of the page: self times are missing.');
  }
  const self = await Promise.all(
    selfTimeInWindows(events, thread, tasks).map(async ({frame, selfUs}) => ({
      ...(await placeFrame(frame, origin)),
      ms: selfUs / 1000,
    })),
  );
  const round = (/** @type {Array<[string, number]>} */ list, count = 15) =>
    list.slice(0, count).map(([name, ms]) => ({name, ms: Math.round(ms)}));
  return {
    longTasks: tasks.map(({start, end}) => Math.round((end - start) / 1000)),
    blockingMs: Math.round(tasks.reduce((sum, {start, end}) => sum + Math.max(0, (end - start) / 1000 - 50), 0)),
    byCategory: round(
      totalsBy(
        self,
        (s) => s.category,
        (s) => s.ms,
      ),
    ),
    byModule: round(
      totalsBy(
        self,
        (s) => s.source,
        (s) => s.ms,
      ),
    ),
    byFunction: round(
      totalsBy(
        self,
        (s) => s.label,
        (s) => s.ms,
      ),
    ),
  };
}

async function main() {
  if (process.argv.includes('--build')) {
    buildWithSourceMaps();
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run bench:attribution -- --build\` first`);
  }
  const entryScript = (await readdir(path.join(buildDir, 'assets', 'js'))).find((name) =>
    /^main\.[0-9a-f]+\.js$/.test(name),
  );
  if (!entryScript || !existsSync(path.join(buildDir, 'assets', 'js', `${entryScript}.map`))) {
    throw new Error(
      `${buildDir} was built without source maps: run \`npm run bench:attribution -- --build\` (BUILD_SOURCE_MAPS=true docusaurus build --out-dir <dir>)`,
    );
  }
  const server = createStaticServer({buildDir});
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(undefined));
  });
  const origin = `http://localhost:${port}`;
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    /** @type {Record<string, any>} */
    const report = {buildDir: path.relative(root, buildDir), pages: {}};
    /** @type {Array<[string, Awaited<ReturnType<typeof summarise>>]>} */
    const rows = [];
    /** @type {Set<string>} */
    const entries = new Set();
    for (const [name, pathname] of Object.entries(pages)) {
      const {run, prefetched} = await firstLoadScripts(browser, `${origin}${pathname}`);
      for (const script of run) {
        if (/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(script)) {
          entries.add(script);
        }
      }
      const firstLoad = await summarise(run);
      const prefetch = await summarise(prefetched);
      report.pages[name] = {path: pathname, scripts: run, prefetched, firstLoad, prefetch};
      rows.push([`${name} first load`, firstLoad], [`${name} prefetched`, prefetch]);
    }
    for (const script of [...entries].sort()) {
      const summary = await summarise([script]);
      report[path.basename(script).replace(/\.[0-9a-f]+\.js$/, '.js')] = summary;
      rows.unshift([path.basename(script), summary]);
    }
    console.log(`\nFirst-load scripts by origin, gzip KB (build: ${report.buildDir}/)`);
    printCategoryTable(rows);
    for (const [name, {firstLoad}] of Object.entries(report.pages)) {
      console.log(`\n${name}: our modules in the first load (gzip alone, KB)`);
      console.log(
        firstLoad.ours.map((/** @type {any} */ m) => `  ${kb(m.gzip).padStart(6)}  ${m.group}`).join('\n') || '  none',
      );
    }
    console.log(`\n${tracedPage}: heaviest module groups of the first load (gzip alone, KB)`);
    for (const m of report.pages[tracedPage].firstLoad.top) {
      console.log(`  ${kb(m.gzip).padStart(6)}  ${m.group} (${m.category})`);
    }
    if (withTrace) {
      const events = traceFile
        ? (JSON.parse(await readFile(path.resolve(root, traceFile), 'utf8')).traceEvents ?? [])
        : await recordTrace(browser, `${origin}${pages[tracedPage]}`);
      if (saveTrace) {
        await writeFile(path.resolve(root, saveTrace), JSON.stringify({traceEvents: events}));
      }
      const time = await attributeLongTasks(events, origin);
      report.trace = {page: pages[tracedPage], cpuSlowdown, viewport: phone.viewport, ...time};
      console.log(
        `\n${pages[tracedPage]} on a ${phone.viewport.width} px phone, CPU ${cpuSlowdown}× slower: long tasks ${time.longTasks.join(', ')} ms; blocking time ${time.blockingMs} ms`,
      );
      /** @type {Array<[string, Array<{name: string, ms: number}>]>} */
      const sections = [
        ['Self time in long tasks by category', time.byCategory],
        ['by module', time.byModule],
        ['by function', time.byFunction],
      ];
      for (const [title, list] of sections) {
        console.log(`\n${title} (ms)`);
        console.log(list.map(({name, ms}) => `  ${String(ms).padStart(5)}  ${name}`).join('\n'));
      }
    }
    await mkdir(outRoot, {recursive: true});
    await writeFile(path.join(outRoot, 'attribution-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, path.join(outRoot, 'attribution-report.json'))}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
