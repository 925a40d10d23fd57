import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changelogData} from '@site/changelog/changes';
import {newerChangelogData} from '@site/changelog/newer';
import {canary, latestRelease} from '@site/config/releases.mjs';
import {summaries} from '@site/changelog/summaries';
import {plainChanges} from '@site/changelog/plainChanges';
import {compareVersions} from '../releaseVersion.mjs';
import {splitIntoPages} from './pagination';
import {CHANGELOG_POSTS_PER_PAGE, checkExtras} from '../index';

const {entries} = changelogData;
const releases = entries.filter((entry) => entry.kind === 'release');
const siteDir = path.resolve(import.meta.dirname, '../../../..');

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe('committed changelog data (changelog/changes.ts)', () => {
  it('holds 101 releases from 3.6.1 to 2.0.0-alpha.19, then the V2 Changelog section: 102 entries', () => {
    expect(entries).toHaveLength(102);
    expect(releases).toHaveLength(101);
    expect(entries[0]!.version).toBe('3.6.1');
    expect(releases.at(-1)!.version).toBe('2.0.0-alpha.19');
    expect(entries.at(-1)!).toMatchObject({version: 'V2 Changelog', slug: 'v2-changelog', kind: 'section'});
  });

  it('has unique versions and slugs, newest first, with dates that never go forward', () => {
    expect(new Set(entries.map((entry) => entry.version)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    const versions = releases.map((release) => release.version);
    expect(versions).toEqual([...versions].sort(compareVersions).reverse());
    for (let index = 1; index < entries.length; index += 1) {
      expect(entries[index]!.date <= entries[index - 1]!.date, `${entries[index]!.version} date`).toBe(true);
    }
  });

  it('files every change under a category, with PR number, title and author where the source gives them', () => {
    let records = 0;
    for (const entry of entries) {
      for (const category of entry.categories) {
        expect(category.label.length).toBeGreaterThan(0);
        expect(category.groups.length + category.plainCount, `${entry.version} ${category.label}`).toBeGreaterThan(0);
        for (const change of category.groups.flatMap((group) => group.changes)) {
          records += 1;
          expect(change.pr).toBeGreaterThan(0);
          expect(change.title.trim().length).toBeGreaterThan(0);
          if (change.author !== null) {
            expect(change.author).toMatch(/^[A-Za-z0-9-]+(\[bot\])?$/);
          }
        }
      }
    }
    expect(records).toBe(3357);
    // Since 2.0.0-alpha.34 the source gives an author for all but seven records.
    const anonymous = entries.flatMap((entry) =>
      entry.categories.flatMap((category) => category.groups.flatMap((group) => group.changes)),
    );
    expect(anonymous.filter((change) => change.author === null)).toHaveLength(7);
  });

  it('gives packages for the PRs of 3.x releases, where every category groups by package', () => {
    const v3 = entries.find((entry) => entry.version === '3.6.0')!;
    const feature = v3.categories.find((category) => category.key === 'rocket')!;
    expect(feature.groups.every((group) => group.packages.length > 0)).toBe(true);
    expect(feature.groups.flatMap((group) => group.changes).map((change) => change.pr)).toContain(10402);
  });

  it('describes the early alphas in prose only, and 2.4.2 with a one-line note', () => {
    const alpha19 = entries.find((entry) => entry.version === '2.0.0-alpha.19')!;
    expect(alpha19.categories.flatMap((category) => category.groups)).toEqual([]);
    expect(alpha19.categories[0]!.plainCount).toBe(13);
    const badPublish = entries.find((entry) => entry.version === '2.4.2')!;
    expect(badPublish.notes).toEqual(['Bad npm publish, please use 2.4.3']);
    expect(badPublish.categories).toEqual([]);
  });

  it('lists committers for every release that has changes after 2.0.0-alpha.33', () => {
    const withPrs = releases.filter((release) => compareVersions(release.version, '2.0.0-alpha.34') >= 0);
    for (const release of withPrs.filter((entry) => entry.categories.length > 0)) {
      expect(release.committers.length, release.version).toBeGreaterThan(0);
    }
    expect(entries.find((entry) => entry.version === '3.0.0')!.committers).toHaveLength(132);
  });

  it('paginates into five full pages of 20 and a sixth page holding 2', () => {
    const pages = splitIntoPages(entries, CHANGELOG_POSTS_PER_PAGE);
    expect(pages).toHaveLength(6);
    expect(pages.slice(0, 5).every((page) => page.length === 20)).toBe(true);
    expect(pages[5]!.map((entry) => entry.version)).toEqual(['2.0.0-alpha.19', 'V2 Changelog']);
  });
});

describe('summaries and prose descriptions written for this site', () => {
  it('has one summary of 40 to 150 words per entry, and no orphan', () => {
    for (const entry of entries) {
      const summary = summaries[entry.version];
      expect(summary, entry.version).toBeDefined();
      expect(words(summary!), entry.version).toBeGreaterThanOrEqual(40);
      expect(words(summary!), entry.version).toBeLessThanOrEqual(150);
    }
    const versions = new Set(entries.map((entry) => entry.version));
    expect(Object.keys(summaries).filter((version) => !versions.has(version))).toEqual([]);
  });

  it('avoids the filler words of the style guide', () => {
    for (const [version, summary] of Object.entries(summaries)) {
      expect(summary, version).not.toMatch(/\b(simply|just|easy|easily|powerful)\b/i);
    }
  });

  it('has one description per prose change', () => {
    expect(checkExtras(changelogData)).toEqual([]);
    const versions = new Set(entries.map((entry) => entry.version));
    expect(Object.keys(plainChanges).filter((version) => !versions.has(version))).toEqual([]);
  });

  it('links only to doc pages that exist under docs/', () => {
    const links = Object.values(summaries).flatMap((summary) =>
      [...summary.matchAll(/\]\((\/docs\/[^)#]*)\)/g)].map((m) => m[1]!),
    );
    expect(links.length).toBeGreaterThan(30);
    for (const link of links) {
      expect(link, link).toMatch(/\/$/);
      const docPath = path.join(siteDir, link.replace(/\/$/, ''));
      const exists = ['.md', '.mdx', '/index.md', '/index.mdx'].some((suffix) => fs.existsSync(`${docPath}${suffix}`));
      expect(exists, `${link} has no file under docs/`).toBe(true);
    }
  });
});

describe('releases after the latest one (changelog/newer.ts)', () => {
  const newer = newerChangelogData.entries;

  it('continues changes.ts up to Canary: 3.6.2, 3.6.3 and 3.7.0, with their PRs', () => {
    expect(newer.map((entry) => entry.version)).toEqual(['3.7.0', '3.6.3', '3.6.2']);
    expect(newerChangelogData.to).toBe(canary.release);
    expect(newer.every((entry) => compareVersions(entry.version, latestRelease.version) > 0)).toBe(true);
    expect(entries[0]!.version).toBe(latestRelease.version);
    const prs = (version: string) =>
      newer
        .find((entry) => entry.version === version)!
        .categories.flatMap((category) => category.groups.flatMap((group) => group.changes.map((change) => change.pr)));
    // The new SVGR plugin and blog sidebar_label are 3.7.0 features; 3.6.3 is one fix.
    expect(prs('3.7.0')).toEqual(expect.arrayContaining([10677, 10729]));
    expect(prs('3.6.3')).toEqual([10712]);
    expect(newer.map((entry) => entry.date)).toEqual(['2025-01-03', '2024-11-22', '2024-11-19']);
  });

  it('stays out of the rendered changelog, which stops at the latest release', () => {
    const rendered = new Set(entries.map((entry) => entry.version));
    expect(newer.filter((entry) => rendered.has(entry.version))).toEqual([]);
  });
});
