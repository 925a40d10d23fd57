// Starts Debian's nginx with the production config (config.mjs) over any built
// site directory. Used by `npm run serve:prod` for build/ and by the bench, which
// serves this site and the stock baseline the same way readers get them
// (compressed, cached), so the Lighthouse ratios compare like with like.
import {existsSync, mkdirSync, statSync, writeFileSync} from 'node:fs';
import {userInfo} from 'node:os';
import {spawn, spawnSync} from 'node:child_process';
import path from 'node:path';
import {contentSecurityPolicy, inlineScriptHashes, renderNginxConfig} from './config.mjs';
import {findNginx, nginxMissingMessage} from './find.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const modulesDir = '/usr/lib/nginx/modules';

/** The name of the account owning dir (the current user when it owns it). */
function workerUserFor(dir) {
  const {uid} = statSync(dir);
  if (uid === process.getuid?.()) {
    return userInfo().username;
  }
  const passwd = spawnSync('getent', ['passwd', String(uid)], {encoding: 'utf8'});
  return passwd.status === 0 ? passwd.stdout.split(':')[0] : userInfo().username;
}

/**
 * Spawns nginx in the foreground serving buildDir on localhost:port. Resolves
 * with the child process and whether brotli is on. Throws when nginx is missing.
 */
export function startNginx({buildDir, port, stdio = 'inherit'}) {
  const nginxBinary = findNginx();
  if (!nginxBinary) {
    throw new Error(nginxMissingMessage);
  }
  const prefix = path.join(root, '.tmp', `nginx-${port}`);
  mkdirSync(prefix, {recursive: true});
  const brotli = existsSync(path.join(modulesDir, 'ngx_http_brotli_filter_module.so'));
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(
    configFile,
    renderNginxConfig({
      root: buildDir,
      port,
      prefix,
      csp: contentSecurityPolicy(inlineScriptHashes(buildDir)),
      brotliModulesDir: brotli ? modulesDir : undefined,
      // Only root may switch users; workers then run as the build's owner.
      user: process.getuid?.() === 0 ? workerUserFor(buildDir) : undefined,
    }),
  );
  const child = spawn(nginxBinary, ['-p', prefix, '-c', configFile], {stdio});
  return {child, brotli};
}
