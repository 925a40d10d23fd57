import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changelogData} from '@site/changelog/changes';
import {prNumbersOf} from '@site/scripts/changelog/parseChangelog.mjs';

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

/** Sections of a release post that speak of the release as a whole rather than of one feature. */
const GENERAL_SECTIONS = new Set([
  'Upgrading',
  'Upgrading step by step',
  'Other changes',
  'Contributors',
  'Pull requests',
]);

/** The `## ` sections of a Markdown text, code fences left out, as [heading, body] pairs. */
function sectionsOf(markdown: string): [string, string][] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return prose
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf('\n');
      return [part.slice(0, newline).trim(), part.slice(newline + 1)];
    });
}

describe('release blog posts tie every feature to its docs and its changelog page', () => {
  const lines = fs.readdirSync(postsDir).filter((name) => /^\d+\.\d+$/.test(name));
  const versions = new Set(changelogData.entries.map((entry) => entry.version));

  it('splits a post into its sections, code left out', () => {
    expect(sectionsOf('intro\n## A\ntext\n```md\n## not a heading\n```\n## B\nmore')).toEqual([
      ['A', 'text\n\n'],
      ['B', 'more'],
    ]);
  });

  it.each(lines)('each feature section of the %s post links a doc page and a changelog page of its line', (line) => {
    const text = fs.readFileSync(path.join(postsDir, line, 'index.md'), 'utf8');
    const features = sectionsOf(text).filter(([heading]) => !GENERAL_SECTIONS.has(heading));
    expect(features.length, 'feature sections').toBeGreaterThanOrEqual(3);
    const unlinked = features
      .filter(([, body]) => {
        const changelogVersions = [...body.matchAll(/\]\(\/changelog\/([^/)#]+)\/?[)#]/g)].map((match) => match[1]!);
        const linksChangelog = changelogVersions.some(
          (version) => versions.has(version) && version.startsWith(`${line}.`),
        );
        const linksDocs = /\]\(\/docs\/[^)]*\)/.test(body);
        return !(linksChangelog && linksDocs);
      })
      .map(([heading]) => heading);
    expect(unlinked).toEqual([]);
  });
});
