import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {planRequest, type PathKind} from '../routes.mjs';
import {createStaticServer} from '../server.mjs';

/** A build in miniature: pages as folders with index.html, hashed assets, the 404 page and their precompressed copies. */
const files: Record<string, string> = {
  '/index.html': '<h1>Home</h1>',
  '/404.html': '<h1>Not found page</h1>',
  '/docs/index.html': '<h1>Docs</h1>',
  '/docs/intro/index.html': '<h1>Intro</h1>',
  '/docs/intro.html/index.html': "<script>location.href='/docs/intro/'</script>",
  '/docs/api/@docusaurus/plugin-pwa/index.html': '<h1>PWA plugin</h1>',
  '/tests/docs/paths/with space/été/index.html': '<h1>Spaced and accented</h1>',
  '/feature-requests/index.html': '<h1>Feature requests</h1>',
  '/assets/js/main.0a1b2c.js': 'console.log("main")',
  '/tests/assets/js/main.3d4e5f.js': 'console.log("tests main")',
  '/pagefind/pagefind.js': 'export {}',
  '/pagefind/fragment/en_0a1b2c.pf_fragment': 'fragment',
  '/pagefind/docs-default-3.6.1/index/en_0a1b2c.pf_index': 'index',
  '/pagefind/pagefind.en_0a1b2c3d.pf_meta': 'meta',
  '/manifest.json': '{"name":"My site","short_name":"Site","start_url":"/"}',
  '/sw.js': 'self.x = 1',
  '/img/logo.svg': '<svg/>',
  // Markdown twins and llms.txt files (issue 34), and a text file that is neither.
  '/docs/installation.md': `# Installation\n\n${'Run the scaffolding tool. '.repeat(20)}\n`,
  '/docs.md': '# Introduction\n',
  '/docs/intro.md': '# Intro\n',
  '/llms.txt': '# Docusaurus\n\n- [Intro](https://docusaurus.io/docs/intro.md)\n',
  '/llms-full.txt': '# Docusaurus\n',
  '/docs/3.6.1/llms.txt': '# Docusaurus 3.6.1\n',
  '/docs/3.5.2/llms-full.txt': '# Docusaurus 3.5.2\n',
  '/robots.txt': 'User-agent: *\nAllow: /\n',
};

function kindsOf(paths: string[]): (relativePath: string) => PathKind {
  const folders = new Set(
    paths.flatMap((file) =>
      file
        .split('/')
        .slice(1, -1)
        .map((_, i, all) => `/${all.slice(0, i + 1).join('/')}`),
    ),
  );
  return (relativePath) =>
    paths.includes(relativePath) ? 'file' : folders.has(relativePath.replace(/\/$/, '')) ? 'directory' : null;
}

describe('planRequest: the nginx rules of scripts/nginx/config.mjs', () => {
  const kindOf = kindsOf(Object.keys(files));
  const plan = (url: string) => planRequest(url, kindOf);

  it.each([
    ['/', '/index.html', 'no-cache'],
    ['/docs/intro/', '/docs/intro/index.html', 'no-cache'],
    ['/docs/intro/?q=1', '/docs/intro/index.html', 'no-cache'],
    ['/assets/js/main.0a1b2c.js', '/assets/js/main.0a1b2c.js', 'public, max-age=31536000, immutable'],
    // The test area's site (under /tests/) has bundles of its own.
    ['/tests/assets/js/main.3d4e5f.js', '/tests/assets/js/main.3d4e5f.js', 'public, max-age=31536000, immutable'],
    [
      '/pagefind/fragment/en_0a1b2c.pf_fragment',
      '/pagefind/fragment/en_0a1b2c.pf_fragment',
      'public, max-age=31536000, immutable',
    ],
    [
      '/pagefind/docs-default-3.6.1/index/en_0a1b2c.pf_index',
      '/pagefind/docs-default-3.6.1/index/en_0a1b2c.pf_index',
      'public, max-age=31536000, immutable',
    ],
    [
      '/pagefind/pagefind.en_0a1b2c3d.pf_meta',
      '/pagefind/pagefind.en_0a1b2c3d.pf_meta',
      'public, max-age=31536000, immutable',
    ],
    ['/pagefind/pagefind.js', '/pagefind/pagefind.js', 'no-cache'],
    ['/sw.js', '/sw.js', 'no-cache'],
    ['/feature-requests/some/idea/', '/feature-requests/index.html', 'no-cache'],
  ])('%s serves %s with Cache-Control %s', (url, file, cacheControl) => {
    expect(plan(url)).toMatchObject({kind: 'file', file, cacheControl});
  });

  it('sends Pagefind files, whose type nobody registers, as application/octet-stream, and bundles by their own type', () => {
    expect(plan('/pagefind/fragment/en_0a1b2c.pf_fragment')).toMatchObject({contentType: 'application/octet-stream'});
    expect(plan('/assets/js/main.0a1b2c.js')).not.toHaveProperty('contentType');
  });

  it('serves the manifest with its own type', () => {
    expect(plan('/manifest.json')).toMatchObject({kind: 'file', contentType: 'application/manifest+json'});
  });

  it.each([
    ['/docs', '/docs/'],
    ['/docs/intro?x=1', '/docs/intro/?x=1'],
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro/'],
    ['/docs/intro.html/', '/docs/intro/'],
    ['/docs/other.html?a=b', '/docs/other/?a=b'],
    ['//evil.example/docs/', '/evil.example/docs/'],
    ['/\\evil.example/', '/evil.example/'],
    // Two hops, as in nginx: the doubled slash first, then the /index.html form.
    ['//evil.example/index.html', '/evil.example/index.html'],
  ])('%s redirects to %s, on this site', (url, location) => {
    expect(plan(url)).toMatchObject({kind: 'redirect', location});
  });

  it('marks only the folder redirect no-cache, as nginx does (its other redirects carry no Cache-Control)', () => {
    expect(plan('/docs')).toEqual({kind: 'redirect', location: '/docs/', cacheControl: 'no-cache'});
    expect(plan('/docs/intro.html')).toEqual({kind: 'redirect', location: '/docs/intro/'});
  });

  const markdown = 'text/markdown; charset=utf-8';
  const plainText = 'text/plain; charset=utf-8';
  it.each([
    ['/docs/installation.md', markdown],
    ['/docs.md', markdown],
    ['/docs/intro.md?ref=llms', markdown],
    ['/llms.txt', plainText],
    ['/llms-full.txt', plainText],
    ['/docs/3.6.1/llms.txt', plainText],
    ['/docs/3.5.2/llms-full.txt', plainText],
  ])('%s is served as it is, as %s, revalidated and kept out of search results', (url, contentType) => {
    expect(plan(url)).toEqual({
      kind: 'file',
      file: url.replace(/\?.*/, ''),
      cacheControl: 'no-cache',
      contentType,
      headers: [['X-Robots-Tag', 'noindex']],
    });
  });

  it('never rewrites a .md or .txt URL as an .html form: a missing one is not found', () => {
    for (const url of ['/docs/missing.md', '/docs/installation.html.md', '/docs/index.md', '/docs/3.5.2/llms.txt']) {
      expect(plan(url), url).toEqual({kind: 'not-found'});
    }
  });

  it('serves other text files by their own type, without noindex', () => {
    expect(plan('/robots.txt')).toEqual({kind: 'file', file: '/robots.txt', cacheControl: 'no-cache'});
    expect(plan('/docs/llms.txt.html')).toEqual({kind: 'redirect', location: '/docs/llms.txt/'});
  });

  it.each([
    '/missing/',
    '/missing',
    '/img/',
    '/.html',
    '/assets/js/gone.js',
    '/pagefind/nope.js',
    '/%E0%A4%A',
    '/docs/../../etc/passwd',
  ])('%s is not found', (url) => {
    expect(plan(url)).toEqual({kind: 'not-found'});
  });
});

