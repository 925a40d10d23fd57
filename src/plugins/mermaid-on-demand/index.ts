/**
 * Mermaid's component only on pages that draw a diagram (issue 33): the
 * classic theme's MDX components map imports `@theme/Mermaid` for the
 * `mermaid` element, so every MDX page carried it (our wrapper, which loads
 * the library itself on demand, and its placeholder's styles). Pages with a
 * diagram now import it themselves (./remark.ts), and this plugin gives the
 * map a stand-in that fails the build if a diagram ever reaches it, through
 * `configureWebpack` (the bundler's module replacement), in both bundles.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin, replacer, type ModuleReplacement} from '../module-replacement';

export const mermaidRequest = '@theme/Mermaid';

/** The folder of the classic theme's MDX components map: the only importer whose request is replaced. */
export const mdxComponentsFolder = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]MDXComponents$/;

export const noMermaidInMap = path.join(__dirname, 'client', 'NoMermaidInMap.tsx');

const replacement: ModuleReplacement = {
  name: 'mermaid-on-demand',
  request: mermaidRequest,
  importer: mdxComponentsFolder,
  replacement: noMermaidInMap,
  bundles: 'both',
};

export const replaceMapMermaid = replacer(replacement);

export default function mermaidOnDemandPlugin(): Plugin {
  return moduleReplacementPlugin(replacement);
}
