// The scoring of Mozilla's HTTP Observatory (the MDN version: its tests, their
// score modifiers, the 90-point threshold for bonus points and the grade
// chart), applied to the headers and HTML our server sends. The tests check
// the HTTPS mode of the production config against it (grade A+); it has no
// network access, so the scanner itself cannot run.

/** @typedef {{name: string, result: string, modifier: number}} TestResult */

const sixMonths = 15_768_000;

/** Directive name → list of sources, lower-cased. */
function parseCsp(header) {
  const directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) {
      directives.set(
        name.toLowerCase(),
        sources.map((source) => source.toLowerCase()),
      );
    }
  }
  return directives;
}

/** @returns {TestResult} */
function contentSecurityPolicy(headers) {
  const header = headers.get('content-security-policy');
  if (!header) {
    return {name: 'content-security-policy', result: 'csp-not-implemented', modifier: -25};
  }
  const csp = parseCsp(header);
  const effective = (directive) => csp.get(directive) ?? csp.get('default-src');
  const script = effective('script-src');
  const object = effective('object-src');
  const broad = (sources) => sources.some((source) => ['*', 'http:', 'https:', 'data:'].includes(source));
  if (!script || !object || script.includes("'unsafe-inline'") || broad(script) || broad(object)) {
    return {name: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20};
  }
  const everySource = [...csp.values()].flat();
  if (everySource.some((source) => source === 'http:' || source.startsWith('http://'))) {
    return {name: 'content-security-policy', result: 'csp-implemented-with-insecure-scheme', modifier: -20};
  }
  if (script.includes("'unsafe-eval'")) {
    return {name: 'content-security-policy', result: 'csp-implemented-with-unsafe-eval', modifier: -10};
  }
  const style = effective('style-src') ?? [];
  if (style.includes("'unsafe-inline'") || broad(style)) {
    return {
      name: 'content-security-policy',
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      modifier: 0,
    };
  }
  const formAction = csp.get('form-action') ?? [];
  const lockedDown =
    (csp.get('default-src') ?? []).includes("'none'") &&
    (formAction.includes("'none'") || formAction.includes("'self'"));
  return lockedDown
    ? {name: 'content-security-policy', result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10}
    : {name: 'content-security-policy', result: 'csp-implemented-with-no-unsafe', modifier: 5};
}

/** @returns {TestResult} */
function cookies(headers) {
  const setCookies = headers.getSetCookie?.() ?? [];
  if (setCookies.length === 0) {
    return {name: 'cookies', result: 'cookies-not-found', modifier: 0};
  }
  const secure = setCookies.every((cookie) => /;\s*secure/i.test(cookie));
  return secure
    ? {name: 'cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0}
    : {name: 'cookies', result: 'cookies-without-secure-flag', modifier: -20};
}

/** @returns {TestResult} */
function crossOriginResourceSharing(headers) {
  const allowOrigin = headers.get('access-control-allow-origin');
  if (!allowOrigin) {
    return {
      name: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-not-implemented',
      modifier: 0,
    };
  }
  if (allowOrigin.trim() === '*') {
    return {
      name: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-implemented-with-public-access',
      modifier: 0,
    };
  }
  return headers.get('access-control-allow-credentials') === 'true'
    ? {
        name: 'cross-origin-resource-sharing',
        result: 'cross-origin-resource-sharing-implemented-with-universal-access',
        modifier: -50,
      }
    : {
        name: 'cross-origin-resource-sharing',
        result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
        modifier: 0,
      };
}

/**
 * @param {{status: number, location?: string} | null} httpResponse the answer to
 *   the same path over plain HTTP, or null when the site has no HTTP port.
 * @param {string} host
 * @returns {TestResult}
 */
function redirection(httpResponse, host) {
  if (httpResponse === null) {
    return {name: 'redirection', result: 'redirection-not-needed-no-http', modifier: 0};
  }
  if (httpResponse.status < 300 || httpResponse.status >= 400 || !httpResponse.location) {
    return {name: 'redirection', result: 'redirection-missing', modifier: -20};
  }
  const target = new URL(httpResponse.location, `http://${host}/`);
  if (target.protocol !== 'https:') {
    return {name: 'redirection', result: 'redirection-not-to-https', modifier: -20};
  }
  return target.hostname === host
    ? {name: 'redirection', result: 'redirection-to-https', modifier: 0}
    : {name: 'redirection', result: 'redirection-off-host-from-http', modifier: -5};
}

/** @returns {TestResult} */
function referrerPolicy(headers) {
  const header = headers.get('referrer-policy');
  if (!header) {
    return {name: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0};
  }
  // The browser applies the last value it recognises.
  const policy = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .at(-1);
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) {
    return {name: 'referrer-policy', result: 'referrer-policy-private', modifier: 5};
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy)) {
    return {name: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5};
  }
  return {name: 'referrer-policy', result: 'referrer-policy-header-invalid', modifier: -5};
}

