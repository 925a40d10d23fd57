// `npm run serve:prod`: serves build/ through nginx (Debian's `nginx` package)
// the way production does: real 404 status, trailing-slash redirects, cache
// headers, compression and security headers. Port: --port N or PORT (default 8080).
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {findNginx, nginxMissingMessage} from './nginx/find.mjs';
import {startNginx} from './nginx/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 8080));

if (!findNginx()) {
  console.error(nginxMissingMessage);
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

const {child: nginx, brotli} = startNginx({buildDir, port});
console.log(
  `Serving ${path.relative(root, buildDir)}/ with nginx on http://localhost:${port}/${brotli ? ' (gzip and brotli)' : ' (gzip)'}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}
nginx.on('exit', (code) => process.exit(code ?? 0));
