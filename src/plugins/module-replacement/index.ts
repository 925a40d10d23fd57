/**
 * One import inside a framework module, pointed at a module of ours through
 * `configureWebpack` (the bundler's module replacement), where swizzling would
 * copy a theme component to change a single import. The plugins that change one
 * import each (intl-formatters, lazy-not-found, mermaid-on-demand) are made here,
 * so the matching rule is written once: the exact request, and only from the
 * one importer's folder (the replacement's own import of the original is left
 * alone).
 */
import type {Plugin} from '@docusaurus/types';

export interface ModuleReplacement {
  /** The plugin's name. */
  name: string;
  /** The request as the importer writes it (after the theme's alias, for `@theme/...`). */
  request: string;
  /** The folder of the only importer whose request is replaced. */
  importer: RegExp;
  /** The absolute path of our module. */
  replacement: string;
  /** `client`: the server bundle keeps the original import. */
  bundles: 'client' | 'both';
}

/** The part of the bundler's resolve data the replacement reads and writes. */
export interface ResolveRequest {
  request: string;
  context: string;
}

/** Rewrites a matching request in place; leaves every other request alone. */
export function replacer({request, importer, replacement}: ModuleReplacement): (data: ResolveRequest) => void {
  return (data) => {
    if (data.request === request && importer.test(data.context)) {
      data.request = replacement;
    }
  };
}

/** The bundler plugin's filter: the request exactly, its dots and slashes taken literally. */
export function requestPattern(request: string): RegExp {
  return new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}

export function moduleReplacementPlugin(replacement: ModuleReplacement): Plugin {
  const replace = replacer(replacement);
  return {
    name: replacement.name,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer && replacement.bundles === 'client') {
        return {};
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(requestPattern(replacement.request), (data) =>
            replace(data as ResolveRequest),
          ),
        ],
      };
    },
  };
}
