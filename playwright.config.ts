import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findChromium} from './scripts/chromium.mjs';

/**
 * E2E tests run against the production build, served the way production
 * serves it. By default Playwright starts `npm run serve` (the Node static
 * server with the nginx config's routes, headers and precompressed files:
 * scripts/static-server) on E2E_PORT; with E2E_SERVER=nginx it starts the
 * production nginx itself (`npm run serve:prod`, as CI does). Set
 * E2E_BASE_URL to test a server you started yourself.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Unit tests of the e2e helpers (Vitest) live beside them.
  testIgnore: '**/__tests__/**',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // runNotices names the browser at the start and says at the end which suites
  // could not run on this machine (production-server without nginx).
  reporter: process.env.CI
    ? [['list'], ['html', {open: 'never'}], ['./e2e/support/runNotices.ts']]
    : [['list'], ['./e2e/support/runNotices.ts']],
  // Limits catch hangs, not slowness: a loaded 2-core machine or the npm-shipped
  // Chromium can be several times slower than CI (e2e/support/deadline.ts).
  timeout: 180_000,
  expect: {timeout: 30_000},
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: findChromium(), args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: externalBaseUrl
    ? undefined
    : {
        command:
          process.env.E2E_SERVER === 'nginx'
            ? `node scripts/serve-prod.mjs --port ${port}`
            : `node scripts/serve.mjs --port ${port}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: {NO_UPDATE_NOTIFIER: '1'},
      },
});
