// `npm run serve:prod`: serves build/ through nginx (Debian's `nginx` package)
// the way production does: real 404 status, trailing-slash redirects, cache
// headers, compression and security headers. Port: --port N or PORT (default 8080).
import {existsSync, mkdirSync, statSync, writeFileSync} from 'node:fs';
import {userInfo} from 'node:os';
import {spawn, spawnSync} from 'node:child_process';
import path from 'node:path';
import {contentSecurityPolicy, inlineScriptHashes, renderNginxConfig} from './nginx/config.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 8080));

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(candidate)) {
      return candidate;
    }
  }
  const which = spawnSync('which', ['nginx'], {encoding: 'utf8'});
  if (which.status === 0) {
    return which.stdout.trim();
  }
  console.error('nginx is not installed: apt-get install nginx (and libnginx-mod-http-brotli-filter for brotli).');
  process.exit(1);
}

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.log('No production build found: building the site first.');
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

/** The name of the account owning dir (the current user when it owns it). */
function workerUserFor(dir) {
  const {uid} = statSync(dir);
  if (uid === process.getuid?.()) {
    return userInfo().username;
  }
  const passwd = spawnSync('getent', ['passwd', String(uid)], {encoding: 'utf8'});
  return passwd.status === 0 ? passwd.stdout.split(':')[0] : userInfo().username;
}

const prefix = path.join(root, '.tmp', `nginx-${port}`);
mkdirSync(prefix, {recursive: true});
const modulesDir = '/usr/lib/nginx/modules';
const brotliModulesDir = existsSync(path.join(modulesDir, 'ngx_http_brotli_filter_module.so')) ? modulesDir : undefined;
const configFile = path.join(prefix, 'nginx.conf');
writeFileSync(
  configFile,
  renderNginxConfig({
    root: buildDir,
    port,
    prefix,
    csp: contentSecurityPolicy(inlineScriptHashes(buildDir)),
    brotliModulesDir,
    // Only root may switch users; workers then run as the build's owner.
    user: process.getuid?.() === 0 ? workerUserFor(buildDir) : undefined,
  }),
);

const nginx = spawn(findNginx(), ['-p', prefix, '-c', configFile], {stdio: 'inherit'});
console.log(
  `Serving ${path.relative(root, buildDir)}/ with nginx on http://localhost:${port}/${brotliModulesDir ? ' (gzip and brotli)' : ' (gzip)'}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}
nginx.on('exit', (code) => process.exit(code ?? 0));
