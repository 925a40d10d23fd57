/**
 * The docs plugin's client finds the doc a path shows by compiling a pattern
 * per doc path, walking a version's docs up to the page's own on first use, in
 * the hooks the navbar's version dropdown, the search bar and the doc page call
 * while hydrating (./client/docPathIndex.ts has the numbers). This plugin gives
 * the plugin's client, in both bundles, our module with the same exports
 * (./client/docsClientUtils.ts), which looks the path up in an index instead,
 * through `configureWebpack` (the bundler's module replacement).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin, replacer, type ModuleReplacement} from '../module-replacement';

/** How the docs plugin's client entry imports its utilities, and from where. */
export const docsClientUtilsRequest = './docsClientUtils';
export const docsClientFolder = /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client$/;

/** What it gets instead. */
export const indexedDocsClientUtils = path.join(__dirname, 'client', 'docsClientUtils.ts');

const replacement: ModuleReplacement = {
  name: 'docs-path-index',
  request: docsClientUtilsRequest,
  importer: docsClientFolder,
  replacement: indexedDocsClientUtils,
  bundles: 'both',
};

export const replaceDocsClientUtils = replacer(replacement);

export default function docsPathIndexPlugin(): Plugin {
  return moduleReplacementPlugin(replacement);
}
