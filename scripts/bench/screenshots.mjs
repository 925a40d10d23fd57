// Do readers see the same pages from two builds? (issue 33, item 5)
//
//   node scripts/bench/screenshots.mjs --before <build folder> --after <build folder> [--port N] [--out <folder>] [--only <substring>] [--stored]
//
// Serves each build with the site's own static server (ports N and N+1, 4361 by default), and
// takes a full-page screenshot of each page of `screenshotPages` (code blocks with titles, line
// numbers and highlighted lines, tabs, tables, diagrams, live editors) in light and dark mode at
// 1280 and 390 px wide, once per build. The colour mode is the system's preference, or with
// `--stored` the reader's stored choice (the theme's storage key, set before the first load, the
// system preferring the other mode). Pixels are compared as decoded RGBA (sharp): a pixel
// differs when any channel differs. Prints a row per screenshot and writes
// `<out>/screenshots-report.json`, plus `<out>/<page>-<mode>-<width>-{before,after,diff}.png` for
// each screenshot that differs (the diff marks differing pixels red over a faded "after"). Two
// screenshots of different heights (text added or removed) are compared over their common height,
// and the first differing row is reported for every screenshot that differs.
// A report, not a test: it exits 0 whatever it finds. Heavy: run it under `flock /tmp/heavy.lock`.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import sharp from 'sharp';
import {builtVersions, latestRelease} from '../../config/releases.mjs';
import {chromiumArgs, findChromium} from '../chromium.mjs';
import {createStaticServer} from '../static-server/server.mjs';

/** Pages rich in code blocks, tabs, tables and diagrams, across the three docs versions, the blog and the test area. */
export const screenshotPages = [
  '/docs/markdown-features/code-blocks/',
  // The same page in every built docs version.
  ...builtVersions.map((version) => `/docs/${version}/markdown-features/code-blocks/`),
  '/docs/markdown-features/tabs/',
  '/docs/markdown-features/diagrams/',
  '/docs/markdown-features/admonitions/',
  '/docs/markdown-features/react/',
  '/docs/installation/',
  '/docs/configuration/',
  '/docs/deployment/',
  '/docs/swizzling/',
  '/docs/styling-layout/',
  '/docs/using-plugins/',
  '/docs/advanced/client/',
  '/docs/advanced/plugins/',
  '/docs/api/themes/configuration/',
  '/docs/i18n/tutorial/',
  '/docs/sidebar/items/',
  '/docs/migration/v3/',
  `/docs/${latestRelease.version}/cli/`,
  latestRelease.blogPath,
  '/tests/pages/code-block-tests/',
  '/docs/api/plugin-methods/lifecycle-apis/',
  '/tests/pages/tabs-tests/',
];

export const modes = /** @type {const} */ (['light', 'dark']);
export const widths = [1280, 390];

/**
 * Counts the pixels that differ between two RGBA images of the same size, and marks them.
 * @param {Buffer} before raw RGBA
 * @param {Buffer} after raw RGBA
 * @returns {{differing: number, marked: Buffer}} marked: `after` faded, differing pixels red
 */
export function comparePixels(before, after) {
  const marked = Buffer.alloc(after.length);
  let differing = 0;
  for (let offset = 0; offset < after.length; offset += 4) {
    const same =
      before[offset] === after[offset] &&
      before[offset + 1] === after[offset + 1] &&
      before[offset + 2] === after[offset + 2] &&
      before[offset + 3] === after[offset + 3];
    if (same) {
      for (let channel = 0; channel < 3; channel += 1) marked[offset + channel] = 191 + (after[offset + channel] >> 2);
    } else {
      differing += 1;
      marked[offset] = 255;
    }
    marked[offset + 3] = 255;
  }
  return {differing, marked};
}

/**
 * The first pixel row at which two RGBA images differ, comparing rows from the top over their common
 * height; null when the common rows are all equal (and the heights are too).
 * @param {{data: Buffer, width: number, height: number}} before
 * @param {{data: Buffer, width: number, height: number}} after
 * @returns {number | null}
 */
export function firstDifferingRow(before, after) {
  const height = Math.min(before.height, after.height);
  const rowBytes = before.width * 4;
  if (before.width !== after.width) {
    return 0;
  }
  for (let row = 0; row < height; row += 1) {
    const start = row * rowBytes;
    if (before.data.compare(after.data, start, start + rowBytes, start, start + rowBytes) !== 0) {
      return row;
    }
  }
  return before.height === after.height ? null : height;
}

/**
 * The top `height` rows of a raw RGBA image of `width` columns.
 * @param {Buffer} data @param {number} width @param {number} height
 */
export function topRows(data, width, height) {
  return data.subarray(0, width * height * 4);
}

/**
 * Whether React has hydrated the page: the framework sets `data-has-hydrated="true"` on <html> once
 * it has (core's client/hasHydratedDataAttribute). `data-theme` is no such sign: the theme's inline
 * script sets it before any bundle runs.
 * @param {Pick<Element, 'getAttribute'>} root the <html> element
 */
export function hasHydrated(root) {
  return root.getAttribute('data-has-hydrated') === 'true';
}

/**
 * How a screenshot's colour mode reaches the page. System: the browser's preferred colour scheme, which
 * the site follows (respectPrefersColorScheme). Stored: the reader's choice in storage, written before
 * the first load, with the system preferring the other mode so that only the stored choice can give it.
 * @param {'light' | 'dark'} mode
 * @param {boolean} stored
 * @returns {{colorScheme: 'light' | 'dark', storedTheme: string | null}}
 */
