// The hand-written table of docs pages per breaking change: every PR must be
// a breaking change of the changelog data, and every page and section must
// exist in the Canary docs, so a renamed heading or a mistyped PR fails here
// rather than sending a reader to the wrong place.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {describe, expect, it} from 'vitest';
import {changelogData} from '@site/changelog/changes';
import {newerChangelogData} from '@site/changelog/newer';
import {breakingChangeDocs} from '../breakingDocs';

const siteDir = path.resolve(import.meta.dirname, '../../../..');

const breakingPrs = new Set(
  [...newerChangelogData.entries, ...changelogData.entries].flatMap((entry) =>
    entry.categories
      .filter((category) => category.key === 'boom')
      .flatMap((category) => category.groups.flatMap((group) => group.changes.map((change) => change.pr))),
  ),
);

/** The Markdown file of a Canary docs path, `/docs/migration/v3/` -> docs/migration/v3.md(x) or …/index.md(x). */
function docFile(docPath: string): string | undefined {
  const base = path.join(siteDir, 'docs', docPath.replace(/^\/docs\//, '').replace(/\/$/, ''));
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')].find((file) =>
    existsSync(file),
  );
}

function headingSlugs(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set(
    [...text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((match) => slugger.slug(match[1]!.replace(/`/g, '').trim())),
  );
}

describe('breakingChangeDocs', () => {
  it.each(Object.entries(breakingChangeDocs))('#%s is a breaking change whose page and section exist', (pr, doc) => {
    expect(breakingPrs.has(Number(pr))).toBe(true);
    const [pagePath, anchor] = doc.path.split('#');
    const file = docFile(pagePath!);
    expect(file, `${pagePath} has no file in docs/`).toBeDefined();
    if (anchor) {
      expect([...headingSlugs(file!)]).toContain(anchor);
    }
  });

  it('links only pages of the site, never another host', () => {
    for (const doc of Object.values(breakingChangeDocs)) {
      expect(doc.path).toMatch(/^\/docs\/[a-z0-9/-]+\/(#[a-z0-9-]+)?$/);
    }
  });
});
