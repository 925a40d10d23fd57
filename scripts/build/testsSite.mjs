// The test area's own site (tests-area/docusaurus.config.ts): how the Docusaurus CLI
// is called for it. Its site directory is the repository root, like the main site's,
// so it gets a generated-files folder of its own (Docusaurus reads the folder's name
// from DOCUSAURUS_GENERATED_FILES_DIR_NAME): both sites' dev servers can run at once,
// and building one leaves the other's `.docusaurus/` as it was.
//
// `node scripts/build/testsSite.mjs <command> [options]` runs `docusaurus <command>`
// for it: `npm run start:tests` (dev server on port 3001), `npm run clear` (with the
// main site's). `npm run build` builds it with scripts/build/run.mjs.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const docusaurusBin = path.join(root, 'node_modules', '.bin', 'docusaurus');

/** The test area's config file, relative to the repository root (the site directory). */
export const testsConfig = 'tests-area/docusaurus.config.ts';

/** Its generated-files folder, beside the main site's `.docusaurus/`. */
export const testsGeneratedDir = '.docusaurus-tests';

/** The test area's site lands in this folder of the main site's output folder (its base URL, /tests/). */
export const testsOutSubdir = 'tests';

/**
 * The arguments of `docusaurus <command>` for the test area's site.
 * @param {string} command `start`, `build`, `serve`, `clear`...
 * @param {string[]} extra further CLI options
 */
export function testsSiteArgs(command, extra = []) {
  // `docusaurus clear` takes no --config (3.6.1 rejects it): it removes the generated-files folder
  // that testsSiteEnv names, with the build folder and caches.
  return command === 'clear' ? [command, ...extra] : [command, '--config', testsConfig, ...extra];
}

/** The environment of a Docusaurus run for the test area's site. */
export function testsSiteEnv(env = process.env) {
  return {...env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: testsGeneratedDir, NO_UPDATE_NOTIFIER: '1'};
}

/**
 * Runs the Docusaurus CLI in the repository root and returns its exit status.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
export function runDocusaurus(args, env) {
  const result = spawnSync(docusaurusBin, args, {cwd: root, stdio: 'inherit', env});
  return result.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command = 'start', ...extra] = process.argv.slice(2);
  const status = runDocusaurus(testsSiteArgs(command, extra), testsSiteEnv());
  process.exit(status);
}
