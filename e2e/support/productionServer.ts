import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {test} from '@playwright/test';
import {findNginx} from '../../scripts/nginx/find.mjs';
import {nginxSuiteSkipReason} from './runNotices';

/**
 * Starts `npm run serve:prod` (the production nginx config) on its own port for
 * the spec file that calls this, whatever server the rest of the suite runs
 * against, and stops it afterwards. Returns the origin.
 *
 * nginx is a system package npm cannot install: without it the calling spec is
 * skipped (the run ends with a notice saying how to install it), unless the run
 * requires it, as CI does with E2E_REQUIRE_NGINX=1.
 */
export function useProductionServer(port: number, extraArgs: string[] = []): {origin: string; prefix: string} {
  const origin = `${extraArgs.includes('--tls-cert') ? 'https' : 'http'}://localhost:${port}`;
  let server: ChildProcess | undefined;

  test.describe.configure({mode: 'serial'});
  const nginxInstalled = findNginx() !== null;
  if (!nginxInstalled && process.env.E2E_REQUIRE_NGINX === '1') {
    throw new Error('E2E_REQUIRE_NGINX=1, but nginx is not installed: the production-server suite must run.');
  }
  test.skip(!nginxInstalled, nginxSuiteSkipReason);

  test.beforeAll(async () => {
    server = spawn('node', [path.join('scripts', 'serve-prod.mjs'), '--port', String(port), ...extraArgs], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // serve:prod says "Serving" only once nginx listens, and exits on any error.
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Serving')) {
          resolve();
        }
      };
      server!.stdout!.on('data', onData);
      server!.stderr!.on('data', onData);
      server!.once('exit', (code) => reject(new Error(`serve:prod exited with ${code}: ${output}`)));
    });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  // Where serve:prod keeps this instance's config, pid file and logs.
  return {origin, prefix: path.join('.tmp', `nginx-${port}`)};
}
