// Writes the schema history (src/data/reference/history/) from the validation
// schemas of every release in history/releases.mjs: when each option of the
// site config, the official plugins and themes, the theme config and the docs,
// blog and pages front matter first appears, when its type, default or
// required flag changes, and when it is removed. Run by hand:
//
//   npm run sync:schema-history [-- --scratch <dir>] [-- --lock <file>]
//
// Each release is installed with its own dependencies (`npm install
// --ignore-scripts`) in <dir>/<release>, outside the repository (default
// /work/scratch/history; an install already there is reused). With --lock,
// each npm install runs under `flock <file>`, for machines where heavy jobs
// take turns. Needs the registry for installs only; then it reads each
// release's schemas (history/summarise.mjs), writes the per-release summaries
// to history/snapshot.json and derives the history from them
// (history/derive.mjs). The unit test re-derives the history from the
// committed snapshot, so the two cannot disagree.
import {mkdirSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {deriveHistory, packSnapshot} from './history/derive.mjs';
import {installRelease} from './history/install.mjs';
import {HISTORY_RELEASES} from './history/releases.mjs';
import {renderAllHistory, renderSourceHistory} from './history/render.mjs';
import {HISTORY_SOURCES, summariseRelease} from './history/summarise.mjs';

/** @import {ReleaseSummary} from './history/summarise.mjs' */

const root = path.resolve(import.meta.dirname, '../..');
export const historyDir = path.join(root, 'src', 'data', 'reference', 'history');
export const snapshotFile = path.join(import.meta.dirname, 'history', 'snapshot.json');
/** Hand-written files of the output folder, kept when the generated ones are replaced. */
const HAND_WRITTEN = new Set(['types.ts', 'renames.ts', 'README.md', '__tests__']);

/**
 * @param {string[]} argv
 * @returns {{scratch: string, lockFile: string | undefined}}
 */
function parseArgs(argv) {
  let scratch = '/work/scratch/history';
  /** @type {string | undefined} */
  let lockFile;
  for (let index = 0; index < argv.length; index += 2) {
    const [flag, value] = [argv[index], argv[index + 1]];
    if (!value) throw new Error(`${flag} wants a value`);
    if (flag === '--scratch') scratch = path.resolve(value);
    else if (flag === '--lock') lockFile = path.resolve(value);
    else throw new Error(`Unknown argument ${flag}`);
  }
  if (scratch.startsWith(`${root}${path.sep}`)) throw new Error('--scratch must be outside the repository');
  return {scratch, lockFile};
}

/**
 * @param {string} text
 * @param {string} file
 * @returns {Promise<string>}
 */
async function format(text, file) {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, {...options, filepath: file});
}

/**
 * @param {number} bytes
 * @returns {string}
 */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = Date.now();
  const {scratch, lockFile} = parseArgs(process.argv.slice(2));
  for (const release of HISTORY_RELEASES) installRelease(path.join(scratch, release), release, {lockFile});
  const installed = Date.now();

  // jiti rather than require, as in generate.mjs: some packages ship ESM syntax in CommonJS files.
  const jiti = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: false});
  /** @type {Record<string, ReleaseSummary>} */
  const summaries = {};
  for (const release of HISTORY_RELEASES) {
    summaries[release] = summariseRelease(path.join(scratch, release, 'node_modules'), (file) => jiti(file));
    const rows = Object.values(summaries[release]).reduce((sum, list) => sum + list.length, 0);
    console.log(`read ${release}: ${Object.keys(summaries[release]).length} sources, ${rows} options`);
  }
  const packages = Object.fromEntries(
    Object.values(summaries).flatMap((summary) =>
      Object.keys(summary).map((id) => {
        const spec = HISTORY_SOURCES.find(
          (source) => id === source.id || id.startsWith(source.variants?.idPrefix ?? '\0'),
        );
        return [id, `@docusaurus/${spec?.pkg}`];
      }),
    ),
  );
  const snapshot = packSnapshot(summaries, packages);
  const history = deriveHistory(snapshot);
  const read = Date.now();

  writeFileSync(snapshotFile, await format(JSON.stringify(snapshot), snapshotFile));
  mkdirSync(historyDir, {recursive: true});
  for (const entry of readdirSync(historyDir)) {
    if (!HAND_WRITTEN.has(entry)) rmSync(path.join(historyDir, entry), {recursive: true, force: true});
  }
  let raw = 0;
  let gzip = 0;
  for (const [id, source] of Object.entries(history.sources)) {
    const file = path.join(historyDir, `${id}.ts`);
    const text = await format(renderSourceHistory(source), file);
    writeFileSync(file, text);
    raw += Buffer.byteLength(JSON.stringify(source));
    gzip += gzipSync(JSON.stringify(source)).length;
  }
  const allFile = path.join(historyDir, 'all.ts');
  writeFileSync(allFile, await format(renderAllHistory(history), allFile));

  const options = Object.values(history.sources).reduce((sum, source) => sum + Object.keys(source.options).length, 0);
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `wrote the history of ${options} options in ${Object.keys(history.sources).length} sources over ` +
      `${history.releases.length} releases (${history.releases[0]} to ${history.releases.at(-1)})`,
  );
  console.log(
    `data: ${kb(raw)} as JSON (${kb(gzip)} gzip, per source summed); snapshot ${kb(statSync(snapshotFile).size)}`,
  );
  console.log(
    `time: installs ${seconds(installed - started)}, reading and deriving ${seconds(read - installed)}, ` +
      `total ${seconds(Date.now() - started)}`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
