import {expect, test, type Page} from '@playwright/test';
import {latestRelease} from '../config/releases.mjs';
import {showcaseSites} from '../src/data/showcase';
import {gotoHydrated, storageKeys, waitForHydration} from './support/site';

// What a first visit fetches, beyond what the page itself runs (issue 33: anything fetched
// during the first load counts, the route chunks the router prefetches for links in view too).

/** An image inlined into a script, as the bundler writes small images and ideal-image its placeholders. */
const inlineImage = /data:image\/[\w+.-]+;base64,/;

/** The scripts a first visit fetches ahead for the links in view (`Sec-Purpose: prefetch`), with their text. */
async function prefetchedScripts(page: Page, path: string): Promise<Array<{path: string; text: string}>> {
  const prefetched: Array<Promise<{path: string; text: string} | null>> = [];
  page.on('response', (response) => {
    prefetched.push(
      (async () => {
        const {'sec-purpose': purpose = ''} = await response.request().allHeaders();
        const {pathname} = new URL(response.url());
        if (!purpose.includes('prefetch') || !pathname.endsWith('.js')) {
          return null;
        }
        // Chromium may hand no body for a prefetch: read the same file again.
        const body = await response.text().catch(() => '');
        return {path: pathname, text: body || (await (await page.request.get(pathname)).text())};
      })(),
    );
  });
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(prefetched)).filter((entry) => entry !== null);
}

test.describe('prefetched route chunks', () => {
  for (const path of ['/', '/docs/installation/', latestRelease.blogPath]) {
    test(`${path}: carry no inline image (the showcase cards' placeholders load with the showcase)`, async ({page}) => {
      const scripts = await prefetchedScripts(page, path);
      // The navbar's Showcase link is in view on a desktop window: its route chunk is among them,
      // or this test proves nothing.
      const showcaseChunk = /\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]+\.js$/;
      expect(
        scripts.filter((script) => showcaseChunk.test(script.path) && script.text.includes('showcase-card')),
      ).toHaveLength(1);
      expect(scripts.filter((script) => inlineImage.test(script.text)).map((script) => script.path)).toEqual([]);
    });
  }

  test('the showcase, opened from a link, still gets every card with its blurred placeholder', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Showcase', exact: true}).click();
    const cards = page.getByTestId('showcase-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(showcaseSites.length);
    // ideal-image shows the placeholder as the background of the image's box until the image
    // loads, which it does only in view: the last card, far below, still shows its own.
    const background = await cards
      .last()
      .evaluate((card) =>
        Array.from(card.querySelectorAll<HTMLElement>('*'), (element) => element.style.backgroundImage).find(Boolean),
      );
    expect(background).toMatch(/^url\("data:image\/png;base64,/);
  });
});

test.describe('code highlighting', () => {
  // Prism's core runs these hooks around every tokenisation (so does prism-react-renderer's Highlight):
  // a script that carries the string carries Prism.
  const carriesPrism = (text: string) => text.includes('before-tokenize');

  test('/docs/installation/: the scripts of a first visit carry no Prism, and its code blocks arrive highlighted', async ({
    page,
  }) => {
    const scripts: Array<Promise<{url: string; text: string}>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((text) => ({url: response.url(), text})));
      }
    });
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    // The entry scripts are among them, or this test proves nothing.
    expect(bodies.some(({url}) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    expect(bodies.filter(({text}) => carriesPrism(text)).map(({url}) => url)).toEqual([]);
    // Tokens as the theme's Highlight gives them: classes per type, colours inline from the Prism theme
    // (the page's blocks are shell commands: `npx`, `npm` and `yarn` are Prism's bash functions).
    const command = page.locator('article pre.prism-code .token-line .token.function').first();
    await expect(command).toBeVisible();
    await expect(command).toHaveAttribute('style', /color:/);
  });

  test('a code block built at runtime still gets Prism, on its own page only', async ({page}) => {
    await gotoHydrated(page, '/docs/markdown-features/code-blocks/');
    // The `<CodeBlock>` with computed children (a JSON document) that the page shows after its source.
    const block = page.locator('article .theme-code-block').filter({hasText: 'release.json'}).last();
    await expect(block.locator('.token.property').first()).toHaveText('"version"');
    await expect(block.locator('.token.string').first()).toHaveText('"3.7.0"');
  });
});

