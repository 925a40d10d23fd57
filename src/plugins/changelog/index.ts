import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {BlogContent, BlogPost, Options as BlogOptions, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
// The package's ambient types only declare the default export; the validator lives in lib/.
import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog/lib/options.js';
import {releaseData} from '../../../changelog/releases';
import {highlights} from '../../../changelog/highlights';
import {compareVersions, validateReleases} from './releaseFacts.mjs';
import {changelogAuthors, renderAuthorsYaml, renderReleaseMarkdown} from './releaseMarkdown';
import {summarizeMajorLine} from './v2Summary';
import type {ReleaseData} from './types';

/** Releases per list page; the spec asks for 20 (/changelog/page/2/ and on). */
export const CHANGELOG_POSTS_PER_PAGE = 20;

/** Options of the changelog instance, passed to the blog plugin it wraps. */
export const changelogBlogOptions: BlogOptions = {
  id: 'changelog',
  routeBasePath: 'changelog',
  blogTitle: 'Changelog',
  blogDescription:
    'Every alpha, beta, release candidate and stable release of Docusaurus from 2.0.0-alpha.19 to 3.6.1, read from the npm registry.',
  blogSidebarTitle: 'Recent releases',
  blogSidebarCount: 10,
  postsPerPage: CHANGELOG_POSTS_PER_PAGE,
  showReadingTime: false,
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  feedOptions: {
    type: 'all',
    title: 'Docusaurus changelog',
    description: 'New Docusaurus releases, with the packages, requirements and dependencies each one changed.',
    copyright: 'Meta Platforms, Inc.',
  },
};

/** Page listing every 2.x release, relative to the changelog base path. */
export const V2_PAGE_SEGMENT = 'v2';

function trailingSlash(value: string): string {
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * Writes one Markdown post per release plus authors.yml into a generated
 * folder that the wrapped blog plugin reads as its content. Files are written
 * on every start so they always match the committed data.
 */
async function writeChangelogSource(sourceDir: string, data: ReleaseData, basePath: string): Promise<void> {
  await fs.rm(sourceDir, {recursive: true, force: true});
  await fs.mkdir(sourceDir, {recursive: true});
  const routes = {basePath, v2Path: `${basePath}${V2_PAGE_SEGMENT}/`};
  await Promise.all(
    data.releases.map((release, index) => {
      const previousVersion = data.releases[index + 1]?.version ?? null;
      const markdown = renderReleaseMarkdown(release, previousVersion, highlights[release.version], routes);
      return fs.writeFile(path.join(sourceDir, `${release.version}.md`), markdown);
    }),
  );
  await fs.writeFile(path.join(sourceDir, 'authors.yml'), `${renderAuthorsYaml(changelogAuthors(data.releases))}\n`);
}

/** Newest version first, whatever the dates say (2.x and 3.0 prereleases overlapped in time). */
export async function sortPostsByVersion({blogPosts}: {blogPosts: BlogPost[]}): Promise<BlogPost[]> {
  const versionOf = (post: BlogPost) => String(post.metadata.frontMatter.slug);
  return [...blogPosts].sort((a, b) => compareVersions(versionOf(b), versionOf(a)));
}

/**
 * The changelog: the official blog plugin fed with generated release posts,
 * plus a V2 changelog page. Routes, pagination, author pages, previous/next
 * links and feeds are the blog plugin's own.
 */
async function changelogPlugin(
  context: LoadContext,
  // Already normalized by validateOptions (the blog plugin's validator) before the plugin runs.
  validatedOptions: unknown,
): Promise<Plugin<BlogContent>> {
  const options = validatedOptions as PluginOptions;
  const problems = validateReleases(releaseData.releases);
  if (problems.length > 0) {
    throw new Error(`changelog/releases.ts is invalid:\n${problems.join('\n')}`);
  }
  const basePath = trailingSlash(`${context.siteConfig.baseUrl}${options.routeBasePath}`.replace(/\/{2,}/g, '/'));
  const sourceDir = path.join(context.generatedFilesDir, 'changelog-plugin', 'source');
  await writeChangelogSource(sourceDir, releaseData, basePath);

  const blogPlugin = await pluginContentBlog(context, {
    ...options,
    path: sourceDir,
    authorsMapPath: 'authors.yml',
    processBlogPosts: sortPostsByVersion,
  });

  return {
    // Keeps the blog plugin's name: its MDX loader expects post metadata under that plugin's data folder.
    ...blogPlugin,
    async contentLoaded(args) {
      await blogPlugin.contentLoaded?.(args);
      const summary = summarizeMajorLine(releaseData.releases, 2, basePath);
      const summaryPath = await args.actions.createData('v2-changelog.json', JSON.stringify(summary));
      args.actions.addRoute({
        path: `${basePath}${V2_PAGE_SEGMENT}/`,
        component: '@site/src/plugins/changelog/components/V2Changelog',
        modules: {summary: summaryPath},
        exact: true,
      });
    },
  };
}

/** The plugin with the blog plugin's option validation, so defaults are filled in before it runs. */
const changelogPluginModule: PluginModule<BlogContent> = Object.assign(changelogPlugin, {
  validateOptions: validateBlogOptions as NonNullable<PluginModule['validateOptions']>,
});

export default changelogPluginModule;
