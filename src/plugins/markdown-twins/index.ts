/**
 * Markdown twins and llms.txt (issue 34, items 1 and 2).
 *
 * `allContentLoaded` reads what the official docs and blog plugins loaded:
 * every page's permalink, title, front matter, source file and, for docs, the
 * sidebars of each version (pages.ts). `postBuild` then converts each source
 * (convert.ts) and writes its twin at its permalink without the trailing slash
 * plus `.md` (links.ts), then each docs version's `llms.txt` and
 * `llms-full.txt` (llms.ts). Twins are written for the docs of every version
 * and every listed instance, blog posts and changelog releases; the test area
 * is left out, as it is of search.
 */
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {applyTrailingSlash, type ApplyTrailingSlashParams} from '@docusaurus/utils-common';
import {PerfLogger} from '@docusaurus/logger';
// Node-side only: no page imports this (the pages get their version's rows from src/plugins/reference-data).
import {getReferenceSource, manifest} from '../../data/reference/all';
import {convertPage, generatedIndexTwin, type TwinPage} from './convert';
import {absoluteUrl, buildFileOf, findBundledAsset, twinFileOf} from './links';
import {llmsPaths, renderLlmsFull, renderLlmsIndex, type LlmsSite} from './llms';
import {planBlog, planDocs, type PlannedTwin, type VersionIndex} from './pages';

export type MarkdownTwinsOptions = {
  /** Docs plugin instances whose pages get twins. The first one's versions get llms.txt files. */
  docsPluginIds: string[];
  /** Blog plugin instances (the changelog is one) whose posts get twins. */
  blogPluginIds: string[];
  /** The docs instance listed as "Community" in the root llms.txt. */
  communityPluginId?: string;
  /** The blog instance and permalink prefix of the release notes listed in the root llms.txt. */
  releaseNotes?: {blogPluginId: string; pathPrefix: string};
  /** llms.txt section titles by sidebar id. */
  sidebarTitles?: Record<string, string>;
};

const docsPluginName = 'docusaurus-plugin-content-docs';
const blogPluginName = 'docusaurus-plugin-content-blog';

/** What allContentLoaded found, for postBuild. */
interface Plan {
  twins: PlannedTwin[];
  /** Versions of the first docs instance, in the plugin's order (the docs root's first). */
  versions: VersionIndex[];
  community: PlannedTwin[];
  releaseNotes: PlannedTwin[];
}

/** The `format` the MDX loader picks (its format.js): front matter `mdx.format`, else the site's, `detect` by extension. */
export function formatOf(filePath: string, siteFormat: string, frontMatter?: {[key: string]: unknown}): 'md' | 'mdx' {
  const mdx = frontMatter?.mdx as {format?: unknown} | undefined;
  const format = typeof mdx?.format === 'string' ? mdx.format : siteFormat;
  if (format === 'md' || format === 'mdx') return format;
  return /\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i.test(filePath) ? 'md' : 'mdx';
}

/**
 * Loaded content holds permalinks without the trailing slash the site's routes
 * and links get (`/docs/cli`); the twins, cards and indexes use the site's form.
 */
function applySiteTrailingSlash(plan: Plan, site: ApplyTrailingSlashParams): Plan {
  const fix = (permalink: string) => (permalink.startsWith('/') ? applyTrailingSlash(permalink, site) : permalink);
  for (const twin of new Set([...plan.twins, ...plan.versions.flatMap((v) => v.sidebars.flatMap((s) => s.pages))])) {
    twin.permalink = fix(twin.permalink);
    twin.cards = twin.cards?.map((card) => ({...card, permalink: fix(card.permalink)}));
  }
  for (const version of plan.versions) version.path = fix(version.path);
  return plan;
}

export function planSite(
  allContent: Record<string, Record<string, unknown> | undefined>,
  options: MarkdownTwinsOptions,
  site: ApplyTrailingSlashParams = {trailingSlash: undefined, baseUrl: '/'},
): Plan {
  const twins: PlannedTwin[] = [];
  let versions: VersionIndex[] = [];
  let community: PlannedTwin[] = [];
  options.docsPluginIds.forEach((pluginId, position) => {
    const content = allContent[docsPluginName]?.[pluginId] as DocsContent | undefined;
    if (!content) throw new Error(`markdown-twins: no docs plugin instance "${pluginId}"`);
    // Reference tables exist in the main docs instance only (src/plugins/reference-data).
    const planned = planDocs(content, position === 0);
    twins.push(...planned.flatMap((version) => version.all));
    if (position === 0) versions = planned;
    if (pluginId === options.communityPluginId)
      community = planned.flatMap(({sidebars}) => sidebars.flatMap((s) => s.pages));
  });
  let releaseNotes: PlannedTwin[] = [];
  for (const pluginId of options.blogPluginIds) {
    const content = allContent[blogPluginName]?.[pluginId] as BlogContent | undefined;
    if (!content) throw new Error(`markdown-twins: no blog plugin instance "${pluginId}"`);
    const posts = planBlog(content);
    twins.push(...posts);
    if (pluginId === options.releaseNotes?.blogPluginId) {
      releaseNotes = posts.filter((post) => post.permalink.startsWith(options.releaseNotes!.pathPrefix));
    }
  }
  return applySiteTrailingSlash({twins, versions, community, releaseNotes}, site);
}

