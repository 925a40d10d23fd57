// Writes src/data/reference/ from the validation schemas of the @docusaurus/*
// packages. Run by hand after a release or `docusaurus docs:version`:
//
//   node scripts/reference/generate.mjs [--packages <release>=<node_modules dir>]…
//
// Docs versions are `current` (Canary, read from the release `canary.release`
// of config/releases.mjs) and every name in versions.json (read from the
// release of the same name). Packages come, in this order, from a folder given
// with --packages (for example a scratch install of the release), from the
// site's node_modules when the release is the installed one, or from `npm pack`
// tarballs extracted in a temp folder inside the worktree, so that their own
// imports of third-party packages resolve from the site's node_modules by
// walking up the tree. Only that last path uses the network: the build and the
// tests read the committed data files.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {extractReference, packageVersion} from './extract.mjs';
import {SOURCES} from './sources.mjs';
import {builtVersions, canary} from '../../config/releases.mjs';
import {planFiles, renderAllModule, renderSourceModule} from './layout.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const installedDir = path.join(root, 'node_modules', '@docusaurus');
export const outputDir = path.join(root, 'src', 'data', 'reference');

/**
 * Docs versions and the framework release whose packages describe them.
 * @returns {Array<{name: string, release: string}>}
 */
export function docVersions() {
  return [{name: 'current', release: canary.release}, ...builtVersions.map((name) => ({name, release: name}))];
}

/** Packages the schemas need: the sources plus the @docusaurus libraries they import. */
const SUPPORT_PACKAGES = ['utils', 'utils-common', 'utils-validation', 'logger', 'theme-translations', 'theme-common'];

function packInto(tempDir, pkg, release) {
  const target = path.join(tempDir, 'node_modules', '@docusaurus', pkg);
  if (existsSync(target)) return;
  mkdirSync(target, {recursive: true});
  const tarball = execFileSync('npm', ['pack', `@docusaurus/${pkg}@${release}`, '--silent'], {
    cwd: tempDir,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', path.join(tempDir, tarball), '-C', target, '--strip-components=1']);
}

/** The folder of `@docusaurus/<pkg>` for each package of one release, downloading what no folder has. */
function packagesFor(release, tempDir, givenDirs) {
  const wanted = [...new Set([...SOURCES.map((source) => source.pkg), ...SUPPORT_PACKAGES])];
  const candidates = [givenDirs.get(release), packageVersion(installedDir, 'core') === release ? installedDir : null]
    .filter(Boolean)
    .map((dir) => (path.basename(dir) === '@docusaurus' ? dir : path.join(dir, '@docusaurus')));
  const dirOf = new Map();
  for (const pkg of wanted) {
    const found = candidates.find((dir) => existsSync(path.join(dir, pkg, 'package.json')));
    if (found) {
      dirOf.set(pkg, found);
    } else {
      packInto(tempDir, pkg, release);
      dirOf.set(pkg, path.join(tempDir, 'node_modules', '@docusaurus'));
    }
  }
  return (pkg) => dirOf.get(pkg);
}

/** `--packages 3.7.0=/path/node_modules` pairs. */
function parseArgs(argv) {
  const givenDirs = new Map();
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] !== '--packages') throw new Error(`Unknown argument ${argv[index]}`);
    const [release, dir] = (argv[index + 1] ?? '').split('=');
    if (!release || !dir) throw new Error('--packages wants <release>=<node_modules dir>');
    givenDirs.set(release, path.resolve(dir));
    index += 1;
  }
  return givenDirs;
}

async function format(text, file) {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, {...options, filepath: file});
}

async function main() {
  const givenDirs = parseArgs(process.argv.slice(2));
  // jiti rather than require: some published packages (plugin-vercel-analytics)
  // ship ESM syntax in CommonJS files, which Docusaurus itself loads with jiti.
  const jiti = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: false});
  const requireFrom = (file) => jiti(file);
  const versions = [];
  for (const {name, release} of docVersions()) {
    const tempDir = mkdtempSync(path.join(root, `.reference-tmp-${release}-`));
    try {
      const dirFor = packagesFor(release, tempDir, givenDirs);
      /** @type {Record<string, import('../../src/data/reference/types').ReferenceSource>} */
      const sources = {};
      for (const source of SOURCES) {
        const found = packageVersion(dirFor(source.pkg), source.pkg);
        if (found !== release) throw new Error(`${source.pkg}: found ${found}, wanted ${release}`);
        Object.assign(sources, extractReference(dirFor(source.pkg), requireFrom, [source]));
      }
      versions.push({name, release, sources});
      console.log(`read ${Object.keys(sources).length} sources of ${name} (${release})`);
    } finally {
      rmSync(tempDir, {recursive: true, force: true});
    }
  }
  const {modules, manifest} = planFiles(versions);
  const sourcesDir = path.join(outputDir, 'sources');
  rmSync(sourcesDir, {recursive: true, force: true});
  for (const [id, source] of modules) {
    const file = path.join(sourcesDir, `${id}.ts`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, await format(renderSourceModule(source), file));
  }
  const manifestFile = path.join(outputDir, 'manifest.json');
  writeFileSync(manifestFile, await format(JSON.stringify(manifest), manifestFile));
  const allFile = path.join(outputDir, 'all.ts');
  writeFileSync(allFile, await format(renderAllModule(modules), allFile));
  console.log(`wrote ${modules.size} source modules for ${versions.length} docs versions`);
}

if (process.argv[1] === import.meta.filename) await main();
