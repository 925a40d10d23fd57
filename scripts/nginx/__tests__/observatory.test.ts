import {describe, expect, it} from 'vitest';
import {observatoryGrade} from '../observatory.mjs';

const page = '<html><head><script src="/assets/js/main.js" defer></script></head></html>';
const secureHeaders = {
  'content-security-policy': "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'self'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};
const scan = (headers: Record<string, string>, overrides: Partial<Parameters<typeof observatoryGrade>[0]> = {}) =>
  observatoryGrade({
    url: 'https://docs.example/',
    headers: new Headers(headers),
    html: page,
    httpResponse: {status: 301, location: 'https://docs.example/'},
    ...overrides,
  });
const result = (grade: ReturnType<typeof observatoryGrade>, name: string) =>
  grade.tests.find((test) => test.name === name)!;

describe('observatoryGrade', () => {
  it('gives a bare HTTPS site a D', () => {
    const grade = scan({});
    // CSP -25, HSTS -20, X-Content-Type-Options -5, X-Frame-Options -20.
    expect(grade.score).toBe(30);
    expect(grade.grade).toBe('D');
  });

  it('gives A+ with bonuses to a locked-down site', () => {
    const grade = scan(secureHeaders);
    expect(result(grade, 'content-security-policy').modifier).toBe(5);
    expect(grade.score).toBe(125);
    expect(grade.grade).toBe('A+');
  });

  it("takes 10 points for 'unsafe-eval' and 20 for 'unsafe-inline' in scripts", () => {
    const withEval = {
      ...secureHeaders,
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'; frame-ancestors 'self'",
    };
    expect(result(scan(withEval), 'content-security-policy').modifier).toBe(-10);
    const withInline = {
      ...secureHeaders,
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    };
    expect(result(scan(withInline), 'content-security-policy').modifier).toBe(-20);
  });

  it('awards bonus points only from a score of 90 without them', () => {
    const grade = scan({
      ...secureHeaders,
      'x-content-type-options': 'sniff',
      'strict-transport-security': 'max-age=60',
    });
    // 100 - 5 - 10 = 85: the +5 (CSP), +5 (referrer), +5 (frame-ancestors) and +10 (CORP) are not given.
    expect(grade.score).toBe(85);
    expect(grade.grade).toBe('A-');
  });

  it('requires plain HTTP to redirect to HTTPS on the same host', () => {
    expect(result(scan(secureHeaders, {httpResponse: {status: 200}}), 'redirection').modifier).toBe(-20);
    expect(
      result(scan(secureHeaders, {httpResponse: {status: 301, location: 'https://cdn.example/'}}), 'redirection')
        .modifier,
    ).toBe(-5);
    expect(result(scan(secureHeaders, {httpResponse: null}), 'redirection').modifier).toBe(0);
  });

  it('penalises external scripts without integrity', () => {
    const external = '<script src="https://cdn.example/lib.js"></script><script src="//cdn.example/x.js"></script>';
    expect(result(scan(secureHeaders, {html: external}), 'subresource-integrity').modifier).toBe(-50);
    expect(
      result(scan(secureHeaders, {html: '<script src="https://cdn.example/lib.js"></script>'}), 'subresource-integrity')
        .modifier,
    ).toBe(-5);
  });

  it('counts HSTS as missing on plain HTTP', () => {
    expect(result(scan(secureHeaders, {url: 'http://docs.example/'}), 'strict-transport-security').modifier).toBe(-20);
  });
});