// The framework's route data per route (src/plugins/route-data): named chunk ids and a registry
// without module paths in the client bundle; and prefetching in idle slices (src/clientModules/prefetchScheduler).
test.describe('route data', () => {
  /** The text of the page's entry scripts, and the names of the route chunks its first load ran. */
  async function firstLoad(page: Page, path: string) {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    const entry = async (name: string) => {
      const url = scripts.find((script) => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(script));
      expect(url, `${name} among the first load's scripts`).toBeDefined();
      return (await page.request.get(url!)).text();
    };
    const routeChunks = scripts.flatMap(
      (script) => /\/assets\/js\/([0-9a-f]{8})\.[0-9a-f]+\.js$/.exec(script)?.[1] ?? [],
    );
    return {scripts, routeChunks, runtime: await entry('runtime~main'), main: await entry('main')};
  }

  test('runtime~main names each route chunk once: its id is its name, with no id-to-name or name-to-id map', async ({
    page,
  }) => {
    const {routeChunks, runtime} = await firstLoad(page, '/docs/installation/');
    // The doc page runs several route chunks (layout, sidebar, content...), or this test proves nothing.
    expect(routeChunks.length).toBeGreaterThan(2);
    // The minifier writes an all-digit name used as an object key as a number, in hex when shorter.
    const forms = (name: string) => (/^\d+$/.test(name) ? [name, `0x${Number(name).toString(16)}`] : [name]);
    for (const name of routeChunks) {
      const occurrences = forms(name).reduce((sum, form) => sum + runtime.split(form).length - 1, 0);
      expect(occurrences, `occurrences of ${name} in runtime~main`).toBe(1);
    }
  });

  test('main.js carries no module path of the registry, and the page loads each script once', async ({page}) => {
    const {scripts, main} = await firstLoad(page, '/docs/installation/');
    expect(main).toContain('webpackChunk');
    // Booleans: a failure should not print the whole bundle.
    expect(main.includes('@site/docs/installation.md'), 'the page content module path in main.js').toBe(false);
    expect(main.includes('@theme/DocItem'), 'the doc layout module path in main.js').toBe(false);
    // Hydration asks for no chunk twice (prefetches of other routes are not scripts).
    expect(scripts.filter((script, index) => scripts.indexOf(script) !== index)).toEqual([]);
  });

  test('a prefetch runs after the call, in idle time, and still fetches the route chunks', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    const prefetchLinks = () => page.locator('link[rel="prefetch"]').count();
    // The upgrade planner is linked nowhere in this page's view: nothing prefetched it yet.
    expect(await page.locator('a[href="/upgrade/"]').count()).toBe(0);
    const [before, rightAfter] = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const start = count();
      void window.docusaurus.prefetch('/upgrade/');
      return [start, count()];
    });
    // The framework's prefetch would have added the route's <link rel="prefetch"> in the call itself.
    expect(rightAfter).toBe(before);
    await expect.poll(prefetchLinks).toBeGreaterThan(before);
  });

  test('each chunk is prefetched once, however many links in view share it', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    // Every link to a doc asks for the docs layout's chunks too; the framework added a <link> per ask.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(20);
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
  });
});

/**
 * Code of ours that a first visit has no use for (issue 33, item 3), each by a string its
 * minified code keeps and no first-load module holds: it loads when the reader opens the
 * search, when an update or the lite tier needs it, on a docs path with no doc, or on a
 * page that draws a diagram.
 */
const onDemandCode: Array<{what: string; marker: string; routeBound?: true}> = [
  {what: "the search modal's texts (search/client/texts.ts)", marker: 'Remove this search from favorites'},
  {what: "the checks of DocSearch's stored searches (search/client/storedSearches.ts)", marker: 'url_without_anchor'},
  {
    what: 'the answers to service-worker updates and lite visits (offline/client/workerEvents.ts)',
    marker: 'SKIP_WAITING',
  },
  // Route-bound: a page linked from the first page, in view, may legitimately be prefetched with them.
  {what: 'the 404 body (theme/NotFound/Content)', marker: 'There is no page at this address.', routeBound: true},
  {what: "Mermaid's component (theme/Mermaid)", marker: 'Loading diagram', routeBound: true},
];

