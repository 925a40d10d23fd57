/**
 * The 404 body (`@theme/NotFound/Content`, ours with its texts and release
 * list, 1.5 KB gzip) was in every docs page's first load: the classic theme's
 * `DocRoot` imports it statically, for the one case where a path under a docs
 * root matches no doc, which only a client-side navigation reaches (a direct
 * visit gets the server's 404 page, and every page the build renders has its
 * doc). Swizzling `DocRoot` would copy the theme's component to change one
 * import, so this plugin changes the import instead, through `configureWebpack`
 * (the bundler's module replacement): in the client bundle, `DocRoot` gets
 * ./client/LazyNotFoundContent.tsx, which loads the same component on demand.
 * The 404 page itself, and the server bundle, keep the static import.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin, replacer, type ModuleReplacement} from '../module-replacement';

/** The request `DocRoot` makes, as the theme's alias resolves it. */
export const notFoundContentRequest = '@theme/NotFound/Content';

/** The folder of the classic theme's `DocRoot` module: the only importer whose request is replaced. */
export const docRootFolder = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]DocRoot$/;

/** What `DocRoot` gets in its place. */
export const lazyNotFoundContent = path.join(__dirname, 'client', 'LazyNotFoundContent.tsx');

const replacement: ModuleReplacement = {
  name: 'lazy-not-found',
  request: notFoundContentRequest,
  importer: docRootFolder,
  replacement: lazyNotFoundContent,
  bundles: 'client',
};

/** Points `DocRoot`'s import of the 404 body at the on-demand wrapper; leaves every other request alone. */
export const replaceNotFoundImport = replacer(replacement);

export default function lazyNotFoundPlugin(): Plugin {
  return moduleReplacementPlugin(replacement);
}
