// Options and fixed settings of `npm run bench:attribution` (attribution.mjs):
// the command line (--dir, --port, --no-trace, --save-trace, --trace-file), the
// bench's pages, and the phone and CPU slowdown the traced visit runs with.
import path from 'node:path';
import {latestRelease} from '../../config/releases.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const outRoot = path.join(root, 'bench', 'out');

/** The value after --name on the command line, else undefined. */
function option(/** @type {string} */ name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
export const buildDir = path.resolve(root, option('dir') ?? path.join('.tmp', 'attribution', 'build'));
export const port = Number(option('port') ?? 4395);
export const withTrace = !process.argv.includes('--no-trace');
/** `--save-trace <file>`: also writes the raw trace, for Chromium DevTools' Performance panel. */
export const saveTrace = option('save-trace');
/** `--trace-file <file>`: attributes a trace saved earlier (same build and port) instead of recording one. */
export const traceFile = option('trace-file');

/** The bench's pages (scripts/bench/run.mjs), so the figures line up with its report. */
export const pages = {home: '/', doc: '/docs/installation/', 'blog post': latestRelease.blogPath};
/** The page whose long tasks are attributed. */
export const tracedPage = 'doc';
/** Lighthouse's mobile run: a Moto G Power sized screen and a 4× slower CPU. */
export const phone = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
export const cpuSlowdown = 4;
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
];
