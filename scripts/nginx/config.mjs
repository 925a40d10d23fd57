// Renders the nginx configuration that serves build/ in production (see
// scripts/serve-prod.mjs). Kept as a pure function so tests can read it.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * SHA-256 sources of every executable inline <script> in the built HTML, so
 * the CSP can allow exactly those (the theme's pre-hydration scripts, redirect
 * pages) instead of 'unsafe-inline'. JSON data blocks are not executed and need none.
 */
export function inlineScriptHashes(buildDir) {
  const hashes = new Set();
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        visit(file);
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

/** The Content-Security-Policy the site works under. */
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

const securityHeaders = (csp) => `
    add_header X-Content-Type-Options "nosniff" always;
    add_header Referrer-Policy "strict-origin-when-cross-origin" always;
    add_header Content-Security-Policy "${csp}" always;`;

/**
 * @param {{root: string, port: number, prefix: string, csp: string, brotliModulesDir?: string, user?: string}} options
 *   `user`: the account nginx's workers run as. Started as root, nginx would
 *   otherwise drop to `nobody`, which cannot read a build inside a private
 *   folder (a fresh clone in a 0700 temp dir got 500s), so serve-prod passes
 *   the user who owns the build.
 */
export function renderNginxConfig({root, port, prefix, csp, brotliModulesDir, user}) {
  const brotliModules = brotliModulesDir
    ? `load_module ${brotliModulesDir}/ngx_http_brotli_filter_module.so;\nload_module ${brotliModulesDir}/ngx_http_brotli_static_module.so;\n`
    : '';
  const brotli = brotliModulesDir
    ? `
  brotli on;
  brotli_static on;
  brotli_comp_level 5;
  brotli_types text/css application/javascript application/json application/manifest+json image/svg+xml text/xml application/xml application/rss+xml application/atom+xml;`
    : '';
  // nginx does not inherit add_header into a location that sets its own, so
  // every location repeats the security headers next to its cache policy.
  const workerUser = user ? `user ${user};\n` : '';
  return `${brotliModules}${workerUser}worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  server_tokens off;

  # The build writes .gz and .br beside text assets (scripts/precompress): those
  # are sent as they are; on-the-fly compression stays for files without one.
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_vary on;
  gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml text/xml application/xml application/rss+xml application/atom+xml;${brotli}

  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};
    server_name localhost;
    root ${root};
    # Redirects keep the scheme, host and port the reader used.
    absolute_redirect off;
    error_page 404 /404.html;
${securityHeaders(csp)}

    # Pages are folders with an index.html; a path without its trailing slash
    # gets a 301 to the slashed one (nginx does this for existing folders).
    location / {
      if (-d $request_filename) {
        rewrite ^(.*[^/])$ $1/ permanent;
      }
      try_files $uri $uri/index.html =404;
      add_header Cache-Control "no-cache" always;
${securityHeaders(csp)}
    }

    # Old-style links: /page/index.html and /page.html go to /page/. The first
    # rule reads the reader's request, not the URI after nginx's own internal
    # redirect of /page/ to /page/index.html.
    if ($request_uri ~ "^(?<indexed>[^?]*)/index\\.html(?<query>\\?.*)?$") {
      return 301 $indexed/$query;
    }
    location ~ ^(?<page>.+)\\.html$ {
      try_files $uri @strip_html;
      add_header Cache-Control "no-cache" always;
${securityHeaders(csp)}
    }
    location @strip_html {
      return 301 $page/;
    }

    # Every path below /feature-requests/ shows that page (a non-exact route).
    location /feature-requests/ {
      try_files $uri $uri/index.html /feature-requests/index.html;
      add_header Cache-Control "no-cache" always;
${securityHeaders(csp)}
    }

    # Bundles carry a content hash in their name: cache them for a year.
    location /assets/ {
      try_files $uri =404;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
${securityHeaders(csp)}
    }

    # The service worker and the manifest must be revalidated on every visit.
    location = /sw.js {
      add_header Cache-Control "no-cache" always;
${securityHeaders(csp)}
    }
    location = /manifest.json {
      default_type application/manifest+json;
      add_header Cache-Control "no-cache" always;
${securityHeaders(csp)}
    }
  }
}
`;
}
