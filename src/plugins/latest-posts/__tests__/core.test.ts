import {describe, expect, it} from 'vitest';
import {selectLatestPosts, type BlogPostLike} from '../core';

function post(title: string, date: string, extra: Partial<BlogPostLike['metadata']> = {}): BlogPostLike {
  return {metadata: {title, permalink: `/blog/${title.toLowerCase()}/`, description: `About ${title}`, date, ...extra}};
}

describe('selectLatestPosts', () => {
  it('keeps the newest posts first, up to the requested count', () => {
    const posts = [post('Old', '2023-01-05'), post('Newest', '2024-11-04'), post('Middle', '2024-03-01')];
    expect(selectLatestPosts(posts, 2).map((p) => p.title)).toEqual(['Newest', 'Middle']);
  });

  it('skips unlisted and draft posts', () => {
    const posts = [
      post('Hidden', '2024-12-01', {unlisted: true}),
      post('Draft', '2024-12-02', {frontMatter: {draft: true}}),
      post('Public', '2024-01-01'),
    ];
    expect(selectLatestPosts(posts, 3).map((p) => p.title)).toEqual(['Public']);
  });

  it('returns JSON-safe records with ISO dates, whether the blog gave a Date or a string', () => {
    const [fromDate] = selectLatestPosts(
      [{metadata: {title: 'A', permalink: '/blog/a/', description: 'd', date: new Date(Date.UTC(2024, 10, 4))}}],
      1,
    );
    expect(fromDate).toEqual({title: 'A', permalink: '/blog/a/', description: 'd', date: '2024-11-04T00:00:00.000Z'});
    expect(JSON.parse(JSON.stringify(fromDate))).toEqual(fromDate);
  });

  it('returns nothing for an empty blog', () => {
    expect(selectLatestPosts([], 3)).toEqual([]);
  });
});
