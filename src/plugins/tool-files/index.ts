import type {Plugin} from '@docusaurus/types';
import {noindex, revalidate, toolFileType} from '../../../scripts/static-server/routes.mjs';

/** The header the framework's dev server sends on every answer; a `headers` function of ours replaces its own. */
const frameworkDevHeaders = {'access-control-allow-origin': '*'};

/**
 * The headers `npm start` sends for a request: for a Markdown twin or an
 * llms.txt file, the type, cache policy and noindex that production sends
 * (scripts/static-server/routes.mjs, scripts/nginx/config.mjs); the
 * framework's own header on every answer. The dev server's static middleware
 * keeps a Content-Type already set, and a path with a dot never falls back to
 * the app's HTML, so a missing twin stays a 404.
 */
export function devServerHeaders(request: {url?: string}): Record<string, string> {
  let pathname = '';
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://dev.invalid').pathname);
  } catch {
    // A malformed path names no tool file.
  }
  const type = toolFileType(pathname);
  return type
    ? {...frameworkDevHeaders, 'Content-Type': type, 'Cache-Control': revalidate, [noindex[0]]: noindex[1]}
    : frameworkDevHeaders;
}

/**
 * Serves Markdown twins and llms.txt files in development the way production
 * does, when a static folder holds them (the build writes them; `npm start`
 * does not). Through configureWebpack: the framework merges a client config's
 * `devServer` into its dev server options (core/lib/commands/start/webpack.js).
 */
export default function toolFilesPlugin(): Plugin {
  return {
    name: 'tool-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') {
        return {};
      }
      return {devServer: {headers: devServerHeaders}} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
