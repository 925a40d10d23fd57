import {spawn, type ChildProcess} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {createStaticServer} from '../scripts/static-server/server.mjs';
import {useProductionServer} from './support/productionServer';

/**
 * The Node static server (`npm run serve`, and the e2e suite on machines
 * without nginx) must answer like the production nginx config: the same
 * requests go to both, and status, redirect target, cache policy, encoding
 * and type must agree. Runs where nginx is installed (CI requires it).
 */
const {origin: nginxOrigin} = useProductionServer(4316);
const buildDir = path.resolve('build');

let server: Server | undefined;
let nodeOrigin = '';
test.beforeAll(async () => {
  server = createStaticServer({buildDir});
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  nodeOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  server?.close();
});

const firstFile = (folder: string, pattern: RegExp) =>
  `/${folder}/${readdirSync(path.join(buildDir, folder)).find((name) => pattern.test(name))}`;

const requests = () => [
  '/',
  '/docs',
  '/docs/',
  '/docs/3.6.1/installation/',
  '/docs/installation/index.html',
  '/docs/installation.html',
  '/docs/installation.html/',
  '/docs/installation/?q=1',
  '/docs/category/guides',
  '/docs/api/plugins/@docusaurus/plugin-pwa/',
  '/docs/api/plugins/%40docusaurus/plugin-pwa/',
  '/tests/docs/paths/with%20spaces/doc%20with%20spaces/',
  `/tests/docs/paths/${encodeURIComponent('日本語のドキュメント')}/`,
  '//evil.example/',
  '/\\evil.example/docs/',
  '/.html',
  '/no/such/page/',
  '/img/',
  '/feature-requests/a/b/',
  '/manifest.json',
  '/sw.js',
  '/robots.txt',
  '/sitemap.xml',
  firstFile('assets/js', /^main\..*\.js$/),
  '/assets/js/missing.0000.js',
  '/pagefind/pagefind.js',
  firstFile('pagefind/fragment', /\.pf_fragment$/),
  firstFile('pagefind', /\.pf_meta$/),
  // The test area's site, built into build/tests/: its pages, bundles, sitemap and unknown paths.
  '/tests/pages/',
  '/tests/pages/seo.html',
  '/tests/no/such/page/',
  '/tests/sitemap.xml',
  firstFile('tests/assets/js', /^main\..*\.js$/),
];

/** text/javascript (the registry's name) and application/javascript (nginx's) name one type. */
const normalisedType = (value: string | null) =>
  (value ?? '')
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace('text/javascript', 'application/javascript')
    .replace(/;charset=utf-8$/, '');

async function answer(origin: string, pathname: string, encoding: string) {
  const response = await fetch(origin + pathname, {redirect: 'manual', headers: {'accept-encoding': encoding}});
  await response.arrayBuffer();
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    encoding: response.headers.get('content-encoding'),
    type: response.status === 301 ? '' : normalisedType(response.headers.get('content-type')),
    // The policy is long: compared by its hash's presence, not printed.
    csp: (response.headers.get('content-security-policy') ?? '').length,
  };
}

for (const encoding of ['br, gzip', 'gzip', 'identity']) {
  test(`answers like nginx (Accept-Encoding: ${encoding})`, async () => {
    const differences: string[] = [];
    for (const pathname of requests()) {
      const [fromNginx, fromNode] = await Promise.all([
        answer(nginxOrigin, pathname, encoding),
        answer(nodeOrigin, pathname, encoding),
      ]);
      if (JSON.stringify(fromNginx) !== JSON.stringify(fromNode)) {
        differences.push(`${pathname}: nginx ${JSON.stringify(fromNginx)}, node ${JSON.stringify(fromNode)}`);
      }
    }
    expect(differences).toEqual([]);
  });
}

/**
 * Markdown twins and llms.txt files (issue 34), on a small build made here: a
 * page and the 404 page of the real build, beside twin and llms files. Both
 * servers must send each with exactly one Content-Type (fetch joins repeated
 * headers, so an exact match proves there is one), in UTF-8, revalidated and
 * with noindex, and never send one through the .html redirects.
 */
