// Finding nginx, apart from starting it (server.mjs): Playwright specs and
// reporters import this, and Playwright's loader cannot transpile a module that
// uses import.meta, as server.mjs does.
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

/** The one command that installs nginx with the brotli modules (Debian, as root). */
export const nginxInstallCommand =
  'apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static';

/** The message printed when nginx is missing, with the command that installs it. */
export const nginxMissingMessage = `nginx is not installed. Install it with: ${nginxInstallCommand}`;

/** The nginx binary, or null when Debian's `nginx` package is not installed. */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(candidate)) {
      return candidate;
    }
  }
  const which = spawnSync('which', ['nginx'], {encoding: 'utf8'});
  return which.status === 0 ? which.stdout.trim() : null;
}
