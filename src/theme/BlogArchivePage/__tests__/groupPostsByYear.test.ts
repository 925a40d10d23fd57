import {describe, expect, it} from 'vitest';
import type {ArchiveBlogPost} from '@theme/BlogArchivePage';
import {groupPostsByYear} from '../groupPostsByYear';

function post(title: string, date: string): ArchiveBlogPost {
  return {metadata: {title, date, permalink: `/blog/${title}/`}} as unknown as ArchiveBlogPost;
}

const titles = (group: {posts: ArchiveBlogPost[]}) => group.posts.map((p) => p.metadata.title);

describe('groupPostsByYear', () => {
  it('puts the newest year first and the newest post first inside each year', () => {
    const groups = groupPostsByYear([
      post('spring-2023', '2023-04-01T00:00:00.000Z'),
      post('winter-2024', '2024-01-10T00:00:00.000Z'),
      post('autumn-2023', '2023-10-05T00:00:00.000Z'),
      post('summer-2024', '2024-07-20T00:00:00.000Z'),
    ]);
    expect(groups.map((g) => g.year)).toEqual(['2024', '2023']);
    expect(groups.map(titles)).toEqual([
      ['summer-2024', 'winter-2024'],
      ['autumn-2023', 'spring-2023'],
    ]);
  });

  it('files a post by its UTC year, so a New Year’s Eve post in UTC stays in its year', () => {
    const groups = groupPostsByYear([
      post('last-minute', '2022-12-31T23:30:00.000Z'),
      post('first-light', '2023-01-01T00:15:00.000Z'),
    ]);
    expect(groups.map((g) => [g.year, titles(g)])).toEqual([
      ['2023', ['first-light']],
      ['2022', ['last-minute']],
    ]);
  });

  it('gives no group for an empty blog', () => {
    expect(groupPostsByYear([])).toEqual([]);
  });
});
