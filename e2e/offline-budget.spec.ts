import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test, type Frame, type Page} from '@playwright/test';
import {cachedUrls, waitForStoredFiles, weighCachedUrls} from '../scripts/bench/offlineWeights.mjs';
import {fullBudgetBytes, liteBudgetBytes} from '../src/plugins/offline/budget';
import {searchFor, searchModal} from './support/search';
import {waitForHydration} from './support/site';
import {freePort} from './support/freePort';
import {pageLoadMs} from './support/deadline';
import {linkTree} from './support/linkTree';

/**
 * The offline tiers (src/plugins/offline, README "Offline mode"), measured in
 * Cache Storage and weighed by the build's compressed (.gz) files: the build
 * served (E2E_BUILD_DIR when E2E_BASE_URL points at another one).
 */
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

async function workerParams(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return JSON.parse(new URL(registration.active!.scriptURL).searchParams.get('params') ?? '{}');
  });
}

/** The params a worker script URL (`sw.js?params=`) carries, as the registration wrote them. */
const paramsOf = (url: string, base: string): unknown =>
  JSON.parse(new URL(url, base).searchParams.get('params') ?? '{}');

const pathsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).pathname))];

test.describe('lite tier: a phone-sized screen', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a first visit to /docs/ stores at most 1 MB compressed within 15 s: shell, Canary search index, the page', async ({
    page,
  }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.waitForTimeout(15_000);

    const urls = await cachedUrls(page);
    const weight = weighCachedUrls(urls, buildDir);
    console.log(
      `lite tier after 15 s: ${weight.files} files, ${weight.gzip} bytes gzip, ${weight.brotli} bytes brotli`,
    );
    expect(weight.missing).toEqual([]);
    expect(weight.gzip).toBeLessThanOrEqual(liteBudgetBytes);
    expect(await workerParams(page)).toEqual({offlineMode: false, debug: false, lite: true});

    const paths = pathsOf(urls);
    // The app shell and the page the reader opened...
    expect(paths).toEqual(
      expect.arrayContaining(['/docs/', expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/)]),
    );
    // ...and the search bundle of the docs version being read: not the others, nor the whole index.
    expect(paths.some((item) => item.startsWith('/pagefind/docs-default-current/fragment/'))).toBe(true);
    expect(paths.some((item) => /^\/pagefind\/docs-default-3\./.test(item))).toBe(false);
    expect(paths.some((item) => item.startsWith('/pagefind/fragment/'))).toBe(false);
    expect(paths.some((item) => /^\/(tests|__docusaurus|blog|changelog)\//.test(item))).toBe(false);
  });

  test('visited pages read offline, and search finds pages of the version being read', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await waitForStoredFiles(page);
    // A client-side navigation: no page request reaches the worker, the page tells it.
    await page.locator('article').getByRole('link', {name: 'configuration', exact: true}).first().click();
    await waitForHydration(page);
    const visited = new URL(page.url()).pathname;
    expect(visited).not.toBe('/docs/installation/');
    await expect.poll(async () => pathsOf(await cachedUrls(page)), {timeout: pageLoadMs}).toContain(visited);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await waitForHydration(page);
      await page.goto('/docs/installation/');
      await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();

      await page.getByRole('button', {name: 'Search'}).first().click();
      // The modal's code is part of the lite shell: it opens offline.
      await expect(searchModal(page).input).toBeVisible();
      await searchFor(page, 'sidebar');
      const hits = await searchModal(page).hitLinks.evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((hit) => hit.startsWith('/docs/') && !/^\/docs\/\d/.test(hit))).toBe(true);
    } finally {
      await page.context().setOffline(false);
    }
  });

  test('reading another docs version swaps the stored search index for that version', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await waitForStoredFiles(page);
    await page.goto('/docs/3.6.1/installation/');
    await waitForHydration(page);
    await expect
      .poll(async () => pathsOf(await cachedUrls(page)).filter((item) => item.startsWith('/pagefind/docs-')), {
        timeout: 30_000,
      })
      .toEqual(expect.not.arrayContaining([expect.stringMatching(/^\/pagefind\/docs-default-current\//)]));
    const paths = pathsOf(await cachedUrls(page));
    expect(paths.some((item) => item.startsWith('/pagefind/docs-default-3.6.1/fragment/'))).toBe(true);
  });
});

test.describe('windows of different tiers in one browser', () => {
  test('a wide window keeps the lite worker a narrow one registered, and its pages keep loading', async ({context}) => {
    const narrow = await context.newPage();
    await narrow.setViewportSize({width: 390, height: 844});
    await narrow.goto('/docs/');
    await waitForHydration(narrow);
    expect(await workerParams(narrow)).toEqual({offlineMode: false, debug: false, lite: true});

    // The wide window's own tier is none; it must register (update) the lite worker, not replace it.
    const wide = await context.newPage();
    await wide.setViewportSize({width: 1280, height: 800});
    // The browser, not the page, fetches the worker script: record what the page asks to register.
    await wide.addInitScript(() => {
      const calls: string[] = [];
      (window as {registeredWorkers?: string[]}).registeredWorkers = calls;
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (url, options) {
        calls.push(String(url));
        return register.call(this, url, options);
      };
    });
    await wide.goto('/blog/');
    await waitForHydration(wide);
    const liteParams = {offlineMode: false, debug: false, lite: true};
    const registered = async () =>
      (await wide.evaluate(() => (window as {registeredWorkers?: string[]}).registeredWorkers ?? [])).map((url) =>
        paramsOf(url, wide.url()),
      );
    await expect.poll(registered, {timeout: pageLoadMs}).toEqual([liteParams]);

    // Full loads, one after another, as a reader or a crawler makes them: each completes.
    for (const pathname of ['/docs/installation/', '/showcase/', '/docs/category/guides/', '/community/support/']) {
      const response = await wide.goto(pathname, {timeout: pageLoadMs});
      expect(response?.status(), pathname).toBe(200);
    }
    const workers = await wide.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration();
      return [current?.installing, current?.waiting, current?.active].flatMap((worker) =>
        worker ? [worker.scriptURL] : [],
      );
    });
    expect(workers.map((url) => paramsOf(url, wide.url()))).toEqual([liteParams]);
  });
});

