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

export const mermaidRequest = '@theme/Mermaid';

/** The folder of the classic theme's MDX components map: the only importer whose request is replaced. */
export const mdxComponentsFolder = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]MDXComponents$/;

export const noMermaidInMap = path.join(__dirname, 'client', 'NoMermaidInMap.tsx');

/** The part of the bundler's resolve data the replacement reads and writes. */
export interface ResolveRequest {
  request: string;
  context: string;
}

export function replaceMapMermaid(data: ResolveRequest): void {
  if (data.request === mermaidRequest && mdxComponentsFolder.test(data.context)) {
    data.request = noMermaidInMap;
  }
}

export default function mermaidOnDemandPlugin(): Plugin {
  return {
    name: 'mermaid-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@theme\/Mermaid$/, (data) =>
            replaceMapMermaid(data as ResolveRequest),
          ),
        ],
      };
    },
  };
}
