// The security rules the site is served under: the Content-Security-Policy
// (with the hashes of the build's inline scripts) and the other security
// headers. nginx (./config.mjs) and the Node static server
// (../static-server/server.mjs) both send them.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * SHA-256 sources of every executable inline <script> in the built HTML, so
 * the CSP can allow exactly those (the theme's pre-hydration scripts, redirect
 * pages) instead of 'unsafe-inline'. JSON data blocks are not executed and need none.
 *
 * Left out: the redirect pages of `.html` forms (`/page.html/index.html`, one
 * per route, each with its own script), which nginx never serves: it answers
 * `/page.html` and `/page.html/` with a 301 itself. Their hashes would make the
 * header grow with every page of the site.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function inlineScriptHashes(buildDir) {
  const hashes = new Set();
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (!name.endsWith('.html')) {
          visit(file);
        }
      } else if (name.endsWith('.html')) {
        const html = readFileSync(file, 'utf8');
        for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (/type=["']?application\/(ld\+)?json/.test(attributes) || body.length === 0) {
            continue;
          }
          hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
        }
      }
    }
  };
  visit(buildDir);
  return [...hashes].sort();
}

/**
 * The Content-Security-Policy the site works under.
 * @param {string[]} scriptHashes
 * @returns {string}
 */
export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    // 'unsafe-eval': the live code editor compiles reader-edited code with new Function().
    // 'wasm-unsafe-eval': local search runs WebAssembly.
    `script-src 'self' ${scriptHashes.join(' ')} 'unsafe-eval' 'wasm-unsafe-eval'`,
    // React style attributes and Mermaid's generated SVG styles are inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Browser features the site never uses, turned off for it and anything it embeds.
 * Fullscreen and clipboard stay allowed: embedded videos and the code copy button use them.
 */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Two years, with subdomains: the HSTS policy of the HTTPS mode. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/**
 * The response headers every answer carries, as name and value: nginx adds
 * them (below), and so does the Node static server of machines without nginx
 * (scripts/static-server), so both paths serve the site under the same rules.
 * @param {string} csp
 * @param {boolean} https
 * @returns {[string, string][]}
 */
export function securityHeaderList(csp, https) {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Content-Security-Policy', csp],
    ['Permissions-Policy', permissionsPolicy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(https ? /** @type {[string, string][]} */ ([['Strict-Transport-Security', strictTransportSecurity]]) : []),
  ];
}
