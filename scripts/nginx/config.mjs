// Renders the nginx configuration that serves build/ in production (see
// scripts/serve-prod.mjs). Kept as a pure function so tests can read it.
import {securityHeaderList} from './security.mjs';

// Re-exported: the servers and tests read the security rules from here too.
export {
  contentSecurityPolicy,
  inlineScriptHashes,
  permissionsPolicy,
  securityHeaderList,
  strictTransportSecurity,
} from './security.mjs';

/**
 * @param {string} csp
 * @param {boolean} https
 */
const securityHeaders = (csp, https) =>
  securityHeaderList(csp, https)
    .map(([name, value]) => `\n    add_header ${name} "${value}" always;`)
    .join('');

/** The plain-HTTP server of the HTTPS mode: every request goes to the same path over HTTPS. */
const httpToHttpsServer = (httpsPort, httpPort) => `
  server {
    listen 127.0.0.1:${httpPort};
    listen [::1]:${httpPort};
    server_name localhost;
    return 301 https://$host${httpsPort === 443 ? '' : `:${httpsPort}`}$clean_path$is_args$args;
  }`;

const tlsSettings = ({certificate, key}) => `
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:SSL:1m;`;

/**
 * @param {{root: string, port: number, prefix: string, csp: string, brotliModulesDir?: string, user?: string, tls?: {certificate: string, key: string, httpPort: number}}} options
 *   `tls`: serve HTTPS on `port` with this certificate and key, with HSTS, and
 *   answer plain HTTP on `httpPort` with a redirect to the HTTPS URL.
 *   `user`: the unprivileged account nginx's workers run as when the master is
 *   started by root (server.mjs passes www-data and a readable mirror of the
 *   build); left out otherwise, as only root can switch users.
 */
