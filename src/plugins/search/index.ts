import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {docsInstancesFromContent, versionBundleTags} from './bundles';
import {indexBuiltSite, type IndexSummary} from './indexer';
import {pageSelectionFor, validateOptions, type LocalSearchOptions, type LocalSearchPluginOptions} from './options';
import {pagefindIndexTransform, type ManifestTransform} from './precache';
import {searchPagePath} from './searchConfig';

export type {LocalSearchOptions} from './options';

/**
 * The module rule that cuts the Algolia client DocSearch inlines out of its bundle
 * (./docsearchClientLoader.cjs says why a loader and not an alias): local search only.
 */
export const docsearchClientRule = {
  test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
  use: [{loader: path.join(__dirname, 'docsearchClientLoader.cjs')}],
};

/** What the search UIs read with `usePluginData('local-search')`. */
export interface LocalSearchGlobalData {
  /** Tags of the docs versions with a bundle of their own, for offline search (./bundles.ts). */
  versionBundles: string[];
}

/** The two halves of local search, for the two places of the site config that take them. */
export interface LocalSearch {
  /** For `plugins`: the plugin and its options. */
  plugin: [PluginModule, LocalSearchOptions];
  /**
   * For `injectManifestConfig.manifestTransforms` of `@docusaurus/plugin-pwa`:
   * waits for the index this plugin writes, and adds its files to the service
   * worker's precache list (./precache.ts).
   */
  precacheIndex: ManifestTransform;
}

/**
 * Local search: after the build, Pagefind indexes the built HTML into
 * build/pagefind/; the theme components in ./theme (navbar SearchBar with the
 * DocSearch modal, and the /search/ page) query it in the browser. The site
 * config creates it only when no hosted DocSearch credentials are configured
 * (see ./hosted.ts), and passes each half where it belongs.
 *
 * The halves share the index build through this closure, not a module
 * variable: each call pairs a plugin with the transform that waits for it.
 */
export function createLocalSearch(options: LocalSearchOptions = {}): LocalSearch {
  let indexBuild: Promise<IndexSummary> | undefined;
  const plugin = Object.assign(
    function localSearchPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
      return localSearchPluginInstance(context, validatedOptions as LocalSearchPluginOptions, (build) => {
        indexBuild = build;
      });
    },
    {validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>},
  );
  return {plugin: [plugin, options], precacheIndex: pagefindIndexTransform(() => indexBuild)};
}

function localSearchPluginInstance(
  context: LoadContext,
  options: LocalSearchPluginOptions,
  onIndexBuild: (build: Promise<IndexSummary>) => void,
): Plugin {
  const selection = pageSelectionFor(options, context.baseUrl);
  let versionBundles: string[] = [];
  return {
    name: 'local-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack() {
      return {module: {rules: [docsearchClientRule]}};
    },
    async contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, searchPagePath]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async allContentLoaded({allContent, actions}) {
      versionBundles = versionBundleTags(docsInstancesFromContent(allContent));
      const data: LocalSearchGlobalData = {versionBundles};
      actions.setGlobalData(data);
    },
    async postBuild({outDir, routesPaths}) {
      // Handed over before the first await: the PWA plugin's postBuild, running
      // in parallel, may reach the precache transform at any time after this.
      const build = indexBuiltSite(outDir, routesPaths, selection, versionBundles);
      onIndexBuild(build);
      const summary = await build;
      const bytes = summary.files.reduce((total, file) => total + file.bytes, 0);
      console.log(
        `[local-search] Indexed ${summary.pageCount} pages, and per docs version for offline search (${summary.bundles
          .slice(1)
          .map((bundle) => `${bundle.tag}: ${bundle.pageCount}`)
          .join(
            ', ',
          )}): ${summary.files.length} files, ${(bytes / 1024).toFixed(1)} KB in ${path.relative(context.siteDir, summary.outputDirectory)}/`,
      );
    },
  };
}
