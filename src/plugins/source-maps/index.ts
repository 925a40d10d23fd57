import type {Plugin} from '@docusaurus/types';

/** Set to `true` for a measurement build (scripts/bench/attribution.mjs); never set for the site itself. */
export const sourceMapsEnvVar = 'BUILD_SOURCE_MAPS';

/**
 * The client bundle's `devtool` for a build whose environment asks for source
 * maps, else none. `hidden-source-map` writes a `.map` beside every script but
 * adds no `sourceMappingURL` comment to it, so the scripts are byte for byte the
 * production ones (same content hashes, same gzip sizes) and the attribution
 * measures what readers download. Production keeps the framework's default
 * (no source maps at all).
 */
export function measurementDevtool(env: NodeJS.ProcessEnv): 'hidden-source-map' | undefined {
  return env[sourceMapsEnvVar] === 'true' ? 'hidden-source-map' : undefined;
}

/**
 * Source maps for measurement builds only, through `configureWebpack` (the
 * framework's extension point; Rspack reads the same `devtool` option). The
 * server bundle never gets them: it is not what a reader loads.
 */
export default function sourceMapsPlugin(): Plugin {
  return {
    name: 'measurement-source-maps',
    configureWebpack(_config, isServer) {
      const devtool = measurementDevtool(process.env);
      return devtool && !isServer ? {devtool} : {};
    },
  };
}
