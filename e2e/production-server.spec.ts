import {existsSync, readFileSync} from 'node:fs';
import {request} from 'node:http';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {useProductionServer} from './support/productionServer';

/**
 * The production nginx config (scripts/nginx/config.mjs) served by
 * `npm run serve:prod`, on its own instance.
 */
const {origin} = useProductionServer(4311);

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, {redirect: 'manual', headers});

test('unknown paths get the 404 page with status 404', async () => {
  // Under /tests/ too, where the test area's site is served (the site's 404 page answers there).
  for (const pathname of ['/no/such/page/', '/tests/no/such/page/']) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(404);
    expect(await response.text(), pathname).toContain('Page Not Found');
  }
});

test("the test area's bundles are cached like the site's", async () => {
  const html = await (await get('/tests/pages/')).text();
  const bundle = /src="?(\/tests\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  expect(bundle).toBeDefined();
  const response = await get(bundle!);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a page path without its trailing slash is redirected with 301, keeping the query', async () => {
  const response = await get('/docs/installation?from=test');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/docs/installation/?from=test');
});

test('.html and /index.html paths are redirected to the clean page path', async () => {
  for (const pathname of ['/docs/installation.html', '/docs/installation/index.html']) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(301);
    expect(response.headers.get('location'), pathname).toBe('/docs/installation/');
  }
  expect((await get('/docs/installation/')).status).toBe(200);
});

test('any path below /feature-requests/ serves the feature requests page', async () => {
  const response = await get('/feature-requests/some/idea/');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Feature requests');
});

test('hashed assets are cached for a year; HTML, sw.js and the manifest are revalidated', async () => {
  const html = await (await get('/')).text();
  const stylesheet = html.match(/href="?(\/assets\/css\/[^"\s>]+\.css)/)?.[1];
  expect(stylesheet).toBeTruthy();
  expect((await get(stylesheet!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const pathname of ['/', '/docs/installation/', '/sw.js', '/manifest.json']) {
    expect((await get(pathname)).headers.get('cache-control'), pathname).toBe('no-cache');
  }
});

test('responses are compressed with gzip, and brotli when the client accepts it', async () => {
  const gzip = await get('/', {'accept-encoding': 'gzip'});
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const brotli = await get('/', {'accept-encoding': 'br, gzip'});
  expect(['br', 'gzip']).toContain(brotli.headers.get('content-encoding'));
});

/** The response body as sent, still encoded (fetch would decode it). */
const getRaw = (pathname: string, acceptEncoding: string) =>
  new Promise<{encoding: string | undefined; length: string | undefined; body: Buffer}>((resolve, reject) => {
    request(`${origin}${pathname}`, {headers: {'accept-encoding': acceptEncoding}}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          length: response.headers['content-length'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

test('main.js and pages are sent as the build precompressed them (.br, and .gz for gzip-only clients), not compressed again', async () => {
  const build = path.join('build');
  const mainJs = readFileSync(path.join(build, 'index.html'), 'utf8').match(
    /<script[^>]*\bsrc="?(\/assets\/js\/main\.[^"\s>]+\.js)/,
  )?.[1];
  expect(mainJs).toBeTruthy();
  // serve-prod loads brotli when Debian's module is installed (CI installs it); gzip is the fallback.
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  for (const [pathname, file] of [
    [mainJs!, mainJs!],
    ['/docs/installation/', '/docs/installation/index.html'],
  ]) {
    for (const [acceptEncoding, encoding, extension] of [
      ['br, gzip', ...(brotli ? ['br', '.br'] : ['gzip', '.gz'])],
      ['gzip', 'gzip', '.gz'],
    ]) {
      const response = await getRaw(pathname, acceptEncoding);
      const precompressed = readFileSync(path.join(build, `${file}${extension}`));
      expect(response.encoding, `${pathname} for ${acceptEncoding}`).toBe(encoding);
      // Compressed on the fly, the body would differ (other settings) and be sent chunked.
      expect(response.length, `${pathname} for ${acceptEncoding}`).toBe(String(precompressed.length));
      expect(response.body.equals(precompressed), `${pathname} for ${acceptEncoding}`).toBe(true);
    }
  }
});

test('security headers are sent on pages, assets and errors', async () => {
  for (const pathname of ['/', '/sw.js', '/no/such/page/']) {
    const headers = (await get(pathname)).headers;
    expect(headers.get('x-content-type-options'), pathname).toBe('nosniff');
    expect(headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy'), pathname).toContain("default-src 'self'");
    expect(headers.get('permissions-policy'), pathname).toContain('geolocation=()');
    expect(headers.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy'), pathname).toBe('same-origin');
    // HSTS belongs to the HTTPS mode only: sent over plain HTTP it would be ignored at best.
    expect(headers.get('strict-transport-security'), pathname).toBeNull();
  }
});

test.describe('under the Content-Security-Policy', () => {
  for (const pathname of [
    '/',
    '/docs/installation/',
    '/tests/pages/diagrams/',
    '/blog/',
    '/showcase/',
    '/no/such/page/',
  ]) {
    test(`${pathname} hydrates with no CSP violation`, async ({page}) => {
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {reportCspViolation: (t: string) => void}).reportCspViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) {
          violations.push(message.text());
        }
      });
      await page.goto(`${origin}${pathname}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
