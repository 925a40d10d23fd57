// The Node static server of machines without nginx (`npm run serve`, and the
// e2e suite where nginx is missing): the routes, statuses, cache and security
// headers of the production nginx config (./routes.mjs, ../nginx/config.mjs),
// with the build's precompressed .br and .gz files sent as they are by sirv.
// nginx stays the production server, and CI tests it.
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {contentSecurityPolicy, inlineScriptHashes, securityHeaderList} from '../nginx/config.mjs';
import {planRequest, revalidate} from './routes.mjs';

/**
 * @param {string} root
 * @returns {(relativePath: string) => import('./routes.mjs').PathKind}
 */
function pathKinds(root) {
  return (relativePath) => {
    const absolute = path.join(root, relativePath);
    if (absolute !== root && !absolute.startsWith(root + path.sep)) {
      return null;
    }
    try {
      const stats = statSync(absolute);
      return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : null;
    } catch {
      return null;
    }
  };
}

/**
 * The 404 page in each encoding the build holds, best first. sirv answers
 * every file it sends with status 200, so this page is sent here.
 * @param {string} root
 * @returns {{encoding?: string, body: Buffer}[]}
 */
function notFoundVariants(root) {
  const page = path.join(root, '404.html');
  return [
    {encoding: 'br', file: `${page}.br`},
    {encoding: 'gzip', file: `${page}.gz`},
    {encoding: undefined, file: page},
  ]
    .filter(({file}) => existsSync(file))
    .map(({encoding, file}) => ({encoding, body: readFileSync(file)}));
}

/**
 * An http.Server (not yet listening) that serves buildDir like production.
 * @param {{buildDir: string}} options
 * @returns {http.Server}
 */
export function createStaticServer({buildDir}) {
  const root = path.resolve(buildDir);
  const kindOf = pathKinds(root);
  const headers = securityHeaderList(contentSecurityPolicy(inlineScriptHashes(root)), false);
  // etag: revalidated files answer 304 as nginx's do; extensions: none, since
  // planRequest has already chosen the file.
  const files = sirv(root, {dev: false, etag: true, gzip: true, brotli: true, extensions: [], dotfiles: true});

  const notFoundPage = notFoundVariants(root);

  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response */
  const notFound = (request, response) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const variant =
      notFoundPage.find(({encoding}) => encoding === undefined || new RegExp(`\\b${encoding}\\b`).test(accepted)) ??
      notFoundPage.at(-1);
    response.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': revalidate,
      Vary: 'Accept-Encoding',
      ...(variant?.encoding ? {'Content-Encoding': variant.encoding} : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : (variant?.body ?? 'Not found'));
  };

  return http.createServer((request, response) => {
    for (const [name, value] of headers) {
      response.setHeader(name, value);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const plan = planRequest(request.url ?? '/', kindOf);
    if (plan.kind === 'redirect') {
      response.writeHead(301, {Location: plan.location, 'Cache-Control': revalidate}).end();
      return;
    }
    if (plan.kind === 'not-found') {
      notFound(request, response);
      return;
    }
    response.setHeader('Cache-Control', plan.cacheControl);
    if (plan.contentType) {
      response.setHeader('Content-Type', plan.contentType);
    }
    request.url = plan.file.split('/').map(encodeURIComponent).join('/');
    files(request, response, () => notFound(request, response));
  });
}
