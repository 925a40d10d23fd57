import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import https from 'node:https';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {observatoryGrade} from '../scripts/nginx/observatory.mjs';
import {useProductionServer} from './support/productionServer';

/**
 * serve:prod's HTTPS mode, with a self-signed certificate for localhost made
 * here: HTTPS with HSTS, plain HTTP redirected to it, and the headers graded
 * by Mozilla's HTTP Observatory rules (scripts/nginx/observatory.mjs).
 */
const httpsPort = 4313;
const httpPort = 4314;
const certificateDir = mkdtempSync(path.join(tmpdir(), 'tls-'));
const certificate = path.join(certificateDir, 'cert.pem');
const key = path.join(certificateDir, 'key.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ],
  {stdio: 'ignore'},
);

const {origin} = useProductionServer(httpsPort, [
  '--tls-cert',
  certificate,
  '--tls-key',
  key,
  '--http-port',
  String(httpPort),
]);

/** GET over HTTPS trusting only our certificate: headers and body. */
function httpsGet(url: string): Promise<{status: number; headers: Headers; body: string}> {
  return new Promise((resolve, reject) => {
    https
      .get(url, {ca: readFileSync(certificate)}, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of Array.isArray(value) ? value : [value ?? '']) {
              headers.append(name, item);
            }
          }
          resolve({status: response.statusCode!, headers, body});
        });
      })
      .on('error', reject);
  });
}

test('plain HTTP redirects every path to the same path over HTTPS', async () => {
  for (const pathname of ['/', '/docs/installation/?tab=npm', '//evil.example/']) {
    const response = await fetch(`http://localhost:${httpPort}${pathname}`, {redirect: 'manual'});
    expect(response.status, pathname).toBe(301);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin, pathname).toBe(origin);
  }
  const query = await fetch(`http://localhost:${httpPort}/docs/installation/?tab=npm`, {redirect: 'manual'});
  expect(query.headers.get('location')).toBe(`${origin}/docs/installation/?tab=npm`);
});

test('HTTPS pages carry HSTS and the cross-origin and permissions policies', async () => {
  for (const pathname of ['/', '/docs/installation/', '/no/such/page/']) {
    const {headers} = await httpsGet(`${origin}${pathname}`);
    expect(headers.get('strict-transport-security'), pathname).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy'), pathname).toBe('same-origin');
    expect(headers.get('permissions-policy'), pathname).toContain('camera=()');
  }
});

test("the HTTPS mode scores A+ by Mozilla's HTTP Observatory rules", async () => {
  for (const pathname of ['/', '/docs/installation/']) {
    const {status, headers, body} = await httpsGet(`${origin}${pathname}`);
    expect(status).toBe(200);
    const plain = await fetch(`http://localhost:${httpPort}${pathname}`, {redirect: 'manual'});
    const grade = observatoryGrade({
      url: `${origin}${pathname}`,
      headers,
      html: body,
      httpResponse: {status: plain.status, location: plain.headers.get('location') ?? undefined},
    });
    expect(grade.grade, JSON.stringify(grade.tests.filter((t) => t.modifier !== 0))).toBe('A+');
    expect(grade.tests.filter((t) => t.modifier < 0).map((t) => t.result)).toEqual([
      'csp-implemented-with-unsafe-eval',
    ]);
  }
});
