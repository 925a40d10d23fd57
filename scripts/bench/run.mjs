// `npm run bench`: measures, reports, asserts nothing (budgets live here, not in tests).
//  1. Cold production build time with Docusaurus Faster (Rspack) and with the webpack path.
//  2. JS and CSS bytes (raw and gzip) that pages load in headless Chromium.
// Writes bench/report.json and prints a table.
import {mkdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {resourceType, timeCommand, weigh} from './measure.mjs';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {printSearchTable, searchBenchForDirectory} from './search.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const outRoot = path.join(root, 'bench', 'out');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');
const baseEnv = {...process.env, NO_UPDATE_NOTIFIER: '1'};
const pages = {home: '/', doc: '/docs/installation/'};
const port = 4390;

async function coldBuild(name, env) {
  await timeCommand(docusaurus, ['clear'], {cwd: root, env: baseEnv});
  const ms = await timeCommand(docusaurus, ['build', '--out-dir', path.join(outRoot, name)], {
    cwd: root,
    env: {...baseEnv, ...env},
  });
  console.log(`cold build (${name}): ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

async function servedFrom(dir, fn) {
  const server = spawn(docusaurus, ['serve', '--dir', dir, '--port', String(port), '--no-open'], {
    cwd: root,
    env: baseEnv,
    stdio: 'ignore',
  });
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

async function pageWeights(baseUrl) {
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  const weights = {};
  try {
    for (const [name, pathname] of Object.entries(pages)) {
      // A fresh context per page: a first visit, nothing cached.
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        const type = resourceType(response.url(), response.headers()['content-type']);
        if (type !== 'other') {
          pending.push(response.body().then((body) => ({type, body})));
        }
      });
      await page.goto(`${baseUrl}${pathname}`, {waitUntil: 'networkidle'});
      weights[name] = weigh(await Promise.all(pending));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

await mkdir(outRoot, {recursive: true});
const rspackMs = await coldBuild('rspack', {});
const webpackMs = await coldBuild('webpack', {DOCUSAURUS_BENCH_WEBPACK: 'true'});
const weights = await servedFrom(path.join(outRoot, 'rspack'), pageWeights);
const search = await searchBenchForDirectory(path.join(outRoot, 'rspack'));

const report = {
  date: new Date().toISOString(),
  node: process.version,
  build: {
    rspackMs: Math.round(rspackMs),
    webpackMs: Math.round(webpackMs),
    rspackToWebpackRatio: +(rspackMs / webpackMs).toFixed(3),
  },
  pages: Object.fromEntries(Object.entries(weights).map(([name, w]) => [name, {path: pages[name], ...w}])),
  search,
};
await writeFile(path.join(root, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log('\n| measure | value |\n| --- | --- |');
console.log(`| cold build, Rspack (Docusaurus Faster) | ${(rspackMs / 1000).toFixed(1)} s |`);
console.log(`| cold build, webpack | ${(webpackMs / 1000).toFixed(1)} s |`);
console.log(`| Rspack / webpack | ${report.build.rspackToWebpackRatio} |`);
for (const [name, w] of Object.entries(weights)) {
  console.log(`| ${name} (${pages[name]}) JS | ${kb(w.js.raw)} raw, ${kb(w.js.gzip)} gzip, ${w.js.files} files |`);
  console.log(`| ${name} (${pages[name]}) CSS | ${kb(w.css.raw)} raw, ${kb(w.css.gzip)} gzip, ${w.css.files} files |`);
}
printSearchTable(search);
console.log('\nReport written to bench/report.json');