/** @returns {TestResult} */
function strictTransportSecurity(headers, isHttps) {
  if (!isHttps) {
    return {name: 'strict-transport-security', result: 'hsts-not-implemented-no-https', modifier: -20};
  }
  const header = headers.get('strict-transport-security');
  if (!header) {
    return {name: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20};
  }
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(header);
  if (!maxAge) {
    return {name: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20};
  }
  // The +5 of "preloaded" needs the host on the browsers' preload list, which a local host never is.
  return Number(maxAge[1]) >= sixMonths
    ? {name: 'strict-transport-security', result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0}
    : {name: 'strict-transport-security', result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10};
}

/** @returns {TestResult} */
function subresourceIntegrity(html, origin) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => ({
      src: /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1],
      integrity: /\bintegrity=/i.test(attributes),
    }))
    .filter((script) => script.src !== undefined);
  if (scripts.length === 0) {
    return {name: 'subresource-integrity', result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0};
  }
  const external = scripts.filter((script) => new URL(script.src, origin).origin !== origin);
  const insecure = external.some((script) => script.src.startsWith('//') || script.src.startsWith('http:'));
  const allIntegrity = external.every((script) => script.integrity) && scripts.some((script) => script.integrity);
  if (insecure) {
    return allIntegrity
      ? {
          name: 'subresource-integrity',
          result: 'sri-implemented-but-external-scripts-not-loaded-securely',
          modifier: -20,
        }
      : {
          name: 'subresource-integrity',
          result: 'sri-not-implemented-and-external-scripts-not-loaded-securely',
          modifier: -50,
        };
  }
  if (allIntegrity) {
    return {name: 'subresource-integrity', result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5};
  }
  return external.length === 0
    ? {
        name: 'subresource-integrity',
        result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
        modifier: 0,
      }
    : {name: 'subresource-integrity', result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5};
}

/** @returns {TestResult} */
function xContentTypeOptions(headers) {
  const header = headers.get('x-content-type-options');
  if (!header) {
    return {name: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5};
  }
  return header.trim().toLowerCase() === 'nosniff'
    ? {name: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0}
    : {name: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5};
}

/** @returns {TestResult} */
function xFrameOptions(headers) {
  const csp = parseCsp(headers.get('content-security-policy') ?? '');
  if (csp.has('frame-ancestors')) {
    return {name: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5};
  }
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) {
    return {name: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20};
  }
  if (header === 'deny' || header === 'sameorigin') {
    return {name: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0};
  }
  return header.startsWith('allow-from ')
    ? {name: 'x-frame-options', result: 'x-frame-options-allow-from-origin', modifier: 0}
    : {name: 'x-frame-options', result: 'x-frame-options-header-invalid', modifier: -20};
}

/** @returns {TestResult} */
function crossOriginResourcePolicy(headers) {
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) {
    return {name: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0};
  }
  if (header === 'same-origin' || header === 'same-site') {
    return {name: 'cross-origin-resource-policy', result: `corp-implemented-with-${header}`, modifier: 10};
  }
  return header === 'cross-origin'
    ? {name: 'cross-origin-resource-policy', result: 'corp-implemented-with-cross-origin', modifier: 0}
    : {name: 'cross-origin-resource-policy', result: 'corp-header-invalid', modifier: -5};
}

/** @type {Array<[number, string]>} */
const gradeChart = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Bonus points count only when the score without them is at least this. */
export const minimumScoreForBonus = 90;

/**
 * Scores one page the way the Observatory does.
 * @param {{url: string, headers: Headers, html: string, httpResponse: {status: number, location?: string} | null}} scan
 *   `url`: the final (HTTPS) URL; `headers` and `html`: its response;
 *   `httpResponse`: the answer to the same path over plain HTTP, null when there is none.
 * @returns {{score: number, grade: string, tests: TestResult[]}}
 */
export function observatoryGrade({url, headers, html, httpResponse}) {
  const {origin, hostname, protocol} = new URL(url);
  const tests = [
    contentSecurityPolicy(headers),
    cookies(headers),
    crossOriginResourceSharing(headers),
    redirection(httpResponse, hostname),
    referrerPolicy(headers),
    strictTransportSecurity(headers, protocol === 'https:'),
    subresourceIntegrity(html, origin),
    xContentTypeOptions(headers),
    xFrameOptions(headers),
    crossOriginResourcePolicy(headers),
  ];
  const penalties = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 100);
  const bonuses = tests.reduce((sum, test) => sum + Math.max(test.modifier, 0), 0);
  const score = Math.max(0, penalties >= minimumScoreForBonus ? penalties + bonuses : penalties);
  const rounded = Math.min(score - (score % 5), 100);
  const grade = gradeChart.find(([floor]) => rounded >= floor)[1];
  return {score, grade, tests};
}
