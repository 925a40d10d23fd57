import {statSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {noindex, revalidate, toolFileType} from '../../../scripts/static-server/routes.mjs';

/** The header the framework's dev server sends on every answer; a `headers` function of ours replaces its own. */
const frameworkDevHeaders = {'access-control-allow-origin': '*'};

/** What the dev server hands the `headers` function: an Express request. */
interface DevRequest {
  /** The path as requested; `url` is cut to "/" because the dev server mounts its headers middleware at "*". */
  originalUrl?: string;
  url?: string;
}

/**
 * The headers `npm start` sends for a request: for a Markdown twin or an
 * llms.txt file that `exists`, the type, cache policy and noindex production
 * sends (scripts/static-server/routes.mjs, scripts/nginx/config.mjs); the
 * framework's own header on every answer. The dev server's static middleware
 * keeps a Content-Type and Cache-Control already set. A missing file gets none
 * of them: the dev server answers a browser with the app's HTML there.
 */
export function devServerHeaders(request: DevRequest, exists: (pathname: string) => boolean): Record<string, string> {
  let pathname = '';
  try {
    pathname = decodeURIComponent(new URL(request.originalUrl ?? request.url ?? '/', 'http://dev.invalid').pathname);
  } catch {
    // A malformed path names no file.
  }
  const type = toolFileType(pathname);
  return type && exists(pathname)
    ? {...frameworkDevHeaders, 'Content-Type': type, 'Cache-Control': revalidate, [noindex[0]]: noindex[1]}
    : frameworkDevHeaders;
}

/**
 * Serves Markdown twins and llms.txt files in development the way production
 * does, when a static folder holds them (the build writes them; `npm start`
 * does not). Through configureWebpack: the framework merges a client config's
 * `devServer` into its dev server options (core/lib/commands/start/webpack.js).
 */
export default function toolFilesPlugin(context: LoadContext): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
  const baseUrl = context.siteConfig.baseUrl;
  /** Whether a static folder holds the file at a request path (the base URL removed). */
  const exists = (pathname: string) =>
    pathname.startsWith(baseUrl) &&
    staticDirs.some((dir) => {
      const file = path.join(dir, pathname.slice(baseUrl.length));
      try {
        return file.startsWith(dir + path.sep) && statSync(file).isFile();
      } catch {
        return false;
      }
    });
  return {
    name: 'tool-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') {
        return {};
      }
      const headers = (request: DevRequest) => devServerHeaders(request, exists);
      return {devServer: {headers}} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
