import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, inlineScriptHashes, renderNginxConfig} from '../config.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each distinct executable inline script once, skipping external and JSON scripts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
    mkdirSync(path.join(dir, 'docs'));
    const page = (body: string) =>
      `<html><head><script>${body}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></head></html>`;
    writeFileSync(path.join(dir, 'index.html'), page('one()'));
    writeFileSync(path.join(dir, 'docs', 'index.html'), page('one()') + '<script>two()</script>');
    expect(inlineScriptHashes(dir)).toEqual([sha('one()'), sha('two()')].sort());
  });

  it('leaves out the redirect pages of .html forms, which nginx answers with a 301 itself', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
    mkdirSync(path.join(dir, 'docs', 'intro.html'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), '<script>one()</script>');
    writeFileSync(
      path.join(dir, 'docs', 'intro.html', 'index.html'),
      "<script>window.location.href = '/docs/intro/'</script>",
    );
    expect(inlineScriptHashes(dir)).toEqual([sha('one()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the listed inline scripts and nothing inline beyond them', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toContain("'sha256-abc='");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('renderNginxConfig', () => {
  const render = (brotliModulesDir?: string) =>
    renderNginxConfig({root: '/srv/build', port: 8080, prefix: '/tmp/n', csp: "default-src 'self'", brotliModulesDir});

  it('serves the build folder with the 404 page as the error page', () => {
    const config = render();
    expect(config).toContain('root /srv/build;');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('listen 127.0.0.1:8080;');
  });

  it('runs the workers as the given user, and leaves nginx its default otherwise', () => {
    const withUser = renderNginxConfig({root: '/srv/build', port: 8080, prefix: '/tmp/n', csp: '', user: 'builder'});
    expect(withUser).toMatch(/^user builder;$/m);
    expect(render()).not.toMatch(/^user /m);
  });

  it('loads brotli only when its modules are available', () => {
    expect(render()).not.toContain('brotli');
    expect(render('/usr/lib/nginx/modules')).toContain(
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;',
    );
  });

  it('sends the precompressed .gz and .br files, compressing on the fly only without them', () => {
    const withBrotli = render('/usr/lib/nginx/modules');
    for (const config of [render(), withBrotli]) {
      expect(config).toMatch(/^\s*gzip_static on;$/m);
      expect(config).toMatch(/^\s*gzip on;$/m);
    }
    expect(withBrotli).toMatch(/^\s*brotli_static on;$/m);
    expect(withBrotli).toMatch(/^\s*brotli on;$/m);
    expect(withBrotli).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
  });

  it('caches hashed search files as immutable, in the whole index and in each docs version bundle', () => {
    const pattern = /location ~ (\^\/pagefind\/\S+) \{/.exec(render())?.[1];
    expect(pattern).toBeDefined();
    const immutable = new RegExp(pattern!);
    for (const hashed of [
      '/pagefind/fragment/en-us_0456e23.pf_fragment',
      '/pagefind/index/en-us_1a2b3c4.pf_index',
      '/pagefind/pagefind.en-us_b51a529b182ef.pf_meta',
      '/pagefind/docs-default-3.6.1/fragment/en-us_a014152.pf_fragment',
      '/pagefind/docs-default-current/filter/en-us_87f6b4d.pf_filter',
      '/pagefind/docs-default-current/pagefind.en-us_43d63e1cdeed9.pf_meta',
    ]) {
      expect(hashed).toMatch(immutable);
    }
    for (const named of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/docs-default-current/pagefind-entry.json',
      '/pagefind/docs-default-current/wasm.en-us.pagefind',
    ]) {
      expect(named).not.toMatch(immutable);
    }
  });

  it('runs one worker per core', () => {
    expect(render()).toMatch(/^worker_processes auto;$/m);
  });

  it('repeats the security headers in every location that sets its own headers', () => {
    const config = render();
    const locations = config.split(/\n\s+location /).slice(1);
    for (const block of locations.filter((b) => b.includes('add_header'))) {
      expect(block).toContain('Content-Security-Policy');
      expect(block).toContain('X-Content-Type-Options');
    }
  });

  it('builds every redirect from the cleaned request path, never from the raw URI or a decoded capture', () => {
    const config = render();
    const returns = [...config.matchAll(/return 301 ([^;]+);/g)].map((match) => match[1]);
    expect(returns.length).toBeGreaterThanOrEqual(3);
    for (const target of returns) {
      expect(target).toMatch(/^\$(clean_path|indexed|page)/);
    }
    expect(config).toContain('map $request_uri $clean_path {');
    expect(config).not.toMatch(/rewrite .* permanent/);
  });

  it('redirects /page.html/, where static hosts land /page.html, to /page/', () => {
    expect(render()).toContain(
      'if ($clean_path ~ "^(?<page>.*[^/])\\.html/$") {\n      return 301 $page/$is_args$args;',
    );
  });

  /** The body of the location block that starts with `head`. */
  const locationBlock = (config: string, head: string) => {
    const start = config.indexOf(`location ${head} {`);
    expect(start, head).toBeGreaterThan(-1);
    return config.slice(start, config.indexOf('\n    }', start));
  };

  it('serves Markdown twins and llms.txt files as UTF-8 text, revalidated and noindex', () => {
    const config = render();
    for (const [head, type] of [
      ['~ \\.md$', 'text/markdown'],
      ['~ ^/(.+/)?llms(-full)?\\.txt$', 'text/plain'],
    ]) {
      const block = locationBlock(config, head!);
      // An empty types map, one default type and nginx's charset module: one Content-Type, with its charset.
      expect(block).toContain('types { }');
      expect(block).toContain(`default_type ${type};`);
      expect(block).toContain('charset utf-8;');
      expect(block).toContain(`charset_types ${type};`);
      expect(block).not.toMatch(/add_header Content-Type/i);
      expect(block).toContain('add_header Cache-Control "no-cache" always;');
      expect(block).toContain('add_header X-Robots-Tag "noindex" always;');
      expect(block).toContain('try_files $uri =404;');
    }
  });

  it('matches llms.txt files at the root and in each docs version, and no other text file', () => {
    const pattern = new RegExp(/location ~ (\^\/\S*llms\S*) \{/.exec(render())![1]!);
    for (const url of ['/llms.txt', '/llms-full.txt', '/docs/3.6.1/llms.txt', '/docs/3.5.2/llms-full.txt']) {
      expect(url).toMatch(pattern);
    }
    for (const url of ['/robots.txt', '/xllms.txt', '/llms.txt.html', '/docs/llms-fuller.txt']) {
      expect(url).not.toMatch(pattern);
    }
  });

  it('compresses twins and text files on the fly when they have no precompressed copy', () => {
    for (const config of [render(), render('/usr/lib/nginx/modules')]) {
      for (const directive of config.match(/^\s*(gzip|brotli)_types .*$/gm)!) {
        expect(directive).toContain(' text/markdown');
        expect(directive).toContain(' text/plain');
      }
    }
  });

  it('never sends a .md or .txt URL through the .html redirects', () => {
    const config = render();
    const patterns = [
      ...[...config.matchAll(/if \(\$clean_path ~ "([^"]+)"\)/g)].map((match) => match[1]!),
      /location ~ (\S*html\S*) \{/.exec(config)![1]!,
    ].map((source) => new RegExp(source));
    expect(patterns).toHaveLength(4);
    for (const url of [
      '/docs/installation.md',
      '/docs.md',
      '/llms.txt',
      '/docs/3.6.1/llms-full.txt',
      '/docs/index.html.md',
    ]) {
      for (const pattern of patterns) {
        expect(url, String(pattern)).not.toMatch(pattern);
      }
    }
    // The patterns do match the forms they are for.
    expect(patterns.some((pattern) => pattern.test('/docs/installation/index.html'))).toBe(true);
  });

  it('answers folders without a page with the 404 page, limits ranges and logs requests', () => {
    const config = render();
    expect(config).toContain('error_page 403 =404 /404.html;');
    expect(config).toContain('max_ranges 1;');
    expect(config).toContain('access_log /tmp/n/access.log combined;');
  });
});
