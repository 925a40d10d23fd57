import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {docsInstancesFromContent, versionBundleTags} from './bundles';
import {indexBuiltSite} from './indexer';
import {pageSelectionFor, validateOptions, type LocalSearchPluginOptions} from './options';
import {searchPagePath} from './searchConfig';

export type {LocalSearchOptions} from './options';

/** What the search UIs read with `usePluginData('local-search')`. */
export interface LocalSearchGlobalData {
  /** Tags of the docs versions with a bundle of their own, for offline search (./bundles.ts). */
  versionBundles: string[];
}

/**
 * Local search: after the build, Pagefind indexes the built HTML into
 * build/pagefind/; the theme components in ./theme (navbar SearchBar with the
 * DocSearch modal, and the /search/ page) query it in the browser. Registered
 * only when no hosted DocSearch credentials are configured (see ./hosted.ts).
 * What to leave out of the index and how to group hits are its options
 * (./options.ts), validated before it runs.
 */
function localSearchPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  const selection = pageSelectionFor(validatedOptions as LocalSearchPluginOptions, context.baseUrl);
  let versionBundles: string[] = [];
  return {
    name: 'local-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
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
      const summary = await indexBuiltSite(outDir, routesPaths, selection, versionBundles);
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

const localSearchPluginModule: PluginModule = Object.assign(localSearchPlugin, {
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
});

export default localSearchPluginModule;
