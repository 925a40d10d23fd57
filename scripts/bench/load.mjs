// Load section of the bench (issue 20): throughput and latency of the production
// nginx and of `docusaurus serve` under many concurrent connections, for a doc
// page, main.js asked for with brotli, and a Pagefind chunk. One server at a
// time, on loopback, each run bounded in time. Reports, asserts nothing.
// `npm run bench:load` measures the current build/ and writes
// bench/out/load-report.json; `npm run bench` calls `loadBenchForDirectory`.
// The load generator (autocannon) runs on the same machine as the server, so
// the figures compare servers and configs with each other, not with production.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {spawn} from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import {startNginx} from '../nginx/server.mjs';
import {findNginx} from '../nginx/find.mjs';
import {waitForServer} from './waitForServer.mjs';
import {printLoadTable} from './tables.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const docusaurus = path.join(root, 'node_modules', '.bin', 'docusaurus');

/**
 * The parts of an autocannon result the report keeps (autocannon ships no types).
 * @typedef {object} AutocannonResult
 * @property {{total: number, average: number}} requests
 * @property {{p50: number, p99: number}} latency
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {{average: number}} throughput
 */

/**
 * @typedef {object} LoadRun
 * @property {number} requests
 * @property {number} requestsPerSec
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {number} megabytesPerSec
 */

export const loadConnections = [100, 500];
/** Seconds per run: long enough for a steady state, short enough for 12 runs. */
export const loadDurationSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** A request unanswered after this many seconds counts as a timeout. */
export const loadRequestTimeoutSeconds = 10;

/**
 * The path of the main bundle a page loads, from its HTML.
 * @param {string} html
 * @returns {string}
 */
export function mainScriptPath(html) {
  const match = html.match(/<script[^>]*\bsrc="?(\/assets\/js\/main\.[^"\s>]+\.js)/);
  if (!match) {
    throw new Error('No main.<hash>.js script in the HTML: has the bundle been renamed?');
  }
  return match[1];
}

/**
 * What is measured, found in the build: the hashed names change with every build.
 * @param {string} buildDir
 * @returns {Array<{name: string, path: string, acceptEncoding: string}>}
 */
export function loadTargets(buildDir) {
  const fragments = readdirSync(path.join(buildDir, 'pagefind', 'fragment')).sort();
  if (fragments.length === 0) {
    throw new Error('No Pagefind fragment in the build: was the search index built?');
  }
  return [
    {name: 'doc page', path: '/docs/installation/', acceptEncoding: 'br, gzip'},
    {
      name: 'main.js (br)',
      path: mainScriptPath(readFileSync(path.join(buildDir, 'index.html'), 'utf8')),
      acceptEncoding: 'br',
    },
    {name: 'Pagefind chunk', path: `/pagefind/fragment/${fragments[0]}`, acceptEncoding: 'br, gzip'},
  ];
}

/**
 * The figures kept from an autocannon result.
 * @param {AutocannonResult} result
 * @returns {LoadRun}
 */
export function summariseRun(result) {
  return {
    requests: result.requests.total,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts timeouts among errors: kept apart here.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    megabytesPerSec: +(result.throughput.average / 1024 / 1024).toFixed(1),
  };
}

function untilExit(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

const servers = {
  nginx: {
    port: 4396,
    start: (buildDir, port) => startNginx({buildDir, port, stdio: 'ignore'}).child,
    /** How many workers the rendered config asks for: part of what is measured. */
    describe: (port) => {
      const config = readFileSync(path.join(root, '.tmp', `nginx-${port}`, 'nginx.conf'), 'utf8');
      return `nginx, worker_processes ${config.match(/^worker_processes (\S+);/m)?.[1]}`;
    },
  },
  'docusaurus serve': {
    port: 4397,
    start: (buildDir, port) =>
      spawn(docusaurus, ['serve', '--dir', buildDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
        cwd: root,
        env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
        stdio: 'ignore',
      }),
    describe: () => 'docusaurus serve',
  },
};

async function measureServer(name, buildDir, targets) {
  const {port, start, describe} = servers[name];
  const child = start(buildDir, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForServer(`${origin}/`);
    const runs = [];
    for (const target of targets) {
      const headers = {'accept-encoding': target.acceptEncoding};
      const probe = await fetch(`${origin}${target.path}`, {headers});
      await probe.arrayBuffer();
      if (probe.status !== 200) {
        throw new Error(`${name}: ${target.path} answered ${probe.status}`);
      }
      const encoding = probe.headers.get('content-encoding') ?? 'identity';
      for (const connections of loadConnections) {
        const result = await autocannon({
          url: `${origin}${target.path}`,
          headers,
          connections,
          duration: loadDurationSeconds,
          timeout: loadRequestTimeoutSeconds,
        });
        const run = {target: target.name, path: target.path, encoding, connections, ...summariseRun(result)};
        console.log(
          `load: ${name}, ${target.name}, ${connections} connections: ${run.requestsPerSec} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.timeouts} timeouts`,
        );
        runs.push(run);
      }
    }
    return {server: describe(port), runs};
  } finally {
    child.kill('SIGTERM');
    await untilExit(child);
  }
}

/**
 * Runs every target at every connection count against nginx (when installed)
 * and `docusaurus serve`, one server after the other.
 * @param {string} buildDir
 */
export async function loadBenchForDirectory(buildDir) {
  const targets = loadTargets(buildDir);
  const mainJs = path.join(buildDir, targets[1].path);
  const results = [];
  for (const name of findNginx() ? ['nginx', 'docusaurus serve'] : ['docusaurus serve']) {
    results.push(await measureServer(name, buildDir, targets));
  }
  return {
    durationSeconds: loadDurationSeconds,
    requestTimeoutSeconds: loadRequestTimeoutSeconds,
    precompressed: existsSync(`${mainJs}.br`) && existsSync(`${mainJs}.gz`),
    results,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.join(root, 'build');
  const report = await loadBenchForDirectory(buildDir);
  await mkdir(path.join(root, 'bench', 'out'), {recursive: true});
  await writeFile(
    path.join(root, 'bench', 'out', 'load-report.json'),
    `${JSON.stringify({date: new Date().toISOString(), ...report}, null, 2)}\n`,
  );
  printLoadTable(report);
  console.log('\nReport written to bench/out/load-report.json');
}
