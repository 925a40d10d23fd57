/**
 * Two rules of the source layout. Types live with the code: JavaScript modules carry JSDoc
 * types that `tsc` checks (`checkJs`), never a hand-written declaration file beside them that
 * can drift. And no module of src/, config/, scripts/ or tests-area/ (its code) grows past 300 lines: a longer one
 * is split by job. Data and generated files are exempt.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 300;

/** Data, generated files, and files owned by work in progress elsewhere, each with why. */
const longFilesAllowed: Record<string, string> = {
  'src/data/showcase.ts': 'data: one entry per showcase site',
  'scripts/bench/searchEvalSet.mjs': 'data: the search evaluation set, one entry per query',
  'scripts/content/coverage.json': 'data: the docs coverage table',
  'scripts/content/truth/messages.json':
    'generated (scripts/content/truth-catalogues.mjs): one line per message the pages quote, per release',
  'scripts/content/truth/apis.json':
    'generated (scripts/content/truth-catalogues.mjs): the API names of the releases the site does not install',
  'scripts/reference/history/snapshot.json':
    'generated (npm run sync:schema-history): the normalised schemas of every release read, which the history test re-derives from',
};
const generatedDirs = ['src/data/reference/'];
const declarationsAllowed: Record<string, string> = {};

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative);
    return [relative];
  });
}

const files = ['src', 'config', 'scripts', 'sidebars', 'tests-area', 'e2e'].flatMap(filesUnder);

describe('source layout', () => {
  it('has no hand-written declaration file for a JavaScript module', () => {
    const declarations = files.filter((file) => /\.d\.[mc]ts$/.test(file) && !(file in declarationsAllowed));
    expect(declarations, 'type the .mjs with JSDoc instead (tsconfig checks it)').toEqual([]);
  });

  it(`keeps every module of src/, config/, scripts/ and tests-area/ under ${MAX_LINES} lines`, () => {
    const long = files
      // Of tests-area/, its code only: its docs, blog posts and pages are content.
      .filter((file) => /^(?:src|config|scripts)\/|^tests-area\/.*\.(?:[cm]?[jt]s|tsx)$/.test(file))
      .filter((file) => !generatedDirs.some((dir) => file.startsWith(dir)))
      .filter((file) => !(file in longFilesAllowed))
      .map((file) => ({file, lines: readFileSync(path.join(siteDir, file), 'utf8').split('\n').length - 1}))
      .filter(({lines}) => lines > MAX_LINES)
      .map(({file, lines}) => `${file}: ${lines} lines`);
    expect(long, 'split these files by job').toEqual([]);
  });
});
