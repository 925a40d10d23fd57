import {execFileSync, spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {useProductionServer} from './support/productionServer';

/**
 * The production nginx config under hostile or unusual requests: redirects that
 * must not leave the site, folders without a page, ranges, and how serve:prod
 * runs (unprivileged workers, an access log, a busy port).
 */
const port = 4312;
const {origin, prefix} = useProductionServer(port);

/**
 * Sends one request line exactly as written (fetch and node:http normalise
 * backslashes and refuse some characters, which is what an attacker's client
 * would not do) and returns the status and Location.
 */
function rawGet(target: string): Promise<{status: number; location: string | undefined}> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.on('connect', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('end', () => {
      const head = response.split('\r\n\r\n')[0]!;
      resolve({
        status: Number(head.split(' ')[1]),
        location: /\r\nlocation: ([^\r]*)/i.exec(head)?.[1],
      });
    });
    socket.on('error', reject);
  });
}

const hostileTargets = [
  '//evil.example/index.html',
  '/\\evil.example/index.html',
  '//evil.example/page.html',
  '/\\evil.example.html',
  '///evil.example/',
  '//evil.example/docs',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/index.html',
  '/%2F/evil.example/page.html',
  '/%5Cevil.example/index.html',
  '/%5C%5Cevil.example/docs.html',
  '/%09/evil.example/index.html',
  '/%09/evil.example.html',
  '/%0D%0A/evil.example.html',
  '/%20/evil.example.html',
  '/@evil.example/index.html',
  '/evil.example@localhost/index.html',
  '//user@evil.example/index.html',
  '/docs/installation/index.html?next=//evil.example',
  '//evil.example/page.html/',
  '/\\evil.example.html/',
  '/.html/',
  '/.html',
];

test('no redirect ever leaves the site, whatever the request path holds', async () => {
  for (const target of hostileTargets) {
    const {status, location} = await rawGet(target);
    if (location === undefined) {
      continue;
    }
    expect(status, target).toBe(301);
    // Browsers read "//host" and "/\host" as another host, and drop tabs and newlines first.
    expect(location, target).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, origin).origin, `${target} → ${location}`).toBe(origin);
  }
});

test('a path with doubled leading slashes is redirected to the one URL of its page', async () => {
  expect(await rawGet('//docs/')).toEqual({status: 301, location: '/docs/'});
  expect(await rawGet('//docs/installation/?x=1')).toEqual({status: 301, location: '/docs/installation/?x=1'});
  expect(await rawGet('/docs/installation.html?x=1')).toEqual({status: 301, location: '/docs/installation/?x=1'});
});

test('the slash form of an .html path, where static hosts find a redirect page, is redirected to the page', async () => {
  expect(await rawGet('/docs/installation.html/?x=1')).toEqual({status: 301, location: '/docs/installation/?x=1'});
  expect(await rawGet('/blog/releases/3.6.html/')).toEqual({status: 301, location: '/blog/releases/3.6/'});
});

test('folders without a page get the 404 page with status 404, not "403 Forbidden"', async () => {
  for (const pathname of ['/img/', '/pagefind/', '/assets/', '/blog/releases/', '/blog/2024/', '/docs/api/']) {
    const response = await fetch(`${origin}${pathname}`, {redirect: 'manual'});
    expect(response.status, pathname).toBe(404);
    expect(await response.text(), pathname).toContain('Page Not Found');
  }
});

test('hashed Pagefind files are cached as immutable; its entry files are revalidated', async () => {
  const fragment = readdirSync(path.join('build', 'pagefind', 'fragment'))[0]!;
  const hashed = await fetch(`${origin}/pagefind/fragment/${fragment}`);
  expect(hashed.status).toBe(200);
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const pathname of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json']) {
    expect((await fetch(`${origin}${pathname}`)).headers.get('cache-control'), pathname).toBe('no-cache');
  }
});

test('the web app manifest is served as application/manifest+json', async () => {
  const response = await fetch(`${origin}/manifest.json`);
  expect(response.headers.get('content-type')).toBe('application/manifest+json');
});

test('a request for many ranges gets the whole file, not a multipart answer', async () => {
  const headers = {range: 'bytes=0-1,4-5,8-9', 'accept-encoding': 'identity'};
  const response = await fetch(`${origin}/manifest.json`, {headers});
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).not.toContain('multipart');
  const single = await fetch(`${origin}/manifest.json`, {headers: {range: 'bytes=0-9', 'accept-encoding': 'identity'}});
  expect(single.status).toBe(206);
});

test('requests are written to the access log', async () => {
  const marker = `/no/such/page/access-log-${Date.now()}/`;
  await fetch(`${origin}${marker}`);
  await expect
    .poll(() => readFileSync(path.join(prefix, 'access.log'), 'utf8'))
    .toContain(`"GET ${marker} HTTP/1.1" 404`);
});

test('worker processes never run as root', async () => {
  const master = readFileSync(path.join(prefix, 'nginx.pid'), 'utf8').trim();
  const workers = execFileSync('ps', ['-o', 'user=', '--ppid', master], {encoding: 'utf8'})
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(workers.length).toBeGreaterThan(0);
  expect(workers).not.toContain('root');
});

test('serve:prod on a busy port fails with a clear message instead of claiming to serve', async () => {
  const child = spawn('node', [path.join('scripts', 'serve-prod.mjs'), '--port', String(port)]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain(`Port ${port} is already in use`);
  expect(output).not.toContain('Serving');
});
