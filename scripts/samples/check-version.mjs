#!/usr/bin/env node
/**
 * Runs the samples of the docs version that a folder's Docusaurus release documents, in one fixture
 * build against that folder's packages (scripts/samples/run.ts), the way `npm test` runs the 3.6.1
 * samples against the installed packages. For the releases the site does not install:
 *
 *   node scripts/samples/check-version.mjs /work/scratch/3.7.0     # docs/ (Canary) against 3.7.0
 *   node scripts/samples/check-version.mjs /work/scratch/3.5.2     # versioned_docs/version-3.5.2
 *
 * The docs version comes from the folder's @docusaurus/core version: `versioned_docs/version-<v>`
 * when there is one, `docs/` when <v> is the Canary release (`canary.release` of
 * config/releases.mjs). Without @docusaurus/faster in the folder the fixture builds with webpack.
 * A 3.5.2 folder needs a webpack that still ships `webpack/lib/ContextReplacementPlugin.js`, which
 * theme-classic 3.5.2 requires through core (lib/index.js:19); the webpack 5.113.0 that `^5.88.1`
 * resolves to today lacks it, and every build and every validation of theme-classic's options stops
 * with `Cannot find module 'webpack/lib/ContextReplacementPlugin'`. Pin webpack 5.93.0, the last
 * webpack 5 release before 3.5.2 (2024-08-13), in that folder (outside this repository). The math
 * samples need the two packages their page has the reader install, in the 3.5.2 and 3.7.0 folders:
 *
 *   cd /work/scratch/3.5.2 && npm install --save-exact webpack@5.93.0 remark-math@6 rehype-katex@7 --no-audit --no-fund
 *   cd /work/scratch/3.7.0 && npm install remark-math@6 rehype-katex@7 --no-audit --no-fund
 *
 * The run also validates the version's config and sidebars samples (configSamples.ts) and prints
 * how many it found, validated and left out as partial.
 * Exit code 1 when a sample fails, each failure named by its page and line.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {canary} from '../../config/releases.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const jiti = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: true});
const {runSamples} = jiti('./run.ts');

const packagesRoot = process.argv[2];
const corePackage = packagesRoot && path.join(packagesRoot, 'node_modules', '@docusaurus', 'core', 'package.json');
if (!corePackage || !existsSync(corePackage)) {
  console.error('usage: node scripts/samples/check-version.mjs <folder whose node_modules holds a Docusaurus release>');
  process.exit(2);
}
const version = JSON.parse(readFileSync(corePackage, 'utf8')).version;
const versioned = `versioned_docs/version-${version}`;
const contentDir = existsSync(path.join(root, versioned)) ? versioned : version === canary.release ? 'docs' : undefined;
if (!contentDir) {
  console.error(
    `No docs version documents Docusaurus ${version} (neither ${versioned} nor the Canary ${canary.release}).`,
  );
  process.exit(2);
}

const workDir = mkdtempSync(path.join(tmpdir(), `samples-${version}-`));
try {
  const {fixture, configs, problems, seconds} = await runSamples({
    rootDir: root,
    contentDirs: [contentDir],
    packagesRoot: path.resolve(packagesRoot),
    workDir,
  });
  for (const {location, message} of problems) console.error(`${location}: ${message}\n`);
  const skipped = fixture.skipped.map((s) => `  ${s.file}:${s.line} ${s.title}: ${s.skip}`);
  console.log(
    `${contentDir} against Docusaurus ${version} (${fixture.faster ? 'Rspack' : 'webpack'}): ` +
      `${fixture.placed.length} samples run, ${fixture.skipped.length} not run, build ${seconds.toFixed(1)} s, ` +
      `${problems.length} problems`,
  );
  if (skipped.length > 0) console.log(`Not run:\n${skipped.join('\n')}`);
  console.log(
    `Config and sidebars samples: ${configs.found} found, ${configs.validated.length} validated ` +
      `(${configs.officialEntries} official plugin/theme entries validated), ${configs.partial} partial`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  rmSync(workDir, {recursive: true, force: true});
}
