import type {ArchiveBlogPost} from '@theme/BlogArchivePage';

export type YearOfPosts = {year: string; posts: ArchiveBlogPost[]};

/**
 * Groups archive posts by the UTC year of their date, newest year first and
 * newest post first within a year, whatever order the posts arrive in.
 */
export function groupPostsByYear(posts: readonly ArchiveBlogPost[]): YearOfPosts[] {
  const dated = posts.map((post) => ({post, date: new Date(post.metadata.date)}));
  dated.sort((a, b) => b.date.getTime() - a.date.getTime());
  const byYear = new Map<string, ArchiveBlogPost[]>();
  for (const {post, date} of dated) {
    const year = String(date.getUTCFullYear());
    const yearPosts = byYear.get(year);
    if (yearPosts) {
      yearPosts.push(post);
    } else {
      byYear.set(year, [post]);
    }
  }
  return [...byYear].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}
