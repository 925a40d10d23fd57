/**
 * Date formatters made once per locale and options (issue 33, item 4).
 *
 * The classic theme formats dates through theme-common's `useDateTimeFormat`
 * (a doc's "Last updated" line, a post's date, the blog archive), which builds
 * a new `Intl.DateTimeFormat` on every render: the first one of a page load,
 * which loads the locale's data, showed up among a doc page's main costs in
 * the trace. This plugin gives theme-common, in both bundles, our module with
 * the same hooks (./client/IntlUtils.ts) that keeps each formatter, through
 * `configureWebpack` (the bundler's module replacement).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin, replacer, type ModuleReplacement} from '../module-replacement';

/** How theme-common's `internal` entry imports the hooks, and from where. */
export const intlUtilsRequest = './utils/IntlUtils';
export const themeCommonLib = /[\\/]@docusaurus[\\/]theme-common[\\/]lib$/;

/** What it gets instead. */
export const cachedIntlUtils = path.join(__dirname, 'client', 'IntlUtils.ts');

const replacement: ModuleReplacement = {
  name: 'intl-formatters',
  request: intlUtilsRequest,
  importer: themeCommonLib,
  replacement: cachedIntlUtils,
  bundles: 'both',
};

export const replaceIntlUtils = replacer(replacement);

export default function intlFormattersPlugin(): Plugin {
  return moduleReplacementPlugin(replacement);
}
