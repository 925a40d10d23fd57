// The Node static server of machines without nginx (`npm run serve`, and the
// e2e suite where nginx is missing): the routes, statuses, cache and security
// headers of the production nginx config (./routes.mjs, ../nginx/config.mjs),
// with the build's precompressed .br and .gz files sent as they are by sirv.
// nginx stays the production server, and CI tests it.
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {brotliCompressSync, constants as zlib, gzipSync} from 'node:zlib';
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
 * The types nginx compresses on the fly (`gzip_types`, `brotli_types` and
 * text/html), by extension. The build has .br/.gz copies of such files from
 * 1 KB up (scripts/precompress); smaller ones nginx compresses per request,
 * brotli from 20 bytes and gzip from 256 (its defaults and gzip_min_length),
 * and so does this server.
 * @type {Record<string, string>}
 */
const compressedOnTheFly = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain',
};

/**
 * Sends a small compressible file compressed per request, as nginx does, when
 * the reader accepts an encoding it would use; returns false otherwise.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {string} absolute
 * @param {string | undefined} contentType
 */
function sendCompressedOnTheFly(request, response, absolute, contentType) {
  const compressibleType = compressedOnTheFly[path.extname(absolute).toLowerCase()];
  if (!compressibleType || existsSync(`${absolute}.br`) || existsSync(`${absolute}.gz`)) {
    return false;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const body = readFileSync(absolute);
  const compressed =
    /\bbr\b/.test(accepted) && body.length >= 20
      ? {encoding: 'br', bytes: brotliCompressSync(body, {params: {[zlib.BROTLI_PARAM_QUALITY]: 5}})}
      : /\bgzip\b/.test(accepted) && body.length >= 256
        ? {encoding: 'gzip', bytes: gzipSync(body, {level: 6})}
        : null;
  if (!compressed) {
    return false;
  }
  response.writeHead(200, {
    'Content-Type': contentType ?? compressibleType,
    'Content-Encoding': compressed.encoding,
    Vary: 'Accept-Encoding',
  });
  response.end(request.method === 'HEAD' ? undefined : compressed.bytes);
  return true;
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
      response.writeHead(301, {
        Location: plan.location,
        ...(plan.cacheControl ? {'Cache-Control': plan.cacheControl} : {}),
      });
      response.end();
      return;
    }
    if (plan.kind === 'not-found') {
      notFound(request, response);
      return;
    }
    response.setHeader('Cache-Control', plan.cacheControl);
    for (const [name, value] of plan.headers ?? []) {
      response.setHeader(name, value);
    }
    if (sendCompressedOnTheFly(request, response, path.join(root, plan.file), plan.contentType)) {
      return;
    }
    if (plan.contentType) {
      response.setHeader('Content-Type', plan.contentType);
    }
    // sirv decodes the path with decodeURI, which leaves reserved characters such
    // as @ encoded: encodeURI is its inverse (plus ? and #, which end a path).
    request.url = encodeURI(plan.file).replace(/[?#]/g, encodeURIComponent);
    files(request, response, () => notFound(request, response));
  });
}
