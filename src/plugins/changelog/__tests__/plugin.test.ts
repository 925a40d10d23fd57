import {describe, expect, it} from 'vitest';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {CHANGELOG_POSTS_PER_PAGE, changelogBlogOptions, sortPostsByVersion} from '../index';
import {summarizeMajorLine} from '../v2Summary';
import {changelogData} from '@site/changelog/changes';

function post(version: string, date: string): BlogPost {
  return {id: version, metadata: {frontMatter: {slug: version}, date: new Date(date)}} as unknown as BlogPost;
}

describe('changelog plugin options', () => {
  it('serves /changelog/ with 20 releases per page', () => {
    expect(CHANGELOG_POSTS_PER_PAGE).toBe(20);
    expect(changelogBlogOptions.postsPerPage).toBe(CHANGELOG_POSTS_PER_PAGE);
    expect(changelogBlogOptions.routeBasePath).toBe('changelog');
    expect(changelogBlogOptions.id).toBe('changelog');
  });

  it('publishes a feed', () => {
    expect(changelogBlogOptions.feedOptions?.type).toBe('all');
  });
});

describe('sortPostsByVersion', () => {
  it('orders posts by version, newest first, even when dates disagree', async () => {
    // 3.0.0-alpha.0 was published before 2.4.3 but is the newer version.
    const sorted = await sortPostsByVersion({
      blogPosts: [post('2.4.3', '2023-09-20'), post('2.0.0-beta.9', '2021-11-02'), post('3.0.0-alpha.0', '2023-06-15')],
    });
    expect(sorted.map((blogPost) => blogPost.id)).toEqual(['3.0.0-alpha.0', '2.4.3', '2.0.0-beta.9']);
  });

  it('puts a non-version section after every release', async () => {
    const sorted = await sortPostsByVersion({
      blogPosts: [
        post('v2-changelog', '2019-04-10'),
        post('2.0.0-alpha.19', '2019-06-07'),
        post('3.6.1', '2024-11-08'),
      ],
    });
    expect(sorted.map((blogPost) => blogPost.id)).toEqual(['3.6.1', '2.0.0-alpha.19', 'v2-changelog']);
  });
});

describe('V2 changelog summary', () => {
  const summary = summarizeMajorLine(changelogData.entries, 2, '/changelog/');

  it('keeps only 2.x releases, newest first, each linking to its page', () => {
    expect(summary.rows.every((row) => row.version.startsWith('2.'))).toBe(true);
    expect(summary.rows[0]!.version).toBe(summary.lastVersion);
    expect(summary.firstVersion).toBe('2.0.0-alpha.19');
    expect(summary.rows[0]!.permalink).toBe(`/changelog/${summary.lastVersion}/`);
  });

  it('counts releases per channel', () => {
    const total = summary.counts.alpha + summary.counts.beta + summary.counts.rc + summary.counts.stable;
    expect(total).toBe(summary.rows.length);
    expect(summary.counts.stable).toBe(summary.rows.filter((row) => !row.version.includes('-')).length);
  });

  it('counts the changes, breaking changes and committers of a row', () => {
    const alpha75 = summary.rows.find((row) => row.version === '2.0.0-alpha.75')!;
    expect(alpha75).toMatchObject({changeCount: 3, breakingCount: 1, committerCount: 4});
    expect(summary.rows).toHaveLength(changelogData.entries.filter((entry) => entry.version.startsWith('2.')).length);
  });
});