test.describe('Markdown twins and llms.txt files', () => {
  const fixturePort = 4317;
  const fixtureOrigin = `http://localhost:${fixturePort}`;
  let fixtureNginx: ChildProcess | undefined;
  let fixtureServer: Server | undefined;
  let fixtureNodeOrigin = '';
  const longText = (title: string) => `# ${title}\n\n${'Run the scaffolding tool, then start the site. '.repeat(60)}\n`;
  const fixtureFiles: Record<string, string> = {
    '/docs/installation.md': longText('Installation'),
    '/docs.md': '# Introduction\n',
    '/docs/3.5.2/installation.md': '# Installation (3.5.2)\n',
    '/llms.txt': '# Docusaurus\n\n- [Installation](https://docusaurus.io/docs/installation.md)\n',
    '/llms-full.txt': longText('Docusaurus'),
    '/docs/3.6.1/llms.txt': '# Docusaurus 3.6.1\n',
    '/docs/3.6.1/llms-full.txt': longText('Docusaurus 3.6.1'),
    '/docs/3.5.2/llms.txt': '# Docusaurus 3.5.2\n',
    '/docs/3.5.2/llms-full.txt': '# Docusaurus 3.5.2\n',
  };

  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'twins-build-'));
    for (const page of ['404.html', 'docs/installation/index.html']) {
      mkdirSync(path.dirname(path.join(dir, page)), {recursive: true});
      copyFileSync(path.join(buildDir, page), path.join(dir, page));
    }
    for (const [file, body] of Object.entries(fixtureFiles)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), body);
    }
    // The build's precompressed copies (scripts/precompress), sent as they are with the file's own type.
    for (const file of ['/llms-full.txt', '/docs/3.6.1/llms-full.txt']) {
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(fixtureFiles[file]!));
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(fixtureFiles[file]!));
    }
    // In a child process: scripts/nginx/server.mjs reads import.meta, which Playwright's loader cannot transpile.
    const start = `const {startNginx} = await import(${JSON.stringify(path.resolve('scripts/nginx/server.mjs'))});
      const {child} = startNginx({buildDir: ${JSON.stringify(dir)}, port: ${fixturePort}, stdio: 'ignore'});
      process.on('SIGTERM', () => { child.kill('SIGQUIT'); process.exit(0); });`;
    fixtureNginx = spawn(process.execPath, ['--input-type=module', '-e', start], {stdio: 'ignore'});
    fixtureServer = createStaticServer({buildDir: dir});
    await new Promise<void>((resolve) => fixtureServer!.listen(0, '127.0.0.1', resolve));
    fixtureNodeOrigin = `http://127.0.0.1:${(fixtureServer.address() as AddressInfo).port}`;
    await expect
      .poll(() =>
        fetch(`${fixtureOrigin}/docs.md`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
  });
  test.afterAll(() => {
    fixtureNginx?.kill('SIGTERM');
    fixtureServer?.close();
  });

  const headersOf = async (origin: string, pathname: string, encoding: string) => {
    const response = await fetch(origin + pathname, {redirect: 'manual', headers: {'accept-encoding': encoding}});
    await response.arrayBuffer();
    const names = ['content-type', 'cache-control', 'x-robots-tag', 'content-encoding', 'location'];
    return {status: response.status, ...Object.fromEntries(names.map((name) => [name, response.headers.get(name)]))};
  };

  for (const encoding of ['br, gzip', 'gzip', 'identity']) {
    test(`both servers send them as UTF-8 text, revalidated, noindex (Accept-Encoding: ${encoding})`, async () => {
      for (const pathname of Object.keys(fixtureFiles)) {
        const expected = {
          status: 200,
          'content-type': pathname.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
          'cache-control': 'no-cache',
          'x-robots-tag': 'noindex',
        };
        const [fromNginx, fromNode] = await Promise.all([
          headersOf(fixtureOrigin, pathname, encoding),
          headersOf(fixtureNodeOrigin, pathname, encoding),
        ]);
        expect(fromNginx, `nginx ${pathname}`).toMatchObject(expected);
        if (fixtureFiles[pathname]!.length >= 256) {
          // Long enough for either encoding: compressed on the fly or sent precompressed.
          const sent = encoding === 'identity' ? null : encoding.startsWith('br') ? 'br' : 'gzip';
          expect(fromNginx['content-encoding'], `nginx ${pathname}`).toBe(sent);
        }
        expect(fromNode, `node ${pathname}`).toEqual(fromNginx);
      }
    });
  }

  test('a long twin is sent compressed, a missing one is not found and no .md or .txt URL is redirected', async () => {
    for (const origin of [fixtureOrigin, fixtureNodeOrigin]) {
      expect((await headersOf(origin, '/docs/installation.md', 'gzip'))['content-encoding'], origin).toBe('gzip');
      for (const pathname of [
        '/docs/missing.md',
        '/docs/installation/index.md',
        '/docs/index.html.md',
        '/blog/llms.txt',
      ]) {
        const answer = await headersOf(origin, pathname, 'identity');
        expect(answer, `${origin}${pathname}`).toMatchObject({status: 404, location: null, 'x-robots-tag': null});
      }
    }
  });
});
