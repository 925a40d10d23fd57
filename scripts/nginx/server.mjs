// Starts Debian's nginx with the production config (config.mjs) over any built
// site directory. Used by `npm run serve:prod` for build/ and by the bench, which
// serves this site and the stock baseline the same way readers get them
// (compressed, cached), so the Lighthouse ratios compare like with like.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {spawn, spawnSync} from 'node:child_process';
import path from 'node:path';
import {contentSecurityPolicy, inlineScriptHashes, renderNginxConfig} from './config.mjs';
import {findNginx, nginxMissingMessage} from './find.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const modulesDir = '/usr/lib/nginx/modules';

/** The unprivileged account the workers run as when nginx is started by root. */
function unprivilegedUser() {
  for (const name of ['www-data', 'nobody']) {
    if (spawnSync('getent', ['passwd', name]).status === 0) {
      return name;
    }
  }
  throw new Error('Neither www-data nor nobody exists: nginx workers would run as root.');
}

/**
 * Mirrors dir into target with hard links (no bytes copied; a copy where links
 * are not possible), every folder world-traversable and every file
 * world-readable, so an unprivileged worker can serve a build that lives in a
 * private folder (a fresh clone in a 0700 temp dir, a root-owned checkout).
 */
function mirrorReadable(dir, target) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const from = path.join(dir, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(to, {mode: 0o755});
      mirrorReadable(from, to);
    } else if (entry.isFile()) {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
      chmodSync(to, statSync(to).mode | 0o444);
    }
  }
}

/**
 * Spawns nginx in the foreground serving buildDir on localhost:port (HTTPS
 * when `tls` gives a certificate, key and the plain-HTTP port that redirects to
 * it). Returns the child process, whether brotli is on, and the folder holding
 * the config and logs. Throws when nginx is missing.
 * @param {{buildDir: string, port: number, tls?: {certificate: string, key: string, httpPort: number}, stdio?: import('node:child_process').StdioOptions}} options
 */
export function startNginx({buildDir, port, tls, stdio = 'inherit'}) {
  const nginxBinary = findNginx();
  if (!nginxBinary) {
    throw new Error(nginxMissingMessage);
  }
  const prefix = path.join(root, '.tmp', `nginx-${port}`);
  mkdirSync(prefix, {recursive: true});
  const brotli = existsSync(path.join(modulesDir, 'ngx_http_brotli_filter_module.so'));
  // Started by root, nginx's workers switch to an unprivileged account, which
  // reads a world-readable mirror of the build instead of the build itself.
  const asRoot = process.getuid?.() === 0;
  let servedDir = buildDir;
  if (asRoot) {
    servedDir = mkdtempSync(path.join(tmpdir(), `site-${port}-`));
    chmodSync(servedDir, 0o755);
    mirrorReadable(buildDir, servedDir);
  }
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(
    configFile,
    renderNginxConfig({
      root: servedDir,
      port,
      prefix,
      csp: contentSecurityPolicy(inlineScriptHashes(buildDir)),
      brotliModulesDir: brotli ? modulesDir : undefined,
      user: asRoot ? unprivilegedUser() : undefined,
      tls,
    }),
  );
  const child = spawn(nginxBinary, ['-p', prefix, '-c', configFile], {stdio});
  if (servedDir !== buildDir) {
    child.on('exit', () => rmSync(servedDir, {recursive: true, force: true}));
  }
  return {child, brotli, prefix};
}
