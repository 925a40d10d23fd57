/**
 * Titles and meta descriptions of the pages the theme generates (archives,
 * author and tag lists, tag pages), which the theme leaves without a
 * description and, for archives and author lists, titles the same on every
 * blog. Pure functions, so they are unit-tested; the theme components in
 * src/theme/ call them.
 */

export interface BlogInstance {
  /** The plugin's `blogTitle`. */
  title: string;
  /** How a sentence names the blog. */
  name: string;
}

/** The blog plugin instances of the site, by plugin id (config/plugins.ts, tests-area/index.ts, src/plugins/changelog). */
export const blogInstances = {
  default: {title: 'Blog', name: 'the Docusaurus blog'},
  changelog: {title: 'Changelog', name: 'the Docusaurus changelog'},
  'blog-tests': {title: 'Tests blog', name: 'the tests blog'},
} as const satisfies Record<string, BlogInstance>;

export function blogInstance(pluginId: string): BlogInstance {
  return (blogInstances as Record<string, BlogInstance>)[pluginId] ?? {title: 'Blog', name: 'this blog'};
}

export function archiveTitle(pluginId: string): string {
  return `${blogInstance(pluginId).title} archive`;
}

export function authorsListTitle(pluginId: string): string {
  return `${blogInstance(pluginId).title} authors`;
}

export function authorsListDescription(pluginId: string): string {
  return `Everyone who writes for ${blogInstance(pluginId).name}, with the number of posts of each and a link to them.`;
}

/** An author's own description when the authors file gives one; page 2 and on say which page they are. */
export function authorPostsDescription(
  pluginId: string,
  author: {name?: string; key: string; description?: string},
  page: {page: number; totalPages: number},
): string {
  const base =
    author.description ?? `Posts by ${author.name ?? author.key} on ${blogInstance(pluginId).name}, newest first.`;
  return page.page > 1 ? `${base} Page ${page.page} of ${page.totalPages}.` : base;
}

export function blogTagsListDescription(pluginId: string): string {
  return `The topics of ${blogInstance(pluginId).name}: every tag, with the number of posts that carry it.`;
}

export const docTagsListDescription = 'Every tag of these docs, with the number of pages that carry it.';

export function docTagDescription(tag: {label: string; count: number; description?: string}): string {
  return (
    tag.description ?? `The ${tag.count === 1 ? 'page' : `${tag.count} pages`} of these docs tagged “${tag.label}”.`
  );
}

export const notFoundDescription =
  'There is no page at this address. Search the site, or start again from the docs, the blog or the home page.';