test.describe('a page framed in another', () => {
  const framedPath = '/docs/installation/';

  test('registers no worker: the top window alone decides the tier', async ({page}) => {
    // Recorded in every frame: what each asks to register.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as {registeredWorkers?: string[]}).registeredWorkers = calls;
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (url, options) {
        calls.push(String(url));
        return register.call(this, url, options);
      };
    });
    // A page of the site frames another at less than 996 px (the lite tier's width). (This was the test
    // area's embeds page; the test area is now a site of its own, without the site's service worker.)
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      Object.assign(iframe, {src, width: '400', height: '600', title: 'Framed page'});
      document.querySelector('main')!.append(iframe);
    }, framedPath);
    const framed = page.frameLocator(`iframe[src="${framedPath}"]`);
    await expect(framed.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const registeredIn = (frame: Frame) =>
      frame.evaluate(() =>
        ((window as {registeredWorkers?: string[]}).registeredWorkers ?? []).map((url) =>
          JSON.parse(new URL(url, window.location.href).searchParams.get('params') ?? '{}'),
        ),
      );
    await expect.poll(() => registeredIn(page.mainFrame())).toEqual([{offlineMode: false, debug: false}]);
    const frame = page.frames().find((candidate) => candidate.url().endsWith(framedPath));
    expect(frame).toBeDefined();
    // A framed page would register on its load event; once the top window's worker is active, that has long happened.
    await frame!.waitForLoadState('load');
    await frame!.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await registeredIn(frame!)).toEqual([]);
  });
});

