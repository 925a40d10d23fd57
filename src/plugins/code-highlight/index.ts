/**
 * Code blocks highlighted at build time (issue 33): the site plugin half.
 *
 * With every fenced block's tokens computed by ./remark.ts, Prism is needed in
 * the browser only for blocks built at runtime (a `<CodeBlock>` with computed
 * children) and for the live editor, which both load it on demand. Yet the
 * classic theme registers `prism.additionalLanguages` from a client module
 * (theme-classic's `lib/prism-include-languages`), which puts Prism and those
 * grammars in every page's `main.js`. This plugin swaps that module for an
 * empty one through `configureWebpack` (the bundler's module replacement), and
 * the on-demand chunk (src/theme/CodeBlock/Content/runtimeHighlight.ts)
 * registers the languages itself before it highlights.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module that loads Prism's extra languages on every page. */
export const prismClientModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

/** What takes its place: a module that does nothing. */
export const emptyClientModule = path.join(__dirname, 'client', 'noPrismOnLoad.ts');

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(prismClientModule, emptyClientModule)],
      };
    },
  };
}
