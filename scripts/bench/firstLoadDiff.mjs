// `node scripts/bench/firstLoadDiff.mjs --baseline <dir> [--candidate <dir>]`:
// what a change adds to the JavaScript of a first visit, from two production
// builds (issue 34: the Copy page menu's first-load cost). For each page it
// lists the scripts a first visit runs in each build (the HTML's <script src>
// and the route chunks the runtime loads before the page is interactive; the
// HTML names only runtime~main and main, so the route chunks are read from a
// real visit, as `npm run bench:attribution` does), weighs each file as
// gzip -9 and brotli (quality 11), and prints the sums side by side with the
// difference candidate − baseline.
//
// Make both builds IN THE SAME FOLDER (chunk ids and hashes depend on paths):
// build, move build/ away (e.g. to .tmp/first-load/baseline), change the code,
// build again. --candidate defaults to build/. --pages a,b,c replaces the pages
// (defaults below); --json <file> also writes the figures. A report, not a test.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {createStaticServer} from '../static-server/server.mjs';
import {latestRelease, pastVersions} from '../../config/releases.mjs';
import {firstLoadScripts} from './attributionCollect.mjs';

/** The pages issue 34 names: a Canary doc, an older version's doc and a release post. */
export const defaultPages = [
  '/docs/installation/',
  `/docs/${pastVersions.at(-1)}/installation/`,
  latestRelease.blogPath,
];

/**
 * The URL paths of the scripts an HTML page loads with <script src> (quoted or
 * not, as the minifier leaves them); inline scripts have none.
 * @param {string} html
 * @returns {string[]}
 */
export function htmlScriptPaths(html) {
  const paths = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (src) {
      paths.push(src[1] ?? src[2] ?? src[3]);
    }
  }
  return paths;
}

/**
 * The bytes of one file raw, at gzip level 9 and brotli quality 11 (the
 * strongest each offers, as a precompressing host would serve them).
 * @param {Buffer} body
 */
export function weighFile(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, {level: 9}).length,
    brotli: brotliCompressSync(body, {
      params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT},
    }).length,
  };
}

/** @typedef {{path: string, raw: number, gzip: number, brotli: number}} WeighedScript */
/** @typedef {{raw: number, gzip: number, brotli: number}} Totals */

/** @param {WeighedScript[]} scripts @returns {Totals} */
export function sumScripts(scripts) {
  return scripts.reduce(
    (sum, {raw, gzip, brotli}) => ({raw: sum.raw + raw, gzip: sum.gzip + gzip, brotli: sum.brotli + brotli}),
    {raw: 0, gzip: 0, brotli: 0},
  );
}

/**
 * One page's comparison: totals of each build, the difference, and the
 * scripts only one build loads (a changed file has a new hash, so it shows on
 * both sides).
 * @param {WeighedScript[]} baseline
 * @param {WeighedScript[]} candidate
 */
export function compareLoads(baseline, candidate) {
  const before = sumScripts(baseline);
  const after = sumScripts(candidate);
  const inBaseline = new Set(baseline.map((s) => s.path));
  const inCandidate = new Set(candidate.map((s) => s.path));
  return {
    baseline: {files: baseline.length, ...before},
    candidate: {files: candidate.length, ...after},
    added: {raw: after.raw - before.raw, gzip: after.gzip - before.gzip, brotli: after.brotli - before.brotli},
    onlyBaseline: baseline.filter((s) => !inCandidate.has(s.path)),
    onlyCandidate: candidate.filter((s) => !inBaseline.has(s.path)),
  };
}

/** The first-load scripts of each page of one build, weighed from the build's files. */
async function measureBuild(/** @type {import('@playwright/test').Browser} */ browser, buildDir, pages) {
  const server = createStaticServer({buildDir});
  await new Promise((resolve) => server.listen(0, 'localhost', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const origin = `http://localhost:${address.port}`;
  try {
    /** @type {Record<string, WeighedScript[]>} */
    const result = {};
    for (const pathname of pages) {
      const html = await readFile(path.join(buildDir, pathname, 'index.html'), 'utf8');
      const {run} = await firstLoadScripts(browser, `${origin}${pathname}`);
      const paths = [...new Set([...htmlScriptPaths(html), ...run])].filter((p) => p.endsWith('.js'));
      result[pathname] = await Promise.all(
        paths.map(async (p) => ({path: p, ...weighFile(await readFile(path.join(buildDir, decodeURIComponent(p))))})),
      );
    }
    return result;
  } finally {
    server.close();
  }
}

function option(/** @type {string} */ name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const baselineOption = option('baseline');
  if (!baselineOption) {
    throw new Error('Name the build without the change: --baseline <dir> (see the header of this file).');
  }
  const baselineDir = path.resolve(root, baselineOption);
  const candidateDir = path.resolve(root, option('candidate') ?? 'build');
  const pages = option('pages')?.split(',') ?? defaultPages;
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  let baseline, candidate;
  try {
    baseline = await measureBuild(browser, baselineDir, pages);
    candidate = await measureBuild(browser, candidateDir, pages);
  } finally {
    await browser.close();
  }
  console.log(
    `baseline:  ${path.relative(root, baselineDir) || '.'}\ncandidate: ${path.relative(root, candidateDir)}\n`,
  );
  console.log('| page | scripts | baseline gzip / br | candidate gzip / br | added gzip / br |');
  console.log('| --- | --- | --- | --- | --- |');
  const report = {};
  for (const pathname of pages) {
    const diff = compareLoads(baseline[pathname], candidate[pathname]);
    report[pathname] = {...diff, baselineScripts: baseline[pathname], candidateScripts: candidate[pathname]};
    const {baseline: b, candidate: c, added: a} = diff;
    console.log(
      `| ${pathname} | ${b.files} → ${c.files} | ${b.gzip} / ${b.brotli} | ${c.gzip} / ${c.brotli} | ${a.gzip} / ${a.brotli} |`,
    );
  }
  for (const [pathname, {onlyBaseline, onlyCandidate}] of Object.entries(report)) {
    console.log(`\n${pathname}`);
    for (const [label, list] of [
      ['  baseline only ', onlyBaseline],
      ['  candidate only', onlyCandidate],
    ]) {
      for (const s of list) {
        console.log(`${label} ${s.path}  raw ${s.raw}  gzip ${s.gzip}  br ${s.brotli}`);
      }
    }
  }
  const json = option('json');
  if (json) {
    await writeFile(path.resolve(root, json), `${JSON.stringify(report, null, 2)}\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