test.describe('full tier: ?offlineMode=true', () => {
  test('precaches the budgeted site: no test area, no debug pages, images at their smallest width', async ({page}) => {
    test.setTimeout(180_000);
    await page.goto('/?offlineMode=true');
    await waitForHydration(page);
    await waitForStoredFiles(page, {quietMs: 5000, timeoutMs: 150_000});
    expect(await workerParams(page)).toEqual({offlineMode: true, debug: false});

    const urls = await cachedUrls(page);
    const weight = weighCachedUrls(urls, buildDir);
    console.log(`full tier: ${weight.files} files, ${weight.gzip} bytes gzip, ${weight.brotli} bytes brotli`);
    expect(weight.missing).toEqual([]);
    expect(weight.gzip).toBeLessThanOrEqual(fullBudgetBytes);

    const paths = pathsOf(urls);
    expect(paths.filter((item) => /^\/(tests|__docusaurus)\//.test(item))).toEqual([]);
    expect(paths.filter((item) => /\/ideal-img\/.+\.(?!640\.)\d+\.\w+$/.test(item))).toEqual([]);
    expect(paths.filter((item) => item.endsWith('/feed.json'))).toEqual([]);
    // The rest of the site is there: every docs version, the changelog, the whole search index
    // (not the per-version bundles, which are the lite tier's).
    expect(paths).toEqual(
      expect.arrayContaining([
        '/docs/3.5.2/installation/index.html',
        '/changelog/3.6.0/index.html',
        '/pagefind/pagefind-entry.json',
        expect.stringMatching(/^\/assets\/ideal-img\/.+\.640\.png$/),
      ]),
    );
    expect(paths.filter((item) => item.startsWith('/pagefind/docs-'))).toEqual([]);
  });
});

test.describe('a new deployment', () => {
  let port: number;
  let siteDir: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    // One server per Playwright worker: each redeploys its own copy. A port the OS says is free, as a
    // fixed one that another program holds would answer for the copy (seen: a second checkout's server).
    port = await freePort();
    // A copy of the build the test can redeploy; the real build stays untouched.
    siteDir = mkdtempSync(path.join(tmpdir(), 'offline-deploy-'));
    linkTree(buildDir, path.join(siteDir, 'build'));
    server = spawn(
      path.resolve('node_modules/.bin/docusaurus'),
      ['serve', '--dir', path.join(siteDir, 'build'), '--port', String(port), '--host', 'localhost', '--no-open'],
      {stdio: 'ignore', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
    );
    for (let attempt = 0; attempt < 120; attempt += 1) {
      if (server.exitCode !== null) {
        throw new Error(`docusaurus serve exited (${server.exitCode}): is port ${port} taken?`);
      }
      if (
        await fetch(`http://localhost:${port}/`).then(
          () => true,
          () => false,
        )
      ) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`docusaurus serve did not start on port ${port}`);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(siteDir, {recursive: true, force: true});
  });

  function redeploy(): void {
    const worker = path.join(siteDir, 'build', 'sw.js');
    const source = readFileSync(worker, 'utf8');
    unlinkSync(worker);
    writeFileSync(worker, `${source}\n// deployment ${Date.now()}\n`);
  }

  for (const [tier, viewport, query] of [
    ['lite', {width: 390, height: 844}, ''],
    ['full', {width: 1280, height: 800}, '?offlineMode=true'],
  ] as const) {
    test(`the ${tier} tier shows the reload prompt and keeps the old worker until the reader accepts`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const origin = `http://localhost:${port}`;
      await page.goto(`${origin}/docs/installation/${query}`);
      await waitForHydration(page);
      await waitForStoredFiles(page, {timeoutMs: 150_000});
      await page.reload();
      await waitForHydration(page);
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      expect(before).toBeTruthy();

      redeploy();
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = page.getByText('New version available');
      await expect(prompt).toBeVisible({timeout: 120_000});
      // Until the reader accepts, the page keeps the worker (and the files) of its own deployment.
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            controller: navigator.serviceWorker.controller === registration?.active,
            waiting: !!registration?.waiting,
          };
        }),
      ).toEqual({controller: true, waiting: true});

      // Accepting activates the new worker, which reloads the page.
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', {name: 'Refresh'}).click()]);
      await waitForHydration(page);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return !registration?.waiting && navigator.serviceWorker.controller === registration?.active;
        }),
      ).toBe(true);
    });
  }
});
