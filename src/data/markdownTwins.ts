/**
 * Which pages have a Markdown twin (issue 34), and where it is: the page's
 * permalink without its trailing slash plus `.md` (`/docs/installation/` ->
 * `/docs/installation.md`, `/docs/` -> `/docs.md`). Read by the theme, which
 * links each such page to its twin (src/components/MarkdownTwinLink) and gives it
 * the "Copy page" menu (src/components/CopyPage).
 */

/** A content plugin instance, as the route context names it (`useRouteContext().plugin`). */
export interface ContentInstance {
  /** The plugin's name, e.g. `docusaurus-plugin-content-docs`. */
  name: string;
  /** The instance's `id` option. */
  id: string;
}

/**
 * The instances whose pages have twins: the docs of every version, the
 * community docs, the blog's posts (release notes included) and the changelog's
 * releases (the changelog plugin wraps the blog plugin and keeps its name). The
 * test area (`docs-tests`, `blog-tests`) is not documentation and has none.
 */
export const twinInstances: readonly ContentInstance[] = [
  {name: 'docusaurus-plugin-content-docs', id: 'default'},
  {name: 'docusaurus-plugin-content-docs', id: 'community'},
  {name: 'docusaurus-plugin-content-blog', id: 'default'},
  {name: 'docusaurus-plugin-content-blog', id: 'changelog'},
];

/**
 * The twin's URL path of a page permalink (the site's base URL included, as in
 * every permalink), or undefined for the site's root, which has no name to add
 * `.md` to.
 */
export function twinPath(permalink: string): string | undefined {
  const page = permalink.replace(/\/+$/, '');
  return page === '' ? undefined : `${page}.md`;
}

/** Whether the pages of `instance` have twins (and so a link to it and the "Copy page" menu). */
export function hasTwin(instance: ContentInstance): boolean {
  return twinInstances.some(({name, id}) => name === instance.name && id === instance.id);
}

/** The twin of a page of `instance`, or undefined when that instance's pages have none. */
export function twinPathOf(instance: ContentInstance, permalink: string): string | undefined {
  return hasTwin(instance) ? twinPath(permalink) : undefined;
}