/** Every script of the site a first visit fetches until the network is idle: run, or prefetched for links in view. */
async function firstLoadScripts(
  page: Page,
  path: string,
): Promise<Array<{path: string; text: string; prefetch: boolean}>> {
  const fetched: Array<Promise<{path: string; text: string; prefetch: boolean} | null>> = [];
  page.on('response', (response) => {
    fetched.push(
      (async () => {
        const {pathname} = new URL(response.url());
        if (!pathname.startsWith('/assets/js/') || !pathname.endsWith('.js')) {
          return null;
        }
        const {'sec-purpose': purpose = ''} = await response.request().allHeaders();
        // Chromium may hand no body for a prefetch: read the same file again.
        const body = await response.text().catch(() => '');
        const text = body || (await (await page.request.get(pathname)).text());
        return {path: pathname, text, prefetch: purpose.includes('prefetch')};
      })(),
    );
  });
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(fetched)).filter((entry) => entry !== null);
}

test.describe('our code a first visit does not need', () => {
  for (const path of ['/', '/docs/installation/', latestRelease.blogPath]) {
    test(`${path}: fetches none of it`, async ({page}) => {
      const scripts = await firstLoadScripts(page, path);
      // The entry script is among them, or this test proves nothing.
      expect(scripts.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script.path) && !script.prefetch)).toBe(true);
      const found = onDemandCode.flatMap(({what, marker, routeBound}) =>
        scripts
          .filter((script) => !(routeBound && script.prefetch) && script.text.includes(marker))
          .map((script) => `${what} in ${script.path}${script.prefetch ? ' (prefetched)' : ''}`),
      );
      expect(found).toEqual([]);
    });
  }

  test('each marker is in the code it stands for, so the test above can fail', async ({page}) => {
    // The modal and its stored searches, by opening search.
    const loaded: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/js/')) {
        loaded.push(response.text().catch(() => ''));
      }
    });
    await gotoHydrated(page, '/docs/markdown-features/diagrams/');
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    await page.getByRole('button', {name: 'Search'}).first().click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    // The 404 body, by a client-side navigation to a docs path with no doc.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/no-such-doc/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    const texts = await Promise.all(loaded);
    // workerEvents loads on an update or in the lite tier (e2e/offline-budget.spec.ts): read its chunk from the build.
    const workerEvents = await page.request.get('/offline-lite.json').then((response) => response.text());
    const shellScripts = (JSON.parse(workerEvents) as {shell: Array<{url: string}>}).shell.map((entry) => entry.url);
    const shellTexts = await Promise.all(
      shellScripts
        .filter((url) => url.endsWith('.js'))
        .map((url) => page.request.get(url).then((response) => response.text())),
    );
    for (const {what, marker} of onDemandCode) {
      expect(
        [...texts, ...shellTexts].some((text) => text.includes(marker)),
        what,
      ).toBe(true);
    }
  });
});

test.describe('code loaded on demand still does its work', () => {
  test('a docs path with no doc, reached by a client-side navigation, shows the not-found page', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/3.6.1/no-such-doc/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('main').getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/docs/');
  });

  test("a returning reader's corrupt stored searches are repaired at boot, before search is opened", async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const good = {
      objectID: '/docs/installation/',
      url: '/docs/installation/',
      url_without_anchor: '/docs/installation/',
      anchor: null,
      type: 'lvl1',
      content: null,
      hierarchy: {lvl0: 'Docs', lvl1: '<img src=x>', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    };
    await page.evaluate(
      ({recent, favorite, good}) => {
        localStorage.setItem(recent, JSON.stringify([good, 7, {url: 'javascript:alert(1)'}]));
        localStorage.setItem(favorite, 'garbage');
      },
      {recent: storageKeys.docSearchRecent, favorite: storageKeys.docSearchFavorite, good},
    );
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.docSearchFavorite))
      .toBeNull();
    const recent = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), storageKeys.docSearchRecent)) ?? 'null',
    ) as Array<typeof good>;
    expect(recent.map((entry) => [entry.url, entry.hierarchy.lvl1])).toEqual([
      ['/docs/installation/', '&lt;img src=x&gt;'],
    ]);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
});
