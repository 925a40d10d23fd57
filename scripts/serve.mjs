// `npm run serve`: serves the production build on http://localhost:3000 the way
// production does (routes, 404 status, cache and security headers, the
// precompressed .br/.gz files: scripts/static-server), building it first when
// build/ holds no site yet. Needs only Node; `npm run serve:prod` runs the same
// rules in nginx. Options: --port N (or PORT), --host NAME (default localhost).
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {createStaticServer} from './static-server/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');

/** The value after --name on the command line, else the environment variable, else undefined. */
function option(name, variable) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : variable ? process.env[variable] : undefined;
}
const port = Number(option('port', 'PORT') ?? 3000);
const host = option('host') ?? 'localhost';

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.log('No production build found: building the site first.');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

const server = createStaticServer({buildDir});
server.on('error', (error) => {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop what is using it, or choose another port with --port N or PORT=N.`
      : `Cannot serve on ${host}:${port}: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Serving build/ at http://${host}:${port}/ (Ctrl+C to stop)`);
});
