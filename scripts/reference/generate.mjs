// Writes src/data/reference/<version>.ts from the validation schemas of the
// @docusaurus/* packages. Run by hand: `node scripts/reference/generate.mjs`.
// Canary and 3.6.1 read the installed 3.6.1 packages; 3.5.2 (and packages the
// site does not install) come from `npm pack` tarballs extracted in a temp
// folder inside the worktree, so that their own imports of third-party
// packages resolve from the site's node_modules by walking up the tree. This is the only step that uses the network: the build and the
// tests read the committed data files.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {SOURCES, extractReference, renderDataModule} from './extract.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const installedDir = path.join(root, 'node_modules', '@docusaurus');
export const outputDir = path.join(root, 'src', 'data', 'reference');

/** Docs versions and the framework release whose packages describe them. */
export const DOC_VERSIONS = [
  {name: 'current', release: '3.6.1'},
  {name: '3.6.1', release: '3.6.1'},
  {name: '3.5.2', release: '3.5.2'},
];

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

/** A folder of @docusaurus packages of one release, downloading what is not installed. */
function packagesFor(release, tempDir) {
  const installedVersion = JSON.parse(readFileSync(path.join(installedDir, 'core', 'package.json'), 'utf8')).version;
  const wanted = [...new Set([...SOURCES.map((source) => source.pkg), ...SUPPORT_PACKAGES])];
  if (release === installedVersion) {
    // Only packages the site does not install are fetched; they sit next to copies of nothing else.
    const missing = wanted.filter((pkg) => !existsSync(path.join(installedDir, pkg)));
    for (const pkg of missing) packInto(tempDir, pkg, release);
    return (pkg) => (missing.includes(pkg) ? path.join(tempDir, 'node_modules', '@docusaurus') : installedDir);
  }
  for (const pkg of wanted) packInto(tempDir, pkg, release);
  return () => path.join(tempDir, 'node_modules', '@docusaurus');
}

function main() {
  // jiti rather than require: some published packages (plugin-vercel-analytics)
  // ship ESM syntax in CommonJS files, which Docusaurus itself loads with jiti.
  const jiti = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: false});
  const requireFrom = (file) => jiti(file);
  mkdirSync(outputDir, {recursive: true});
  for (const {name, release} of DOC_VERSIONS) {
    const tempDir = mkdtempSync(path.join(root, `.reference-tmp-${release}-`));
    try {
      const dirFor = packagesFor(release, tempDir);
      const sources = {};
      for (const source of SOURCES) {
        Object.assign(sources, extractReference(dirFor(source.pkg), requireFrom, [source]));
      }
      const file = path.join(outputDir, `${name}.ts`);
      writeFileSync(file, renderDataModule(name, sources));
      console.log(`wrote ${path.relative(root, file)} (${release})`);
    } finally {
      rmSync(tempDir, {recursive: true, force: true});
    }
  }
}

if (process.argv[1] === import.meta.filename) main();
