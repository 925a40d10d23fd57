// Build-time compression of the built site: a .br and a .gz beside each text
// asset, which nginx sends as they are (gzip_static, brotli_static) instead of
// compressing the same file again on every request (issue 20: one nginx worker
// compressing main.js per request served 59 req/s at 50 connections).
// Run after `docusaurus build` by run.mjs (npm's `postbuild`), not by a
// Docusaurus plugin: 3.6.1 runs every plugin's postBuild at once, and the
// search (Pagefind) and PWA (sw.js) plugins still write files in theirs.
import {readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Pagefind's own pagefind*.js/.css/.json fall
 * under these; its .pf_* fragments and indexes and its .pagefind wasm are
 * gzipped already, and images and fonts are compressed formats, so they are left out.
 */
/**
 * @typedef {object} PrecompressedFile
 * @property {string} path
 * @property {number} bytes
 * @property {number | null} br Size of the .br written, or null when it would not have been smaller.
 * @property {number | null} gz
 */

/**
 * @typedef {object} PrecompressReport
 * @property {number} brotliQuality
 * @property {PrecompressedFile[]} files
 * @property {string[]} removedStaleCopies Copies left by an earlier run whose file is gone or gets none now; removed.
 * @property {{files: number, bytes: number, brFiles: number, brBytes: number, gzFiles: number, gzBytes: number}} totals
 * @property {number} ms
 */

export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  // The pages' Markdown twins (issue 34).
  '.md',
  '.webmanifest',
  '.manifest',
]);

/** Below this, the compressed copy saves less than a TCP packet and costs a file. */
export const defaultMinBytes = 1024;

/**
 * Measured on this site's build (1219 files, 30.5 MB; issue 20): q11 gives
 * 5.64 MB for about 48 s of CPU, q10 5.77 MB (+2 %) for about 14 s, q9 6.21 MB
 * (+10 %) for the same 14 s. q11 would add half a minute to every build on 2 cores.
 */
export const defaultBrotliQuality = 10;

/**
 * Whether a built file (path relative to the build folder) gets .br and .gz copies.
 * @param {string} relativePath
 * @param {number} size
 * @param {number} [minBytes]
 * @returns {boolean}
 */
export function isCompressible(relativePath, size, minBytes = defaultMinBytes) {
  return size >= minBytes && compressibleExtensions.has(path.extname(relativePath).toLowerCase());
}

/**
 * Brotli and gzip encodings of one file's bytes, at build-time (slow, small) settings.
 * @param {Buffer} bytes
 * @param {number} [brotliQuality]
 * @returns {Promise<{br: Buffer, gz: Buffer}>}
 */
export async function compressBytes(bytes, brotliQuality = defaultBrotliQuality) {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, {level: constants.Z_BEST_COMPRESSION}),
  ]);
  return {br, gz};
}

/**
 * Runs fn over items with at most `limit` calls in flight. zlib's async calls
 * run on libuv's thread pool; an unbounded Promise.all over thousands of files
 * would also hold every file's bytes in memory at once.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} fn
 * @returns {Promise<R[]>}
 */
export async function mapWithConcurrency(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

/**
 * Whether a file is a copy this script writes: x.js.br, x.html.gz, but not
 * release.tar.gz, which a site may publish as it is.
 * @param {string} relativePath
 * @returns {boolean}
 */
export function isPrecompressedCopy(relativePath) {
  return /\.(br|gz)$/.test(relativePath) && compressibleExtensions.has(path.extname(relativePath.slice(0, -3)));
}

/**
 * Files below dir, as paths relative to it.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function listFiles(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/**
 * Writes the copy when it is smaller than the original; else removes a stale one
 * left by an earlier run, so nginx never sends an encoding bigger than the file.
 * @param {string} file
 * @param {Buffer} encoded
 * @param {number} originalSize
 * @returns {Promise<number | null>}
 */
async function writeIfSmaller(file, encoded, originalSize) {
  if (encoded.length < originalSize) {
    await writeFile(file, encoded);
    return encoded.length;
  }
  await rm(file, {force: true});
  return null;
}

/**
 * Precompresses every compressible file below dir. Returns what it did, for
 * the build log and the bench.
 * @param {string} dir
 * @param {{brotliQuality?: number, minBytes?: number, concurrency?: number}} [options]
 * @returns {Promise<PrecompressReport>}
 */
export async function precompressDirectory(dir, options = {}) {
  const {
    brotliQuality = defaultBrotliQuality,
    minBytes = defaultMinBytes,
    concurrency = Math.max(1, availableParallelism()),
  } = options;
  const start = performance.now();
  const candidates = [];
  const earlierCopies = [];
  for (const relative of await listFiles(dir)) {
    if (isPrecompressedCopy(relative)) {
      earlierCopies.push(relative);
      continue;
    }
    const {size} = await stat(path.join(dir, relative));
    if (isCompressible(relative, size, minBytes)) {
      candidates.push(relative);
    }
  }
  const files = await mapWithConcurrency(candidates, concurrency, async (relative) => {
    const file = path.join(dir, relative);
    const bytes = await readFile(file);
    const {br, gz} = await compressBytes(bytes, brotliQuality);
    return {
      path: relative,
      bytes: bytes.length,
      br: await writeIfSmaller(`${file}.br`, br, bytes.length),
      gz: await writeIfSmaller(`${file}.gz`, gz, bytes.length),
    };
  });
  // `docusaurus build` does not empty build/: a copy whose file is gone, or is
  // now under the threshold, would still be sent by nginx in place of the file.
  const written = new Set(
    files.flatMap((file) => [file.br !== null && `${file.path}.br`, file.gz !== null && `${file.path}.gz`]),
  );
  const stale = earlierCopies.filter((copy) => !written.has(copy));
  await Promise.all(stale.map((copy) => rm(path.join(dir, copy), {force: true})));
  const sum = (key) => files.reduce((total, file) => total + (file[key] ?? 0), 0);
  return {
    brotliQuality,
    files,
    removedStaleCopies: stale,
    totals: {
      files: files.length,
      bytes: sum('bytes'),
      brFiles: files.filter((file) => file.br !== null).length,
      brBytes: sum('br'),
      gzFiles: files.filter((file) => file.gz !== null).length,
      gzBytes: sum('gz'),
    },
    ms: Math.round(performance.now() - start),
  };
}
