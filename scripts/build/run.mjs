// `npm run build`: the whole production site in one folder (build/ unless
// `--out-dir <dir>` says otherwise; other `docusaurus build` options pass to both
// builds). In this order, because each `docusaurus build` empties its output
// folder first (its bundler's clean step removes everything in it):
// 1. the main site into <dir>/;
// 2. the test area's site (tests-area/docusaurus.config.ts, base URL /tests/) into
//    <dir>/tests/, which the first build would have emptied;
// 3. the check of the links between the two (scripts/cross-site-links/), which
//    neither site's broken-link checker sees: it fails the build on a link of one
//    site to a path of the other that has no file in <dir>/.
// npm's `postbuild` then precompresses the whole folder.
import {rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkCrossSiteLinks, formatProblems} from '../cross-site-links/check.mjs';
import {docusaurusBin, root, runDocusaurus, testsOutSubdir, testsSiteArgs, testsSiteEnv} from './testsSite.mjs';

/**
 * The output folder named by `--out-dir <dir>` or `--out-dir=<dir>` (default build/),
 * and the other options, which both builds receive.
 * @param {string[]} argv
 * @returns {{outDir: string, options: string[]}}
 */
export function parseBuildArgs(argv) {
  /** @type {string[]} */
  const options = [];
  let outDir = 'build';
  for (let index = 0; index < argv.length; index += 1) {
    const arg = /** @type {string} */ (argv[index]);
    if (arg === '--out-dir') {
      const value = argv[index + 1];
      if (value === undefined) {
        throw new Error('--out-dir needs a folder');
      }
      outDir = value;
      index += 1;
    } else if (arg.startsWith('--out-dir=')) {
      outDir = arg.slice('--out-dir='.length);
    } else {
      options.push(arg);
    }
  }
  return {outDir: path.resolve(root, outDir), options};
}

/**
 * The two `docusaurus` runs, in order, with their arguments and environment.
 * @param {string[]} argv
 */
export function buildSteps(argv) {
  const {outDir, options} = parseBuildArgs(argv);
  /** @type {NodeJS.ProcessEnv} */
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  return {
    outDir,
    steps: [
      {name: 'site', args: ['build', '--out-dir', outDir, ...options], env},
      {
        name: 'test area',
        args: testsSiteArgs('build', ['--out-dir', path.join(outDir, testsOutSubdir), ...options]),
        env: testsSiteEnv(env),
      },
    ],
  };
}

async function main() {
  const {outDir, steps} = buildSteps(process.argv.slice(2));
  // A test area left from an earlier build must not reach the main site's postBuild
  // steps (service worker precache list, search index) should its bundler keep it.
  rmSync(path.join(outDir, testsOutSubdir), {recursive: true, force: true});
  for (const step of steps) {
    const started = Date.now();
    const status = runDocusaurus(step.args, step.env);
    if (status !== 0) {
      console.error(`${path.basename(docusaurusBin)} build (${step.name}) exited with ${status}`);
      process.exit(status);
    }
    console.log(`[build] ${step.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const problems = await checkCrossSiteLinks(outDir);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    process.exit(1);
  }
  console.log(`[build] links between the site and its test area: all land on a built file`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
