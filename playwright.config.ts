import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findChromium} from './scripts/chromium.mjs';

/**
 * E2E tests run against the production build. By default Playwright starts
 * `docusaurus serve` on E2E_PORT; with E2E_SERVER=nginx it starts the
 * production nginx config instead (`npm run serve:prod`, as CI does). Set
 * E2E_BASE_URL to test a server you started yourself.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // runNotices names the browser at the start and says at the end which suites
  // could not run on this machine (production-server without nginx).
  reporter: process.env.CI
    ? [['list'], ['html', {open: 'never'}], ['./e2e/support/runNotices.ts']]
    : [['list'], ['./e2e/support/runNotices.ts']],
  timeout: 60_000,
  // Hydration waits on a busy 2-core machine can exceed the 5 s default.
  expect: {timeout: 15_000},
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
            : `npx docusaurus serve --port ${port} --host localhost --no-open`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: {NO_UPDATE_NOTIFIER: '1'},
      },
});