async function writeFile(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, text);
}

export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const {siteDir, siteConfig} = context;
  let plan: Plan | undefined;
  return {
    name: 'markdown-twins',
    allContentLoaded({allContent}) {
      plan = planSite(allContent as Record<string, Record<string, unknown>>, options, siteConfig);
    },
    async postBuild({outDir}) {
      if (!plan) throw new Error('markdown-twins: allContentLoaded did not run');
      const sourceOf = (twin: PlannedTwin) => path.join(siteDir, aliasedSitePathToRelativePath(twin.source!));
      const permalinkBySource = new Map(
        plan.twins.filter((twin) => twin.source).map((twin) => [sourceOf(twin), twin.permalink]),
      );
      const site = {
        siteUrl: siteConfig.url,
        siteTitle: siteConfig.title,
        baseUrl: siteConfig.baseUrl,
        trailingSlash: siteConfig.trailingSlash,
        permalinkOfSource: (file: string) => permalinkBySource.get(file),
      };
      // A page's bundled files (relative links and images) are found by name in its built HTML, read once.
      const builtHtml = new Map<string, string>();
      const assetUrlOf = (permalink: string, relativePath: string) => {
        if (!builtHtml.has(permalink)) {
          const pageFile = buildFileOf(outDir, permalink, siteConfig.baseUrl);
          const candidates = [path.join(pageFile, 'index.html'), `${pageFile.replace(/[\\/]$/, '')}.html`];
          const found = candidates.find((file) => existsSync(file));
          builtHtml.set(permalink, found ? readFileSync(found, 'utf8') : '');
        }
        const asset = findBundledAsset(builtHtml.get(permalink)!, relativePath);
        return asset && absoluteUrl(siteConfig.url, asset);
      };
      const texts = new Map<string, string>();
      const writeTwin = async (twin: PlannedTwin) => {
        const page: TwinPage = {...site, ...twin, assetUrl: (relativePath) => assetUrlOf(twin.permalink, relativePath)};
        const {docsVersion} = twin;
        if (docsVersion) {
          page.referenceSource = (source) => ({
            data: getReferenceSource(docsVersion, source),
            release: manifest.versions[docsVersion]!.release,
          });
        }
        let text: string;
        if (twin.source) {
          const filePath = sourceOf(twin);
          const format = formatOf(filePath, siteConfig.markdown.format, twin.frontMatter);
          text = convertPage(await fs.readFile(filePath, 'utf8'), page, {filePath, format});
        } else {
          text = generatedIndexTwin(page, twin.cards ?? []);
        }
        texts.set(twin.permalink, text);
        await writeFile(twinFileOf(outDir, twin.permalink, siteConfig.baseUrl), text);
      };
      const llmsSite: LlmsSite = {
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        sidebarTitles: options.sidebarTitles ?? {},
      };
      const twinOf = (permalink: string) => texts.get(permalink)!;
      const {versions, community, releaseNotes} = plan;
      const writeLlmsFiles = async (version: VersionIndex) => {
        const paths = llmsPaths(version, siteConfig.baseUrl);
        const extras = version.isLast
          ? {community, releaseNotes, otherVersions: versions.filter((other) => other !== version)}
          : undefined;
        const index = renderLlmsIndex(version, llmsSite, extras);
        await writeFile(buildFileOf(outDir, paths.index, siteConfig.baseUrl), index);
        await writeFile(buildFileOf(outDir, paths.full, siteConfig.baseUrl), renderLlmsFull(version, llmsSite, twinOf));
      };
      // Timed with DOCUSAURUS_PERF_LOGGER=true: the framework times the postBuild of all plugins at once.
      await PerfLogger.async('markdown-twins: twins', () => Promise.all(plan!.twins.map(writeTwin)));
      await PerfLogger.async('markdown-twins: llms files', () => Promise.all(versions.map(writeLlmsFiles)));
    },
  };
}
