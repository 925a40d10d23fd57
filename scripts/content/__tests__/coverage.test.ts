/**
 * The coverage table (scripts/content/coverage.json) maps every page of the framework's docs
 * sidebar to our page. Every page it names must exist in all three doc versions, and a row
 * without a page must say it is missing.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const VERSION_DIRS = ['docs', 'versioned_docs/version-3.6.1', 'versioned_docs/version-3.5.2'];

type Row = {upstreamId: string; ourPage: string | null; status: 'covered' | 'thin' | 'missing'};
const table = JSON.parse(readFileSync(path.join(rootDir, 'scripts/content/coverage.json'), 'utf8')) as {rows: Row[]};

describe('coverage table', () => {
  it('lists each framework sidebar page once', () => {
    const ids = table.rows.map((row) => row.upstreamId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks rows without a page as missing, and only those', () => {
    for (const row of table.rows)
      expect([row.upstreamId, row.ourPage === null]).toEqual([row.upstreamId, row.status === 'missing']);
  });

  it.each(table.rows.filter((row) => row.ourPage !== null).map((row) => [row.upstreamId, row.ourPage!] as const))(
    '%s: %s exists in every version',
    (_id, ourPage) => {
      const relative = ourPage.replace(/^docs\//, '');
      const absent = VERSION_DIRS.filter((dir) => !existsSync(path.join(rootDir, dir, relative)));
      expect(absent).toEqual([]);
    },
  );
});