export function renderNginxConfig({root, port, prefix, csp, brotliModulesDir, user, tls}) {
  const headers = securityHeaders(csp, tls !== undefined);
  const brotliModules = brotliModulesDir
    ? `load_module ${brotliModulesDir}/ngx_http_brotli_filter_module.so;\nload_module ${brotliModulesDir}/ngx_http_brotli_static_module.so;\n`
    : '';
  const brotli = brotliModulesDir
    ? `
  brotli on;
  brotli_static on;
  brotli_comp_level 5;
  brotli_types text/css application/javascript application/json application/manifest+json image/svg+xml text/xml application/xml application/rss+xml application/atom+xml text/markdown text/plain;`
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
  access_log ${prefix}/access.log combined;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  server_tokens off;
  # One range per request: many small ranges of one file are a cheap way to load a server.
  max_ranges 1;

  # The build writes .gz and .br beside text assets (scripts/precompress): those
  # are sent as they are; on-the-fly compression stays for files without one.
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_vary on;
  gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml text/xml application/xml application/rss+xml application/atom+xml text/markdown text/plain;${brotli}

  # Every redirect's Location is built from $clean_path: the request's path,
  # still percent-encoded as the reader sent it, with any run of slashes and
  # backslashes at its start collapsed to one slash. A Location that starts
  # with // or /\\ would send the browser to another host.
  map $request_uri $clean_path {
    "~^[/\\\\\\\\]*(?<rest>[^?]*)" /$rest;
  }

${tls ? httpToHttpsServer(port, tls.httpPort) : ''}
  server {
    listen 127.0.0.1:${port}${tls ? ' ssl' : ''};
    listen [::1]:${port}${tls ? ' ssl' : ''};
    server_name localhost;${tls ? tlsSettings(tls) : ''}
    root ${root};
    # Redirects keep the scheme, host and port the reader used.
    absolute_redirect off;
    error_page 404 /404.html;
    # A folder without a page (/img/, /pagefind/) is "not found" to a reader, not "forbidden".
    error_page 403 =404 /404.html;
${headers}

    # //docs/ and /\\docs/ name the same page as /docs/: redirect to the one URL.
    if ($request_uri ~ "^/[/\\\\\\\\]") {
      return 301 $clean_path$is_args$args;
    }

    # Pages are folders with an index.html; a path without its trailing slash
    # gets a 301 to the slashed one (nginx does this for existing folders).
    location / {
      set $folder_without_slash "";
      if (-d $request_filename) {
        set $folder_without_slash "folder";
      }
      if ($uri ~ "[^/]$") {
        set $folder_without_slash "\${folder_without_slash}-no-slash";
      }
      if ($folder_without_slash = "folder-no-slash") {
        return 301 $clean_path/$is_args$args;
      }
      try_files $uri $uri/index.html =404;
      add_header Cache-Control "no-cache" always;
${headers}
    }

    # Markdown twins of pages (/docs/installation.md) and the llms.txt indexes
    # (/llms.txt, /llms-full.txt, /docs/<version>/llms*.txt), written by the
    # build for tools rather than readers: served as they are (the .html rules
    # below never match them), revalidated, and kept out of search results.
    # \`charset\` appends "; charset=utf-8" to the one Content-Type nginx sends.
    location ~ \\.md$ {
      types { }
      default_type text/markdown;
      charset utf-8;
      charset_types text/markdown;
      try_files $uri =404;
      add_header Cache-Control "no-cache" always;
      add_header X-Robots-Tag "noindex" always;
${headers}
    }
    location ~ ^/(.+/)?llms(-full)?\\.txt$ {
      types { }
      default_type text/plain;
      charset utf-8;
      charset_types text/plain;
      try_files $uri =404;
      add_header Cache-Control "no-cache" always;
      add_header X-Robots-Tag "noindex" always;
${headers}
    }

    # Old-style links: /page/index.html and /page.html go to /page/. The first
    # rule reads the reader's request, not the URI after nginx's own internal
    # redirect of /page/ to /page/index.html.
    if ($clean_path ~ "^(?<indexed>.*)/index\\.html$") {
      return 301 $indexed/$is_args$args;
    }
    # /page.html/ is where static hosts land /page.html (the client-redirects
    # plugin writes a redirect page there for every route): answered here too.
    if ($clean_path ~ "^(?<page>.*[^/])\\.html/$") {
      return 301 $page/$is_args$args;
    }
    location ~ \\.html$ {
      try_files $uri @strip_html;
      add_header Cache-Control "no-cache" always;
${headers}
    }
    location @strip_html {
      # A name before ".html" is required: "/.html" would otherwise redirect to "//".
      if ($clean_path ~ "^(?<page>.*[^/])\\.html$") {
        return 301 $page/$is_args$args;
      }
      return 404;
    }

    # Every path below /feature-requests/ shows that page (a non-exact route).
    location /feature-requests/ {
      try_files $uri $uri/index.html /feature-requests/index.html;
      add_header Cache-Control "no-cache" always;
${headers}
    }

    # Bundles carry a content hash in their name: cache them for a year, the
    # main site's and those of the test area's site under /tests/ (tests-area/).
    location ~ ^/(tests/)?assets/ {
      try_files $uri =404;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
${headers}
    }

    # Pagefind names its index chunks and metadata by content hash: cache them
    # like bundles, in the whole index and in each docs version's bundle
    # (/pagefind/docs-default-<version>/...). Its entry files, script and wasm keep
    # their names: revalidated.
    location ~ ^/pagefind/([^/]+/)?((fragment|index|filter)/|pagefind\\.[^/]+_[0-9a-f]+\\.pf_meta$) {
      try_files $uri =404;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
${headers}
    }
    location /pagefind/ {
      try_files $uri =404;
      add_header Cache-Control "no-cache" always;
${headers}
    }

    # The service worker and the manifest must be revalidated on every visit.
    location = /sw.js {
      add_header Cache-Control "no-cache" always;
${headers}
    }
    location = /manifest.json {
      # Empty types: mime.types would otherwise answer application/json for .json.
      types { }
      default_type application/manifest+json;
      add_header Cache-Control "no-cache" always;
${headers}
    }
  }
}
`;
}
