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
//    config/), content, third-party code and unmapped glue (attributionCategories.mjs
//    says what each is, attributionBytes.mjs how gzip bytes are shared out). main.js and
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
//
// This file runs the visits and prints the report; attributionOptions.mjs reads
// the command line, attributionCollect.mjs gathers and sums the scripts,
// attributionLongTasks.mjs records and attributes the trace.
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {createStaticServer} from '../static-server/server.mjs';
import {categories} from './attributionCategories.mjs';
import {buildWithSourceMaps, firstLoadScripts, summarise} from './attributionCollect.mjs';
import {attributeLongTasks, recordTrace} from './attributionLongTasks.mjs';
import {
  buildDir,
  cpuSlowdown,
  outRoot,
  pages,
  phone,
  port,
  root,
  saveTrace,
  traceFile,
  tracedPage,
  withTrace,
} from './attributionOptions.mjs';

/** @typedef {import('./attributionCategories.mjs').Category} Category */

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
