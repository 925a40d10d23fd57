import {readdirSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
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
