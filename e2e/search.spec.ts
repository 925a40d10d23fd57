import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, legacyDocSearchKeys, storageKeys, waitForHydration} from './support/site';
import {isSearchRequest, openSearchWithButton, searchButton, searchFor, searchModal} from './support/search';

async function hitHrefs(page: Page): Promise<string[]> {
  return searchModal(page).hitLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('search modal', () => {
  test('the first page load fetches no search file; hovering the button fetches the modal and the index', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchRequest)).toEqual([]);

    await searchButton(page).hover();
    await expect
      .poll(() => requests.filter(isSearchRequest).map((url) => new URL(url).pathname))
      .toEqual(
        expect.arrayContaining(['/pagefind/pagefind.js', expect.stringMatching(/search-modal\.[0-9a-f]+\.js$/)]),
      );
  });

  test('the index loader is not in any script of the first load, main.js included; hovering the button fetches it', async ({
    page,
  }) => {
    // `noWorker` is an option the loader passes to Pagefind (src/plugins/search/client/loadPagefind.ts): it survives
    // minification and occurs nowhere else in the site's bundle (Pagefind's own pagefind.js, which reads it, is not
    // part of the bundle and loads with the modal).
    const scripts: Array<{path: string; text: Promise<string>}> = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() === 'script' && path.startsWith('/assets/js/')) {
        const text = response.text();
        // A body the browser no longer holds when the test ends must not fail the run as an unhandled
        // rejection; carriers() still awaits every recorded body, so a read that fails there fails the test.
        text.catch(() => undefined);
        scripts.push({path, text});
      }
    });
    const carriers = async () =>
      (
        await Promise.all(scripts.map(async ({path, text}) => ((await text).includes('noWorker') ? path : null)))
      ).filter((path) => path !== null);
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(({path}) => /\/main\.[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
    expect(await carriers()).toEqual([]);

    await searchButton(page).hover();
    await expect.poll(carriers).toEqual([expect.stringMatching(/\/search-index\.[0-9a-f]+\.js$/)]);
  });

  test("the modal's code carries DocSearch without the Algolia client, Insights plugin and logo it never uses", async ({
    page,
  }) => {
    // src/plugins/search/docsearchClientLoader.cjs cuts them out of DocSearch's bundle: if its rule is lost, the
    // client's host name, the Insights script URL and the logo's link are back in the chunk that renders the modal.
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (
        response.request().resourceType() === 'script' &&
        new URL(response.url()).pathname.startsWith('/assets/js/')
      ) {
        const text = response.text();
        text.catch(() => undefined);
        scripts.push(text);
      }
    });
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    await page.waitForLoadState('networkidle');
    const texts = await Promise.all(scripts);
    expect(texts.filter((text) => text.includes('DocSearch-Modal'))).not.toHaveLength(0);
    for (const unused of ['-dsn.algolia.net', 'search-insights@', 'algolia.com/ref/docsearch']) {
      expect(
        texts.filter((text) => text.includes(unused)),
        unused,
      ).toEqual([]);
    }
  });

  // Nothing of search loads with the page: the modal's code loads on hover (above), focus, touch or click. Each event is
  // sent alone (no pointer move), so only the handler under test can start the load.
  for (const {trigger, send, opensModal} of [
    {trigger: 'focus', send: (page: Page) => searchButton(page).focus(), opensModal: false},
    {trigger: 'touch', send: (page: Page) => searchButton(page).dispatchEvent('touchstart'), opensModal: false},
    {trigger: 'click', send: (page: Page) => searchButton(page).dispatchEvent('click'), opensModal: true},
  ]) {
    test(`${trigger} on the button alone fetches the modal code and the index`, async ({page}) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await gotoHydrated(page, '/docs/installation/');
      await page.waitForLoadState('networkidle');
      expect(requests.filter(isSearchRequest)).toEqual([]);

      await send(page);
      await expect
        .poll(() => requests.filter(isSearchRequest).map((url) => new URL(url).pathname))
        .toEqual(
          expect.arrayContaining(['/pagefind/pagefind.js', expect.stringMatching(/search-modal\.[0-9a-f]+\.js$/)]),
        );
      if (opensModal) {
        await expect(searchModal(page).input).toBeVisible();
      } else {
        await expect(searchModal(page).modal).toBeHidden();
      }
    });
  }

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens the modal and Escape closes it`, async ({page}) => {
      await gotoHydrated(page, '/docs/installation/');
      const {modal, input} = searchModal(page);
      await page.keyboard.press(shortcut);
      await expect(input).toBeVisible();
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    });
  }

  test('"/" typed into a text field does not open the modal', async ({page}) => {
    await gotoHydrated(page, '/search/');
    const box = page.getByRole('searchbox');
    await box.click();
    await page.keyboard.type('a/b');
    await expect(box).toHaveValue('a/b');
    await expect(searchModal(page).modal).toBeHidden();
  });

  test('a known heading is found and its hit opens the page at that heading', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const heading = page.locator('.theme-doc-markdown h2').nth(1);
    const id = await heading.getAttribute('id');
    const text = (await heading.innerText()).replace(/\u200b/g, '').trim();

    await openSearchWithButton(page);
    await searchFor(page, text);
    const hit = searchModal(page).modal.locator(`.DocSearch-Hits a[href="/docs/installation/#${id}"]`);
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toBeVisible();
    await hit.click();

    await expect(page).toHaveURL(`/docs/installation/#${id}`);
    await expect(searchModal(page).modal).toBeHidden();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('on a 3.5.2 page, docs hits stay in 3.5.2; on a Canary page, in Canary', async ({page}) => {
    await gotoHydrated(page, '/docs/3.5.2/installation/');
    await openSearchWithButton(page);
    await searchFor(page, 'installation');
    const oldHrefs = await hitHrefs(page);
    expect(oldHrefs.some((href) => href.startsWith('/docs/3.5.2/'))).toBe(true);
    expect(oldHrefs.filter((href) => href.startsWith('/docs/') && !href.startsWith('/docs/3.5.2/'))).toEqual([]);

    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    await searchFor(page, 'installation');
    const canaryHrefs = await hitHrefs(page);
    expect(canaryHrefs).toContain('/docs/installation/');
    expect(canaryHrefs.filter((href) => /^\/docs\/3\.\d+\.\d+\//.test(href))).toEqual([]);
  });

  test('a query without hits shows "No results for", suggestions and the report link', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    const {modal, input} = searchModal(page);
    await searchFor(page, 'installation');
    await input.fill('zqxjvw');
    await expect(modal.getByText('No results for')).toBeVisible();
    await expect(modal.locator('.DocSearch-NoResults strong')).toHaveText('zqxjvw');
    await expect(modal.getByText('Try searching for')).toBeVisible();
    await expect(modal.getByText('Believe this query should return results?')).toBeVisible();
    const report = modal.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\/new\?title=.*zqxjvw/,
    );
  });

  test('with the index unreachable the modal shows "Unable to fetch results"', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    await searchModal(page).input.fill('installation');
    const {modal} = searchModal(page);
    await expect(modal.getByText('Unable to fetch results')).toBeVisible();
    await expect(modal.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('recent and favourite searches persist across reloads', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/');
    await openSearchWithButton(page);
    const {modal, hitLinks} = searchModal(page);
    await expect(modal.getByText('No recent searches')).toBeVisible();
    await searchFor(page, 'installation');
    const firstHref = await hitLinks.first().getAttribute('href');
    await hitLinks.first().click();
    await expect(page).toHaveURL(firstHref!);

    await openSearchWithButton(page);
    await expect(modal.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await expect(modal.getByTitle('Remove this search from history')).toBeVisible();
    await modal.getByTitle('Save this search').click();
    await expect(modal.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await openSearchWithButton(page);
    await expect(modal.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await expect(modal.locator(`.DocSearch-Hits a[href="${firstHref}"]`)).toBeVisible();
    await modal.getByTitle('Remove this search from favorites').click();
    await expect(modal.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeHidden();
  });

  test('a picked hit whose text shows markup is stored and listed as text, not as an element', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    const {modal} = searchModal(page);
    await searchFor(page, 'BrowserOnly');
    // The page hit of the client architecture guide: its excerpt quotes `<BrowserOnly>{() => <Widget`.
    const hit = modal.locator('.DocSearch-Hits a[href="/docs/advanced/client/"]');
    await expect(hit).toContainText('<BrowserOnly>');
    await hit.click();
    await expect(page).toHaveURL('/docs/advanced/client/');

    await openSearchWithButton(page);
    const recent = modal.locator('.DocSearch-Hits a[href="/docs/advanced/client/"]');
    await expect(recent).toContainText('<BrowserOnly>');
    await expect(modal.locator('browseronly, widget')).toHaveCount(0);
  });

  test('a stored recent or favourite entry with markup runs nothing and creates no element', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    const hostile = (url: string) => ({
      objectID: url,
      url,
      url_without_anchor: url,
      anchor: null,
      type: 'lvl1',
      content: '<img src=x onerror=window.__pwned=1>',
      hierarchy: {lvl0: 'Docs', lvl1: '<img src=y onerror=window.__pwned=2>Title', lvl2: null},
    });
    // Under the current and the pre-namespace keys, as an older visit or another script may have left it.
    await page.evaluate(
      (entries) => {
        for (const [key, entry] of entries) {
          localStorage.setItem(key, JSON.stringify([entry]));
        }
      },
      [
        [storageKeys.docSearchRecent, hostile('/docs/installation/')],
        [storageKeys.docSearchFavorite, hostile('/blog/')],
        [legacyDocSearchKeys.recent, hostile('/docs/installation/')],
        [legacyDocSearchKeys.favorite, hostile('/blog/')],
      ] as const,
    );
    await page.reload();
    await waitForHydration(page);
    await openSearchWithButton(page);
    const {modal} = searchModal(page);
    await expect(modal.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await expect(modal.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await expect(modal.getByText('<img src=x onerror=window.__pwned=1>').first()).toBeVisible();
    await expect(modal.getByText('<img src=y onerror=window.__pwned=2>Title').first()).toBeVisible();
    await expect(modal.locator('.DocSearch-Hits img')).toHaveCount(0);
    // An error handler would have run by now: the image fails at once.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  });

  test('a query with bidi controls or zero-width characters finds what the plain query finds', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    await searchFor(page, 'plugin');
    const plain = await hitHrefs(page);
    expect(plain.length).toBeGreaterThan(0);
    for (const query of ['\u202Eplugin', '\u200Fplugin\u200E', '\u2066plugin\u2069', 'plu\u200Bgin', '\uFEFFplugin']) {
      await searchModal(page).input.fill('');
      await searchFor(page, query);
      await expect.poll(() => hitHrefs(page), {message: JSON.stringify(query)}).toEqual(plain);
    }
  });

  test('a pasted error longer than the 64-character box goes in as its telling words, and finds its page', async ({
    page,
    context,
  }) => {
    // Cut at 64 characters, this paste would end at `…theme-common` and lose `/internal`.
    const pasted =
      "Module not found: Error: Can't resolve '@docusaurus/theme-common/internal' in '/home/runner/work/site/site/src/theme/DocItem/Paginator'";
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    const {input, hitLinks} = searchModal(page);
    await input.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(input).toHaveValue('Module not found resolve @docusaurus/theme-common/internal');
    await expect(hitLinks.first()).toBeVisible();
    await expect(searchModal(page).modal.locator('.DocSearch-Hits a[href^="/docs/swizzling/"]').first()).toBeVisible();
  });

  test('"See all N results" opens the search page with the same N', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    await openSearchWithButton(page);
    await searchFor(page, 'docusaurus');
    const footer = searchModal(page).footerLink;
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const count = Number(/\d+/.exec(await footer.innerText())![0]);
    expect(count).toBeGreaterThan(0);
    await footer.click();
    await expect(page).toHaveURL('/search/?q=docusaurus');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });
});

test.describe('search page', () => {
  test('the query round-trips safely: spaces, &, unicode and markup stay text', async ({page}) => {
    const tricky = 'a & b <script>window.__searchInjected = 1</script> Übersicht 🦖';
    await page.goto(`/search/?q=${encodeURIComponent(tricky)}`);
    await waitForHydration(page);
    const box = page.getByRole('searchbox');
    await expect(box).toHaveValue(tricky);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${tricky}"`);
    expect(await page.evaluate(() => (window as {__searchInjected?: number}).__searchInjected)).toBeUndefined();

    await box.fill('sidebar & blog ü');
    await expect(page).toHaveURL(/\/search\/\?q=sidebar\+%26\+blog\+%C3%BC$/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('searchbox')).toHaveValue('sidebar & blog ü');
  });

  test('a pasted log of several lines goes in as its telling words', async ({page, context}) => {
    // As Node 20 prints a failed require(); pasted whole, the box would run its lines together.
    const pasted = [
      "Error: Cannot find module '@docusaurus/theme-common/internal'",
      'Require stack:',
      '- /home/me/site/scripts/check.js',
      '    at Module._resolveFilename (node:internal/modules/cjs/loader:1207:15)',
      '    at Object.<anonymous> (/home/me/site/scripts/check.js:1:1) {',
      "  code: 'MODULE_NOT_FOUND',",
      '}',
    ].join('\n');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/search/');
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    const box = page.getByRole('searchbox');
    await box.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(box).toHaveValue('Cannot find module @docusaurus/theme-common/internal MODULE_NOT_FOUND');
    await expect(page.getByRole('main').locator('ol li h2 a[href^="/docs/swizzling/"]').first()).toBeVisible();
  });

  test('a query with bidi controls lists the results of the plain query, under a plain heading', async ({page}) => {
    await gotoHydrated(page, '/search/?q=plugin');
    const summary = page.getByText(/\d+ documents? found/);
    await expect(summary).toBeVisible();
    const plain = await summary.innerText();
    await gotoHydrated(page, `/search/?q=${encodeURIComponent('\u202Eplu\u200Bgin\u2069')}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "plugin"');
    await expect(page.getByText(/\d+ documents? found/)).toHaveText(plain);
  });

  test('results link to pages, and the version selector keeps docs to one version', async ({page}) => {
    await gotoHydrated(page, '/search/?q=installation');
    const results = page.locator('main ol li h2 a');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    await expect(results.first()).toBeVisible();
    const canary = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(canary).toContain('/docs/installation/');

    await page.getByLabel('Docs version').selectOption('3.5.2');
    await expect(page.locator('main ol li h2 a[href="/docs/3.5.2/installation/"]')).toBeVisible();
    const old = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(old.filter((href) => href.startsWith('/docs/') && !href.startsWith('/docs/3.5.2/'))).toEqual([]);
  });

  test('more results load when the end of the list scrolls into view', async ({page}) => {
    await gotoHydrated(page, '/search/?q=docusaurus');
    const summary = page.getByText(/\d+ documents found/);
    await expect(summary).toBeVisible();
    const total = Number(/\d+/.exec(await summary.innerText())![0]);
    expect(total).toBeGreaterThan(10);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(10);
    await page.getByText('Loading more results…').scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(Math.min(total, 20));
  });
});

test.describe('offline', () => {
  test('in offline mode the precached index answers searches without a network', async ({page}) => {
    // Installing the worker precaches the whole offline site first (about 15 MB today), which takes close to
    // a minute on a busy 2-core machine.
    test.setTimeout(180_000);
    await gotoHydrated(page, '/docs/installation/?offlineMode=true');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Served by the worker from the second load on.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await page.context().setOffline(true);
    try {
      await openSearchWithButton(page);
      await searchFor(page, 'installation');
      expect(await hitHrefs(page)).toContain('/docs/installation/');
    } finally {
      await page.context().setOffline(false);
    }
  });
});
