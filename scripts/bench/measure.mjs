// Helpers for the bench: timing a command, and weighing what a page loads.
import {spawn} from 'node:child_process';
import {gzipSync} from 'node:zlib';

/** Runs a command to completion; resolves with its wall time in ms, rejects on failure. */
export function timeCommand(command, args, options) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: ['ignore', 'ignore', 'inherit'], ...options});
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        resolve(Number(process.hrtime.bigint() - started) / 1e6);
      } else {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      }
    });
  });
}

/** Sums JS and CSS bytes, raw and gzip-compressed, over a list of {type, body} resources. */
export function weigh(resources) {
  const total = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}};
  for (const {type, body} of resources) {
    const bucket = total[type];
    if (!bucket) {
      continue;
    }
    bucket.raw += body.length;
    bucket.gzip += gzipSync(body, {level: 6}).length;
    bucket.files += 1;
  }
  return total;
}

/** Classifies a response as js, css or something we do not weigh. */
export function resourceType(url, contentType = '') {
  const pathname = new URL(url).pathname;
  if (contentType.includes('javascript') || pathname.endsWith('.js')) {
    return 'js';
  }
  if (contentType.includes('text/css') || pathname.endsWith('.css')) {
    return 'css';
  }
  return 'other';
}