export function colourModeSetup(mode, stored) {
  if (!stored) {
    return {colorScheme: mode, storedTheme: null};
  }
  return {colorScheme: mode === 'dark' ? 'light' : 'dark', storedTheme: mode};
}

/**
 * The theme's storage key for the colour mode, read from a page of the build: the theme's inline
 * script reads it (`theme` plus the site's storage namespace, when there is one) before React loads.
 * @param {string} html a built page
 */
export function themeStorageKey(html) {
  const key = /getItem\((["'])(theme(?:-[\w-]+)?)\1\)/.exec(html)?.[2];
  if (!key) {
    throw new Error("No colour mode storage key in the page's inline script: has the theme's script changed?");
  }
  return key;
}

/** @param {Buffer} png */
async function rawImage(png) {
  const {data, info} = await sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true});
  return {data, width: info.width, height: info.height};
}

/**
 * A full-page screenshot once the page has hydrated, its scripts have settled (chunks loaded on
 * demand, diagrams drawn) and its fonts are ready; animations are frozen.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{mode: 'light' | 'dark', width: number, themeKey: string | null}} view themeKey: the storage
 *   key to hold the mode (the reader's stored choice), or null to give it as the system's preference
 */
async function screenshot(browser, url, {mode, width, themeKey}) {
  const {colorScheme, storedTheme} = colourModeSetup(mode, themeKey !== null);
  const context = await browser.newContext({
    viewport: {width, height: 900},
    colorScheme,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  try {
    if (storedTheme !== null) {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [themeKey, storedTheme]);
    }
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'networkidle'});
    // The predicate's own source, called on the page's <html> (a page function cannot reach this module).
    await page.waitForFunction(`(${hasHydrated})(document.documentElement)`);
    await page.evaluate(() => document.fonts.ready);
    // Mermaid draws after hydration; one more quiet moment lets late renders finish.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const theme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    if (theme !== mode) {
      throw new Error(`${url} shows the ${theme} colour mode, not ${mode}`);
    }
    return await page.screenshot({fullPage: true, animations: 'disabled', caret: 'hide'});
  } finally {
    await context.close();
  }
}

/** @param {string} buildDir @param {number} port */
async function serve(buildDir, port) {
  const server = createStaticServer({buildDir});
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(undefined));
  });
  return server;
}

async function main() {
  const {values} = parseArgs({
    options: {
      before: {type: 'string'},
      after: {type: 'string'},
      port: {type: 'string', default: '4361'},
      out: {type: 'string', default: 'bench/out/screenshots'},
      only: {type: 'string'},
      stored: {type: 'boolean', default: false},
    },
  });
  if (!values.before || !values.after) {
    throw new Error('Usage: node scripts/bench/screenshots.mjs --before <build folder> --after <build folder>');
  }
  const port = Number(values.port);
  const out = path.resolve(values.out);
  await mkdir(out, {recursive: true});
  const themeKey = values.stored
    ? themeStorageKey(await readFile(path.join(path.resolve(values.after), 'index.html'), 'utf8'))
    : null;
  const servers = [await serve(path.resolve(values.before), port), await serve(path.resolve(values.after), port + 1)];
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  /** @type {Array<Record<string, unknown>>} */
  const rows = [];
  try {
    for (const pathname of screenshotPages.filter((page) => !values.only || page.includes(values.only))) {
      for (const mode of modes) {
        for (const width of widths) {
          const [beforePng, afterPng] = [
            await screenshot(browser, `http://localhost:${port}${pathname}`, {mode, width, themeKey}),
            await screenshot(browser, `http://localhost:${port + 1}${pathname}`, {mode, width, themeKey}),
          ];
          const [before, after] = [await rawImage(beforePng), await rawImage(afterPng)];
          const sameSize = before.width === after.width && before.height === after.height;
          // Text added or removed changes the height: the rows both have are still compared.
          const common = before.width === after.width ? Math.min(before.height, after.height) : 0;
          const {differing, marked} =
            common > 0
              ? comparePixels(topRows(before.data, before.width, common), topRows(after.data, after.width, common))
              : {differing: null, marked: null};
          const firstRow = firstDifferingRow(before, after);
          const row = {
            path: pathname,
            mode,
            width,
            size: sameSize
              ? `${after.width}x${after.height}`
              : `${before.width}x${before.height} → ${after.width}x${after.height}`,
            // Over the rows both screenshots have.
            differingPixels: differing,
            firstDifferingRow: firstRow,
          };
          rows.push(row);
          const count = sameSize ? String(differing) : `${differing ?? '-'}+size`;
          const from = firstRow === null ? '' : `, from row ${firstRow}`;
          console.log(
            `${count.padStart(14)}  ${mode.padEnd(5)} ${String(width).padStart(4)}  ${pathname}  (${row.size}${from})`,
          );
          if (firstRow !== null) {
            const name = `${pathname.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home'}-${mode}-${width}`;
            await writeFile(path.join(out, `${name}-before.png`), beforePng);
            await writeFile(path.join(out, `${name}-after.png`), afterPng);
            if (marked) {
              await sharp(marked, {raw: {width: after.width, height: common, channels: 4}})
                .png()
                .toFile(path.join(out, `${name}-diff.png`));
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.close());
  }
  const differingShots = rows.filter((row) => row.firstDifferingRow !== null);
  const report = {
    before: values.before,
    after: values.after,
    colourMode: values.stored ? 'stored' : 'system',
    screenshots: rows.length,
    differing: differingShots.length,
    rows,
  };
  await writeFile(path.join(out, 'screenshots-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\n${rows.length} screenshots, ${differingShots.length} differ (report: ${path.relative(process.cwd(), out)}/screenshots-report.json)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
