// Helpers for the bench: timing a command with its peak memory, weighing what a
// page loads, and comparing our numbers with the stock baseline's.
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';

const pageSize = 4096;

/**
 * Bytes of one kind of resource, as fetched and gzip-compressed, and how many files.
 * @typedef {{raw: number, gzip: number, brotli: number, files: number}} Weight
 */

/**
 * Parses a /proc/<pid>/stat line into its pid and parent pid. The command name
 * sits in parentheses and may itself hold spaces or parentheses, so fields are
 * read after the last ')'.
 * @param {string} line
 * @returns {{pid: number, ppid: number}}
 */
export function parseProcStat(line) {
  const close = line.lastIndexOf(')');
  const pid = Number.parseInt(line.slice(0, line.indexOf(' ')), 10);
  const fields = line
    .slice(close + 2)
    .trim()
    .split(' ');
  return {pid, ppid: Number.parseInt(fields[1], 10)};
}

/**
 * The pid itself and every process below it, given a child → parent map.
 * @param {number} rootPid
 * @param {Map<number, number>} parentOf
 * @returns {Set<number>}
 */
export function processTree(rootPid, parentOf) {
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * Resident memory of a process tree in bytes, read from /proc (Linux); null elsewhere.
 * @param {number} rootPid
 * @returns {number | null}
 */
function treeRss(rootPid) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const parentOf = new Map();
  for (const name of entries) {
    try {
      const {pid, ppid} = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      parentOf.set(pid, ppid);
    } catch {
      // the process ended between the listing and the read
    }
  }
  let bytes = 0;
  for (const pid of processTree(rootPid, parentOf)) {
    try {
      const resident = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      bytes += resident * pageSize;
    } catch {
      // ended meanwhile
    }
  }
  return bytes;
}

/**
 * Runs a command to completion; resolves with its wall time in ms and the peak
 * resident memory of its whole process tree (sampled every 100 ms; null where
 * /proc is missing). Rejects when the command fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{ms: number, peakRssBytes: number | null}>}
 */
export function runMeasured(command, args, options) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: ['ignore', 'ignore', 'inherit'], ...options});
    /** @type {number | null} */
    let peakRssBytes = null;
    const sample = () => {
      const rss = treeRss(child.pid);
      if (rss !== null) {
        peakRssBytes = Math.max(peakRssBytes ?? 0, rss);
      }
    };
    const sampler = setInterval(sample, 100);
    child.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) {
        resolve({ms: Number(process.hrtime.bigint() - started) / 1e6, peakRssBytes});
      } else {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      }
    });
  });
}

/**
 * Brotli size at the quality our precompress step serves (11), so figures match
 * what a reader's browser downloads from the production server.
 * @param {Buffer} body
 */
function brotli(body) {
  return brotliCompressSync(body, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 11}}).length;
}

/**
 * Sums HTML, JS and CSS bytes, raw, gzip and brotli-compressed, over a list of {type, body}
 * resources. `prefetch` holds what the page fetched ahead for links it shows
 * (`<link rel="prefetch">`): idle-time downloads, not part of the first load.
 * @param {Array<{type: string, body: Buffer}>} resources
 * @returns {Record<'html' | 'js' | 'css' | 'prefetch', Weight>}
 */
export function weigh(resources) {
  const total = {
    html: {raw: 0, gzip: 0, brotli: 0, files: 0},
    js: {raw: 0, gzip: 0, brotli: 0, files: 0},
    css: {raw: 0, gzip: 0, brotli: 0, files: 0},
    prefetch: {raw: 0, gzip: 0, brotli: 0, files: 0},
  };
  for (const {type, body} of resources) {
    const bucket = total[type];
    if (!bucket) {
      continue;
    }
    bucket.raw += body.length;
    bucket.gzip += gzipSync(body, {level: 6}).length;
    bucket.brotli += brotli(body);
    bucket.files += 1;
  }
  return total;
}

/**
 * Classifies a response as html, js, css, prefetch (fetched ahead for a later
 * navigation, as Chromium marks with `Sec-Purpose: prefetch`) or something we do
 * not weigh.
 * @param {string} url
 * @param {string} [contentType]
 * @param {string} [purpose]
 * @returns {'html' | 'js' | 'css' | 'prefetch' | 'other'}
 */
export function resourceType(url, contentType = '', purpose = '') {
  const pathname = new URL(url).pathname;
  if (purpose.includes('prefetch')) {
    return 'prefetch';
  }
  if (contentType.includes('text/html')) {
    return 'html';
  }
  if (contentType.includes('javascript') || pathname.endsWith('.js')) {
    return 'js';
  }
  if (contentType.includes('text/css') || pathname.endsWith('.css')) {
    return 'css';
  }
  return 'other';
}

/**
 * Ours divided by the baseline's, rounded to 2 decimals. A zero baseline gives
 * 1 when ours is zero too (equal) and null otherwise (no meaningful ratio).
 * @param {number} ours
 * @param {number} baseline
 * @returns {number | null}
 */
export function ratio(ours, baseline) {
  if (baseline === 0) {
    return ours === 0 ? 1 : null;
  }
  return Math.round((ours / baseline) * 100) / 100;
}

/**
 * The middle value of a list (mean of the two middle ones for an even count).
 * @param {number[]} values
 * @returns {number | null}
 */
export function median(values) {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Ours / baseline ratios of build cost and, per page, of weights and Lighthouse metrics.
 * @param {any} ours the bench's result for this site: {build, measured: {weights, lighthouse}}
 * @param {any} baseline the same for the stock baseline
 * @param {string[]} pageNames
 */
export function compare(ours, baseline, pageNames) {
  /** @type {Record<string, Record<string, number | null>>} */
  const pages = {};
  // A baseline without a counterpart of a page (the stock template has no showcase) leaves it out.
  for (const name of pageNames.filter((n) => baseline.measured.weights[n])) {
    const o = ours.measured;
    const b = baseline.measured;
    pages[name] = {
      jsGzip: ratio(o.weights[name].js.gzip, b.weights[name].js.gzip),
      jsBrotli: ratio(o.weights[name].js.brotli, b.weights[name].js.brotli),
      cssGzip: ratio(o.weights[name].css.gzip, b.weights[name].css.gzip),
      htmlGzip: ratio(o.weights[name].html.gzip, b.weights[name].html.gzip),
      lcp: ratio(o.lighthouse[name].lcpMs, b.lighthouse[name].lcpMs),
      // Both sides' runs whose LCP estimate counted the bundle (pageMetrics.mjs): the race left out.
      lcpWithBundle:
        o.lighthouse[name].lcpWithBundleMs && b.lighthouse[name].lcpWithBundleMs
          ? ratio(o.lighthouse[name].lcpWithBundleMs, b.lighthouse[name].lcpWithBundleMs)
          : null,
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
