import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changelogData} from '@site/changelog/changes';
import {prNumbersOf} from '../parseChangelog.mjs';

const siteDir = path.resolve(import.meta.dirname, '../../../..');
const postsDir = path.join(siteDir, 'blog/releases');
const PR_LINK = /github\.com\/facebook\/docusaurus\/pull\/(\d+)/g;

/** PR numbers of every release of a line such as "3.6" (3.6.0, 3.6.1...) or "2.0" (alphas to 2.0.1). */
function prsOfLine(line: string): Set<number> {
  const prefix = `${line}.`;
  return new Set(
    changelogData.entries.filter((entry) => entry.version.startsWith(prefix)).flatMap((entry) => prNumbersOf(entry)),
  );
}

describe('release blog posts agree with the changelog data', () => {
  const lines = fs.readdirSync(postsDir).filter((name) => /^\d+\.\d+$/.test(name));

  it('finds the release posts', () => {
    expect(lines.length).toBeGreaterThanOrEqual(10);
  });

  it.each(lines)('the %s post links only PRs of its release line', (line) => {
    const text = fs.readFileSync(path.join(postsDir, line, 'index.md'), 'utf8');
    const linked = [...text.matchAll(PR_LINK)].map((match) => Number(match[1]));
    const known = prsOfLine(line);
    expect(known.size, `no data for ${line}`).toBeGreaterThan(0);
    expect(linked.filter((pr) => !known.has(pr))).toEqual([]);
  });
});
