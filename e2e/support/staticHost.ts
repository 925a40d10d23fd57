import {createReadStream, statSync, type Stats} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test} from '@playwright/test';

/**
 * A plain static file server that behaves like the common static hosts
 * (GitHub Pages, Netlify, an S3 website): no rewrite rules and no knowledge of
 * the site. It proves the build works where nginx's rules are not available.
 *
 * - `/x/` serves `x/index.html`;
 * - a folder asked for without its trailing slash gets a 301 to the slashed path (query kept);
 * - `/x` serves `x.html` when there is such a file and no folder `x`;
 * - anything else gets `404.html` with status 404.
 */

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function sendFile(response: http.ServerResponse, file: string, status: number, head: boolean): void {
  response.writeHead(status, {
    'content-type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  if (head) {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

/** What the host answers for one request path: a file to send, a redirect, or not found. */
export function resolveStaticPath(
  root: string,
  rawPathname: string,
): {kind: 'file'; file: string} | {kind: 'redirect'; location: string} | {kind: 'not-found'} {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return {kind: 'not-found'};
  }
  const file = path.join(root, pathname);
  // path.join normalises "..": anything that climbs out of the root does not exist.
  if (file !== root && !file.startsWith(root + path.sep)) {
    return {kind: 'not-found'};
  }
  const stats = statOrNull(file);
  if (pathname.endsWith('/')) {
    const index = path.join(file, 'index.html');
    return statOrNull(index)?.isFile() ? {kind: 'file', file: index} : {kind: 'not-found'};
  }
  if (stats?.isFile()) {
    return {kind: 'file', file};
  }
  if (stats?.isDirectory()) {
    // Relative to the host: a leading "//" would be read as another host.
    return {kind: 'redirect', location: `/${rawPathname.replace(/^[/\\]+/, '')}/`};
  }
  if (statOrNull(`${file}.html`)?.isFile()) {
    return {kind: 'file', file: `${file}.html`};
  }
  return {kind: 'not-found'};
}

export async function startStaticHost(root: string, port = 0): Promise<{origin: string; close: () => Promise<void>}> {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => {
    const head = request.method === 'HEAD';
    if (request.method !== 'GET' && !head) {
      response.writeHead(405, {allow: 'GET, HEAD'}).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://static.invalid');
    const answer = resolveStaticPath(absoluteRoot, url.pathname);
    if (answer.kind === 'file') {
      sendFile(response, answer.file, 200, head);
    } else if (answer.kind === 'redirect') {
      response.writeHead(301, {location: `${answer.location}${url.search}`}).end();
    } else {
      sendFile(response, path.join(absoluteRoot, '404.html'), 404, head);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const {port: boundPort} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Serves build/ with the plain static host for the tests of the calling
 * describe block, on a free port. Read `origin` inside tests (it is set in beforeAll).
 */
export function useStaticHost(): {readonly origin: string} {
  let host: Awaited<ReturnType<typeof startStaticHost>> | undefined;
  const handle = {origin: ''};
  test.beforeAll(async () => {
    host = await startStaticHost('build');
    handle.origin = host.origin;
  });
  test.afterAll(async () => {
    await host?.close();
  });
  return handle;
}
