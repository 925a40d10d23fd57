/**
 * The coverage table (scripts/content/coverage.json) maps every page of the framework's docs
 * sidebar to our page. Every row has a page, the page exists in every docs version, and
 * each copy carries at least 400 words of prose, counted as `count-words.mjs` counts them.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsFolderOf, docsVersions} from '@site/config/releases.mjs';
import {countWords} from '../count-words.mjs';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const VERSION_DIRS = docsVersions.map(docsFolderOf);
const MIN_WORDS = 400;

type Row = {upstreamId: string; ourPage: string | null};
const table = JSON.parse(readFileSync(path.join(rootDir, 'scripts/content/coverage.json'), 'utf8')) as {rows: Row[]};

describe('coverage table', () => {
  it('lists each framework sidebar page once', () => {
    const ids = table.rows.map((row) => row.upstreamId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a page of ours for every row', () => {
    expect(table.rows.filter((row) => row.ourPage === null).map((row) => row.upstreamId)).toEqual([]);
  });

  it.each(table.rows.filter((row) => row.ourPage !== null).map((row) => [row.upstreamId, row.ourPage!] as const))(
    `%s: %s exists in every version with at least ${MIN_WORDS} words of prose`,
    (_id, ourPage) => {
      const relative = ourPage.replace(/^docs\//, '');
      const problems = VERSION_DIRS.flatMap((dir) => {
        const file = path.join(rootDir, dir, relative);
        if (!existsSync(file)) return [`${dir}: missing`];
        const words = countWords(readFileSync(file, 'utf8'));
        return words < MIN_WORDS ? [`${dir}: ${words} words`] : [];
      });
      expect(problems).toEqual([]);
    },
  );
});
