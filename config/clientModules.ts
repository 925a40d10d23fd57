/**
 * The site's client modules (`clientModules` of docusaurus.config.ts): code
 * that runs on every page, so each one here costs every reader's first load.
 */

/** Deploy previews set DEPLOY_PREVIEW=true at build time (customFields.isDeployPreview). */
export function isDeployPreview(env: NodeJS.ProcessEnv): boolean {
  return env.DEPLOY_PREVIEW === 'true';
}

export function clientModules(env: NodeJS.ProcessEnv): string[] {
  return [
    './src/clientModules/storageMigration.ts',
    // After the migration, so migrated values are validated too.
    './src/clientModules/storageValidation.ts',
    './src/clientModules/chunkLoadRecovery.ts',
    // Logs route changes for reviewers of a deploy preview; a production build leaves its code out.
    ...(isDeployPreview(env) ? ['./src/clientModules/routeLogger.ts'] : []),
    './src/clientModules/colorModeSync.ts',
    // Links in view prefetch their routes in idle slices after load, not in the long tasks of hydration.
    './src/clientModules/prefetchScheduler.ts',
    // Ends the first render's flag for blocks that keep the server's markup (src/components/ServerMarkup).
    './src/clientModules/hydrationEnd.ts',
  ];
}
