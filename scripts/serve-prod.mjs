// `npm run serve:prod`: serves build/ through nginx (Debian's `nginx` package)
// the way production does: real 404 status, trailing-slash redirects, cache
// headers, compression and security headers. Port: --port N or PORT (default 8080).
// HTTPS: --tls-cert FILE --tls-key FILE (or TLS_CERT, TLS_KEY), and --http-port N
// (or HTTP_PORT) for the plain-HTTP port that redirects to it.
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {findNginx, nginxMissingMessage} from './nginx/find.mjs';
import {startNginx} from './nginx/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
/** The value after --name on the command line, else the environment variable, else undefined. */
function option(name, variable) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : process.env[variable];
}
const port = Number(option('port', 'PORT') ?? 8080);
// HTTPS mode: with a certificate and its key, `port` serves HTTPS (with HSTS) and
// the HTTP port (default: 80 beside 443, else port + 1) redirects to it.
const certificate = option('tls-cert', 'TLS_CERT');
const key = option('tls-key', 'TLS_KEY');
if ((certificate === undefined) !== (key === undefined)) {
  console.error('HTTPS needs both --tls-cert and --tls-key (or TLS_CERT and TLS_KEY).');
  process.exit(1);
}
const tls = certificate
  ? {
      certificate: path.resolve(certificate),
      key: path.resolve(key),
      httpPort: Number(option('http-port', 'HTTP_PORT') ?? (port === 443 ? 80 : port + 1)),
    }
  : undefined;

if (!findNginx()) {
  console.error(nginxMissingMessage);
  process.exit(1);
}

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.log('No production build found: building the site first.');
  // The site and its test area's site (scripts/build/run.mjs), as `npm run build` makes them.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build', 'run.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

/** Resolves when nothing listens on port at host; rejects with EADDRINUSE otherwise. */
function assertPortFree(portToCheck, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(portToCheck, host, () => probe.close(resolve));
  });
}

for (const portToCheck of tls ? [port, tls.httpPort] : [port]) {
  try {
    await assertPortFree(portToCheck, '127.0.0.1');
    await assertPortFree(portToCheck, '::1').catch((error) => {
      // A machine without IPv6 cannot have the port taken there.
      if (error.code !== 'EADDRNOTAVAIL') {
        throw error;
      }
    });
  } catch (error) {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${portToCheck} is already in use: stop what is using it, or choose another port with --port N or PORT=N.`
        : `Cannot listen on port ${portToCheck}: ${error.message}`,
    );
    process.exit(1);
  }
}

/** Resolves true when something accepts a TCP connection on port. */
function accepts(portToCheck) {
  return new Promise((resolve) => {
    const socket = net.connect(portToCheck, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const {child: nginx, brotli, prefix} = startNginx({buildDir, port, tls});
let exited = false;
nginx.on('exit', (code) => {
  exited = true;
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}

// "Serving" is printed only once nginx listens: a config or bind error makes it
// exit first, and the message would then be a lie.
for (let attempt = 0; !exited && !(await accepts(port)); attempt += 1) {
  if (attempt === 100) {
    console.error(`nginx did not answer on port ${port}; see ${path.join(prefix, 'error.log')}.`);
    nginx.kill('SIGQUIT');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const scheme = tls ? 'https' : 'http';
console.log(
  `Serving ${path.relative(root, buildDir)}/ with nginx on ${scheme}://localhost:${port}/${brotli ? ' (gzip and brotli)' : ' (gzip)'}${
    tls ? `, and http://localhost:${tls.httpPort}/ redirecting to it` : ''
  }`,
);
