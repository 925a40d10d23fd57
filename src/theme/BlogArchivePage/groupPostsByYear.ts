import type {ArchiveBlogPost} from '@theme/BlogArchivePage';

export type YearOfPosts = {year: string; posts: ArchiveBlogPost[]};

/**
 * Groups archive posts by the UTC year of their date, newest year first and
 * newest post first within a year, whatever order the posts arrive in.
 */
export function groupPostsByYear(posts: readonly ArchiveBlogPost[]): YearOfPosts[] {
  const byYear = new Map<string, ArchiveBlogPost[]>();
  const newestFirst = [...posts].sort(
    (a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime(),
  );
  for (const post of newestFirst) {
    const year = String(new Date(post.metadata.date).getUTCFullYear());
    byYear.set(year, [...(byYear.get(year) ?? []), post]);
  }
  return [...byYear].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}
