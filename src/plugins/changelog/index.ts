import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {BlogContent, BlogPost, Options as BlogOptions, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
// The package's ambient types only declare the default export; the validator lives in lib/.
import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog/lib/options.js';
import {releaseData} from '../../../changelog/releases';
import {changelogData} from '../../../changelog/changes';
import {summaries} from '../../../changelog/summaries';
import {plainChanges} from '../../../changelog/plainChanges';
import {compareVersions} from './releaseVersion.mjs';
import {blogInstances} from '../../data/pageTexts';
import {renderEntryMarkdown, type ChangelogRoutes} from './changeMarkdown';
import {committerAnchor, committerTotals, summarizeCommitters} from './committers';
import {summarizeMajorLine} from './v2Summary';
import type {ChangelogData} from './changeTypes';

/** Releases per list page; the spec asks for 20 (/changelog/page/2/ and on). */
export const CHANGELOG_POSTS_PER_PAGE = 20;

/** The releases the committed data covers, oldest and newest (`npm run sync:changelog` sets the newest). */
const coveredReleases = {
  from: changelogData.entries.filter((entry) => entry.kind === 'release').at(-1)!.version,
  to: changelogData.to,
};

/** Options of the changelog instance, passed to the blog plugin it wraps. */
export const changelogBlogOptions: BlogOptions = {
  id: 'changelog',
  routeBasePath: 'changelog',
  blogTitle: blogInstances.changelog.title,
  blogDescription: `Every Docusaurus release from ${coveredReleases.from} to ${coveredReleases.to}: what it means for your site, then each change the framework’s changelog lists.`,
  blogSidebarTitle: 'Recent releases',
  blogSidebarCount: 10,
  postsPerPage: CHANGELOG_POSTS_PER_PAGE,
  showReadingTime: false,
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  feedOptions: {
    type: 'all',
    title: 'Docusaurus changelog',
    description: 'Docusaurus releases, with a summary and every change each one made.',
    copyright: 'Meta Platforms, Inc.',
  },
};

/** Page listing every 2.x release, relative to the changelog base path. */
export const V2_PAGE_SEGMENT = 'v2';
/** Committers page, relative to the changelog base path (the blog plugin's own authors route is not used). */
export const AUTHORS_PAGE_SEGMENT = 'authors';

function trailingSlash(value: string): string {
  return value.endsWith('/') ? value : `${value}/`;
}

/** Fails the build early when a summary or a plain-change description is missing. */
export function checkExtras(data: ChangelogData): string[] {
  const problems: string[] = [];
  for (const entry of data.entries) {
    if (!summaries[entry.version]) {
      problems.push(`${entry.version}: no summary in changelog/summaries.ts`);
    }
    const plain = entry.categories.reduce((sum, category) => sum + category.plainCount, 0);
    if ((plainChanges[entry.version]?.length ?? 0) !== plain) {
      problems.push(
        `${entry.version}: ${plain} prose changes, ${plainChanges[entry.version]?.length ?? 0} descriptions`,
      );
    }
  }
  return problems;
}

/**
 * Writes one Markdown post per changelog entry into a generated folder that the
 * wrapped blog plugin reads as its content. Files are written on every start so
 * they always match the committed data.
 */
async function writeChangelogSource(sourceDir: string, data: ChangelogData, routes: ChangelogRoutes): Promise<void> {
  await fs.rm(sourceDir, {recursive: true, force: true});
  await fs.mkdir(sourceDir, {recursive: true});
  const registry = new Map(releaseData.releases.map((release) => [release.version, release]));
  await Promise.all(
    data.entries.map((entry) => {
      const markdown = renderEntryMarkdown(
        entry,
        {
          summary: summaries[entry.version]!,
          plainChanges: plainChanges[entry.version],
          registry: registry.get(entry.version),
        },
        routes,
      );
      return fs.writeFile(path.join(sourceDir, `${entry.slug}.md`), markdown);
    }),
  );
}

/** Newest version first, whatever the dates say; a non-version section (the V2 Changelog) goes last. */
export async function sortPostsByVersion({blogPosts}: {blogPosts: BlogPost[]}): Promise<BlogPost[]> {
  const versionOf = (post: BlogPost) => String(post.metadata.frontMatter.slug);
  const isVersion = (post: BlogPost) => /^\d+\.\d+\.\d+/.test(versionOf(post));
  return [...blogPosts].sort(
    (a, b) =>
      Number(isVersion(b)) - Number(isVersion(a)) || (isVersion(a) ? compareVersions(versionOf(b), versionOf(a)) : 0),
  );
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
  const problems = checkExtras(changelogData);
  if (problems.length > 0) {
    throw new Error(`changelog data is incomplete:\n${problems.join('\n')}`);
  }
  const basePath = trailingSlash(`${context.siteConfig.baseUrl}${options.routeBasePath}`.replace(/\/{2,}/g, '/'));
  const routes: ChangelogRoutes = {
    basePath,
    v2Path: `${basePath}${V2_PAGE_SEGMENT}/`,
    authorsPath: `${basePath}${AUTHORS_PAGE_SEGMENT}/`,
  };
  const sourceDir = path.join(context.generatedFilesDir, 'changelog-plugin', 'source');
  await writeChangelogSource(sourceDir, changelogData, routes);

  const blogPlugin = await pluginContentBlog(context, {
    ...options,
    path: sourceDir,
    processBlogPosts: sortPostsByVersion,
  });

  return {
    // Keeps the blog plugin's name: its MDX loader expects post metadata under that plugin's data folder.
    ...blogPlugin,
    async contentLoaded(args) {
      await blogPlugin.contentLoaded?.(args);
      const summary = summarizeMajorLine(changelogData.entries, 2, basePath);
      const summaryPath = await args.actions.createData('v2-changelog.json', JSON.stringify(summary));
      args.actions.addRoute({
        path: routes.v2Path,
        component: '@site/src/plugins/changelog/components/V2Changelog',
        modules: {summary: summaryPath},
        exact: true,
      });
      // Loaded by the committers page only, so no other page carries the list.
      const committers = summarizeCommitters(changelogData.entries, basePath);
      const authorsData = {
        committers,
        anchors: Object.fromEntries(
          committers.map((committer) => [committer.handle, committerAnchor(committer.handle)]),
        ),
        totals: committerTotals(changelogData.entries),
      };
      const authorsPath = await args.actions.createData('changelog-committers.json', JSON.stringify(authorsData));
      args.actions.addRoute({
        path: routes.authorsPath,
        component: '@site/src/plugins/changelog/components/ChangelogAuthors',
        modules: {data: authorsPath},
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
