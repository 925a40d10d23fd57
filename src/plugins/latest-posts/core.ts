/**
 * Pure part of the latest-posts plugin: turns the blog plugin's loaded posts
 * into the few small records the home page needs, so the page never embeds the
 * whole blog and never hard-codes titles.
 */

/** The subset of a blog post (from @docusaurus/plugin-content-blog) we read. */
export interface BlogPostLike {
  metadata: {
    title: string;
    permalink: string;
    description: string;
    date: Date | string;
    unlisted?: boolean;
    frontMatter?: {draft?: boolean};
  };
}

/** What the home page renders for one post. Dates are ISO strings: global data is JSON. */
export interface LatestPost {
  title: string;
  permalink: string;
  description: string;
  date: string;
}

export interface LatestPostsData {
  posts: LatestPost[];
}

/**
 * Newest listed posts first. Unlisted and draft posts are skipped: the home page
 * is a public listing, and the blog plugin keeps unlisted posts out of its own lists too.
 */
export function selectLatestPosts(blogPosts: readonly BlogPostLike[], count: number): LatestPost[] {
  return blogPosts
    .filter(({metadata}) => !metadata.unlisted && !metadata.frontMatter?.draft)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      description: metadata.description,
      date: new Date(metadata.date).toISOString(),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
    .slice(0, count);
}
