// `npm run serve:prod`: serves build/ through nginx (Debian's `nginx` package)
// the way production does: real 404 status, trailing-slash redirects, cache
// headers, compression and security headers. Port: --port N or PORT (default 8080).
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import net from 'node:net';
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

/** Resolves when nothing listens on port at host; rejects with EADDRINUSE otherwise. */
function assertPortFree(host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(resolve));
  });
}

try {
  await assertPortFree('127.0.0.1');
  await assertPortFree('::1').catch((error) => {
    // A machine without IPv6 cannot have the port taken there.
    if (error.code !== 'EADDRNOTAVAIL') {
      throw error;
    }
  });
} catch (error) {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop what is using it, or choose another port with --port N or PORT=N.`
      : `Cannot listen on port ${port}: ${error.message}`,
  );
  process.exit(1);
}

const {child: nginx, brotli, prefix} = startNginx({buildDir, port});
let exited = false;
nginx.on('exit', (code) => {
  exited = true;
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}

// "Serving" is printed only once nginx answers: a config or bind error makes it
// exit first, and the message above would then be a lie.
for (let attempt = 0; !exited; attempt += 1) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, {redirect: 'manual'});
    break;
  } catch {
    if (attempt === 100) {
      console.error(`nginx did not answer on port ${port}; see ${path.join(prefix, 'error.log')}.`);
      nginx.kill('SIGQUIT');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
console.log(
  `Serving ${path.relative(root, buildDir)}/ with nginx on http://localhost:${port}/${brotli ? ' (gzip and brotli)' : ' (gzip)'}`,
);