describe('createStaticServer on a build', () => {
  let origin = '';
  let close = () => {};

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-build-'));
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), body);
    }
    for (const file of ['/docs/intro/index.html', '/404.html', '/assets/js/main.0a1b2c.js']) {
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(files[file]!));
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(files[file]!));
    }
    const server = createStaticServer({buildDir: dir});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (url: string, encoding = 'identity') =>
    fetch(origin + url, {redirect: 'manual', headers: {'accept-encoding': encoding}});

  it('sends the precompressed file the reader accepts, brotli first', async () => {
    const brotli = await get('/docs/intro/', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('<h1>Intro</h1>');
    const gzip = await get('/assets/js/main.0a1b2c.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await get('/docs/intro/');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves paths holding @, spaces and non-ASCII letters', async () => {
    expect(await (await get('/docs/api/@docusaurus/plugin-pwa/')).text()).toBe('<h1>PWA plugin</h1>');
    expect(await (await get('/docs/api/%40docusaurus/plugin-pwa/')).text()).toBe('<h1>PWA plugin</h1>');
    expect(await (await get('/tests/docs/paths/with%20space/%C3%A9t%C3%A9/')).text()).toBe(
      '<h1>Spaced and accented</h1>',
    );
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await get('/no/such/page/', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('Not found page');
  });

  it('redirects on the same site, keeping the query', async () => {
    const response = await get('//evil.example/index.html?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/evil.example/index.html?x=1');
  });

  it('sends the security headers of the nginx config', async () => {
    const response = await get('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses a small text file without a precompressed copy per request, as nginx does', async () => {
    const response = await get('/manifest.json', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(await response.text()).toBe(files['/manifest.json']);
    expect((await get('/manifest.json', 'gzip')).headers.get('content-encoding')).toBeNull();
  });

  it('sends a twin with exactly one Content-Type, markdown in UTF-8, revalidated and noindex', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await get('/docs/installation.md', encoding);
      expect(response.status).toBe(200);
      // fetch joins repeated headers with ", ": an exact match proves there is one.
      expect(response.headers.get('content-type'), encoding).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(await response.text()).toBe(files['/docs/installation.md']);
    }
    // Over 256 bytes without a precompressed copy: gzip on the fly, as nginx (gzip_types text/markdown).
    expect((await get('/docs/installation.md', 'gzip')).headers.get('content-encoding')).toBe('gzip');
  });

  it('sends llms.txt files as plain UTF-8 text, revalidated and noindex, and robots.txt as before', async () => {
    for (const url of ['/llms.txt', '/docs/3.6.1/llms.txt']) {
      const response = await get(url);
      expect(response.headers.get('content-type'), url).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(response.headers.get('x-robots-tag'), url).toBe('noindex');
      expect(await response.text()).toBe(files[url]);
    }
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain');
    expect(robots.headers.get('x-robots-tag')).toBeNull();
    expect((await get('/docs/missing.md')).status).toBe(404);
  });

  it('revalidates with an ETag and refuses methods other than GET and HEAD', async () => {
    const first = await get('/sw.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin}/sw.js`, {headers: {'if-none-match': etag!}});
    expect(again.status).toBe(304);
    expect((await fetch(`${origin}/`, {method: 'POST'})).status).toBe(405);
  });
});
