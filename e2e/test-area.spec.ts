import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, waitForHydration} from './support/site';
import {collectConsoleErrors} from './support/consoleErrors';
import {navbarItemFailureMessage} from '../tests-area/components/ErrorCatalogueTriggers/messages';

/** Every route of the test pages instance; `heading` is the h1 each must show once hydrated. */
const testPages = [
  {path: '/tests/pages/', heading: 'Test pages'},
  {path: '/tests/pages/analytics/', heading: 'Analytics tests'},
  {path: '/tests/pages/code-block-tests/', heading: 'Code block tests'},
  {path: '/tests/pages/diagrams/', heading: 'Diagram tests'},
  {path: '/tests/pages/embeds/', heading: 'Embed tests'},
  {path: '/tests/pages/error-boundary-tests/', heading: 'Error boundary tests'},
  {path: '/tests/pages/head-metadata/', heading: 'Head metadata tests'},
  {path: '/tests/pages/hydration-tests/', heading: 'Hydration tests'},
  {path: '/tests/pages/layout-no-children/', heading: null},
  {path: '/tests/pages/lazy-loading-tests/', heading: 'Lazy loading tests'},
  {path: '/tests/pages/link-tests/', heading: 'Link tests'},
  {path: '/tests/pages/markdown-tests-md/', heading: 'Markdown tests (.md)'},
  {path: '/tests/pages/markdown-tests-mdx/', heading: 'Markdown tests (.mdx)'},
  {path: '/tests/pages/navbar-dropdown-tests/', heading: 'Navbar dropdown tests'},
  {path: '/tests/pages/page-toc-tests/', heading: 'Page TOC tests'},
  {path: '/tests/pages/react-18/', heading: 'React 18 tests'},
  {path: '/tests/pages/seo/', heading: 'SEO tests'},
  {path: '/tests/pages/tabs-tests/', heading: 'Tabs tests'},
  {path: '/tests/pages/unlisted/', heading: 'Unlisted page'},
  {path: '/tests/pages/z-index-tests/', heading: 'Z-index tests'},
];

async function headContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(`head ${selector}`).first().getAttribute('content');
}

test.describe('test pages render without console errors', () => {
  for (const {path, heading} of testPages) {
    test(path, async ({page}) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      if (heading) {
        await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      } else {
        // The page passes no children: the layout alone must still render.
        await expect(page.locator('nav.navbar')).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        await expect(page).toHaveTitle(/^Layout without children \| Docusaurus$/);
      }
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

// The crash test page is proven in e2e/error-catalogue.spec.ts (row "Page crash").

test.describe('feature pages', () => {
  test('hydration tests switch to browser values after hydration, without mismatch errors', async ({page}) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto('/tests/pages/hydration-tests/');
    const serverHtml = await response!.text();
    expect(serverHtml).toContain('Rendered on the server');
    expect(serverHtml).toContain('Viewport unknown on the server');
    expect(serverHtml).toContain('Fallback from the server');
    await waitForHydration(page);
    await expect(page.getByTestId('is-browser')).toHaveText('Rendered in the browser');
    await expect(page.getByTestId('effect')).toHaveText(/^Viewport \d+×\d+$/);
    await expect(page.getByTestId('browser-only')).toHaveText(/^Browser-only content, language \S+$/);
    expect(errors).toEqual([]);
  });

  test('error boundaries contain errors and recover', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Throw in Box A'}).click();
    await expect(page.getByRole('alert').filter({hasText: 'Box A caught: Box A exploded on purpose.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Throw in Box B'})).toBeVisible();
    await page.getByRole('button', {name: 'Reset Box A'}).click();
    await expect(page.getByRole('button', {name: 'Throw in Box A'})).toBeVisible();

    await page.getByRole('button', {name: 'Throw in Inner component'}).click();
    await expect(page.getByText('Inner boundary caught: Inner component exploded on purpose.')).toBeVisible();
    await expect(page.getByText('Outer boundary content is still here.')).toBeVisible();
    await expect(page.getByText('Outer boundary caught')).toHaveCount(0);
  });

  test('react 18 transitions and Suspense work', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/react-18/');
    await expect(page.getByTestId('transition-status')).toContainText('5000 matching items');
    await page.getByLabel('Filter items').fill('4999');
    await expect(page.getByTestId('transition-status')).toContainText('1 matching items');
    await page.getByLabel('Deferred value input').fill('abc');
    await expect(page.getByTestId('deferred-value')).toHaveText('Deferred copy: abc');
    await page.getByRole('button', {name: 'Load the lazy panel'}).click();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
  });

  test('analytics records one page view per client-side navigation', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/analytics/');
    const views = page.getByTestId('page-views').locator('li');
    await expect(views).toHaveText(['/tests/pages/analytics/']);
    await page.getByRole('link', {name: 'Same page with a query string'}).click();
    await page.getByRole('link', {name: 'Same page with a hash'}).click();
    await expect(views).toHaveText([
      '/tests/pages/analytics/',
      '/tests/pages/analytics/?campaign=test',
      // A hash-only link keeps the current query string.
      '/tests/pages/analytics/?campaign=test#recorded-views',
    ]);
    const pushed = await page.evaluate(
      () => (window.dataLayer ?? []).filter((entry) => (entry as {event?: string}).event === 'page_view').length,
    );
    expect(pushed).toBe(3);
  });

  test('tabs sync across a group and persist in the query string', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/tabs-tests/');
    await page.getByRole('tab', {name: 'Yarn'}).first().click();
    await expect(page.getByRole('tab', {name: 'Yarn'}).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Run yarn build.')).toBeVisible();
    await page.getByRole('tab', {name: 'macOS'}).click();
    await expect(page).toHaveURL(/\?os=macos$/);
    await expect(page.getByRole('tab', {name: 'Second'})).toHaveAttribute('aria-selected', 'true');
  });

  test('head metadata from front matter and the Head component is server-rendered', async ({page}) => {
    const response = await page.goto('/tests/pages/head-metadata/');
    const html = await response!.text();
    // The build minifies HTML, so attribute quotes are optional.
    expect(html).toMatch(/<meta[^>]*name="?fixture-marker"?[^>]*content="?head-metadata-test"?/);
    await waitForHydration(page);
    expect(await headContent(page, 'meta[name="keywords"]')).toBe('head,metadata,fixture');
    expect(await headContent(page, 'meta[property="og:type"]')).toBe('article');
    await expect(page.locator('html')).toHaveClass(/head-metadata-test-page/);
    await expect(page.locator('body')).toHaveClass(/head-metadata-test-body/);
  });

  test('seo front matter becomes absolute Open Graph tags', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/seo/');
    await expect(page).toHaveTitle('SEO tests | Docusaurus');
    expect(await headContent(page, 'meta[name="description"]')).toContain('search-engine metadata');
    // Below the test area's base URL, /tests/, as every path of its site.
    expect(await headContent(page, 'meta[property="og:image"]')).toBe(
      'https://docusaurus.io/tests/img/social-card.png',
    );
    expect(await headContent(page, 'meta[name="twitter:image"]')).toBe(
      'https://docusaurus.io/tests/img/social-card.png',
    );
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      'https://docusaurus.io/tests/pages/seo/',
    );
  });

  test('link tests navigate to encoded and anchored targets', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/link-tests/');
    await page.getByRole('link', {name: 'doc with spaces'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Doc with spaces'})).toBeVisible();
    await page.goBack();
    await page.getByRole('link', {name: 'Building on the page TOC tests'}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/page-toc-tests\/#building$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Building'})).toBeInViewport();
  });

  test('external links open in a new tab', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/link-tests/');
    const external = page.getByRole('link', {name: 'the Docusaurus repository'});
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
  });

  test('page TOC honours the heading levels of the front matter', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/page-toc-tests/');
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Clean installs'})).toHaveCount(1);
    await expect(toc.getByRole('link', {name: 'Not in the table of contents'})).toHaveCount(0);
  });
});

test.describe('navbar item types', () => {
  test('the tests page renders every item type', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/navbar-dropdown-tests/');
    const showcase = page.getByTestId('navbar-items-showcase');
    const types = [
      'link',
      'dropdown',
      'html',
      'doc',
      'docSidebar',
      'docsVersion',
      'docsVersionDropdown',
      'localeDropdown',
      'custom-testsOnlyAlert',
    ];
    for (const type of types) {
      await expect(showcase.locator(`[data-navbar-item-type="${type}"] > *`).first()).toBeVisible();
    }
    await expect(showcase.getByRole('link', {name: 'Doc item'})).toHaveAttribute('href', '/tests/docs/');
    await expect(showcase.getByRole('link', {name: 'Doc sidebar item'})).toHaveAttribute(
      'href',
      '/tests/docs/another-sidebar/',
    );
    await expect(showcase.getByText('Raw HTML item')).toBeVisible();
    await expect(showcase.locator('[data-navbar-item-type="localeDropdown"]')).toContainText('English');
    // The test docs' single version (the site's versioned docs, and their dropdown, are on the main site).
    await expect(showcase.locator('[data-navbar-item-type="docsVersionDropdown"]')).toContainText('Next');

    await showcase.getByText('Dropdown of every subitem type').hover();
    await expect(showcase.getByRole('link', {name: 'Doc subitem'})).toHaveAttribute('href', '/tests/docs/links/');
    await expect(showcase.getByRole('link', {name: 'Docs version subitem'})).toHaveAttribute('href', '/tests/docs/');
    await expect(showcase.getByText('Raw HTML subitem')).toBeVisible();
  });

  test('the site Tests dropdown holds doc, sidebar, version and HTML items of the test docs', async ({page}) => {
    // The dropdown is the test area's own (a site of its own): the main site's navbar links to it.
    await gotoHydrated(page, '/tests/pages/');
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('button', {name: 'Tests', exact: true}).hover();
    await expect(navbar.getByRole('link', {name: 'Test docs', exact: true})).toHaveAttribute('href', '/tests/docs/');
    await expect(navbar.getByRole('link', {name: 'Test docs: another sidebar'})).toHaveAttribute(
      'href',
      '/tests/docs/another-sidebar/',
    );
    await expect(navbar.getByRole('link', {name: 'Test docs: current version'})).toHaveAttribute(
      'href',
      '/tests/docs/',
    );
    await expect(navbar.locator('.dropdown__menu hr.dropdown-separator').first()).toBeAttached();
    await navbar.getByRole('link', {name: 'Navbar item tests'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Navbar dropdown tests'})).toBeVisible();
  });

  test('the site navbar links to the test area, a site of its own, with a full page load', async ({page}) => {
    await gotoHydrated(page, '/docs/installation/');
    // A client-side navigation would keep this window's globals; a page load starts afresh.
    await page.evaluate(() => ((window as Window & {beforeTests?: boolean}).beforeTests = true));
    const link = page.locator('nav.navbar').getByRole('link', {name: 'Tests', exact: true});
    await expect(link).toHaveAttribute('href', '/tests/pages/');
    await Promise.all([page.waitForEvent('load'), link.click()]);
    await expect(page).toHaveURL(/\/tests\/pages\/$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Test pages'})).toBeVisible();
    expect(await page.evaluate(() => (window as Window & {beforeTests?: boolean}).beforeTests)).toBeUndefined();
    // And back: the test area's navbar links to the site's sections the same way.
    await page.evaluate(() => ((window as Window & {beforeTests?: boolean}).beforeTests = true));
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click(),
    ]);
    await expect(page).toHaveURL(/\/docs\/$/);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as Window & {beforeTests?: boolean}).beforeTests)).toBeUndefined();
  });

  test('dropdowns stay above high z-index content', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/z-index-tests/');
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('button', {name: 'Tests', exact: true}).hover();
    const item = navbar.getByRole('link', {name: 'Test docs: another sidebar'});
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    const raised = (await page.getByTestId('raised-box').boundingBox())!;
    // The item must overlap the raised box, or this test proves nothing.
    expect(box.y + box.height / 2).toBeGreaterThan(raised.y);
    const topmostIsItem = await page.evaluate(
      ({x, y}) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      {x: box.x + box.width / 2, y: box.y + box.height / 2},
    );
    expect(topmostIsItem).toBe('Test docs: another sidebar');
  });
});

/**
 * The scripts a page runs, by path, each with its text: from the call on. Route chunks the
 * router only prefetches for links in view are not scripts and are left out.
 */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(new URL(response.url()).pathname, response.text());
    }
  });
  return scripts;
}

async function scriptsContaining(scripts: Map<string, Promise<string>>, needle: string): Promise<string[]> {
  const entries = await Promise.all([...scripts].map(async ([path, text]) => ({path, text: await text})));
  return entries.filter(({text}) => text.includes(needle)).map(({path}) => path);
}

// The test-only navbar items are registered on every page (tests-area/navbar/itemTypes.tsx),
// but their code, here recognised by the message the alert item throws on demand, must
// reach a reader's browser only in the test area.
test.describe('tests-only navbar code', () => {
  test('is not in the first-load JavaScript of a docs page, main bundle included', async ({page}) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    expect([...scripts.keys()].filter((path) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
    expect(await scriptsContaining(scripts, navbarItemFailureMessage)).toEqual([]);
    await expect(page.getByRole('button', {name: 'Test item'})).toHaveCount(0);
  });

  test('loads when a reader enters the test area, and the items render', async ({page}) => {
    const errors = collectConsoleErrors(page);
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    expect(await scriptsContaining(scripts, navbarItemFailureMessage)).toEqual([]);

    // The test area is a site of its own: the site navbar's Tests link loads its first page in full.
    // Its HTML already shows the items; hydration waits for their chunk.
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('link', {name: 'Tests', exact: true}).click();
    await expect(page).toHaveURL(/\/tests\/pages\/$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Test pages'})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'Test item'})).toBeVisible();
    // The wrapped version dropdown of the test docs, which has one version: a plain link.
    await expect(navbar.getByRole('link', {name: 'Next', exact: true})).toHaveAttribute('href', '/tests/docs/');
    expect(await scriptsContaining(scripts, navbarItemFailureMessage)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test.describe('test docs', () => {
  const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

  test('unlisted page and docs show their banner', async ({page}) => {
    for (const path of ['/tests/pages/unlisted/', '/tests/docs/visibility/unlisted/', '/tests/docs/visibility/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const banner = page.locator('.theme-unlisted-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('This page is unlisted');
      expect(await headContent(page, 'meta[name="robots"]')).toBe('noindex, nofollow');
    }
  });

  test('unlisted pages and docs are absent from the sitemap, listed ones present', async ({request}) => {
    // The test area is a site of its own under /tests/, with its own sitemap.
    const sitemap = await (await request.get('/tests/sitemap.xml')).text();
    for (const path of ['/tests/docs/visibility/listed/', '/tests/pages/seo/', '/tests/docs/custom-props/']) {
      expect(sitemap).toContain(`<loc>https://docusaurus.io${path}</loc>`);
    }
    for (const path of ['/tests/pages/unlisted/', '/tests/docs/visibility/unlisted/', '/tests/docs/visibility/']) {
      expect(sitemap).not.toContain(`<loc>https://docusaurus.io${path}</loc>`);
    }
    expect(sitemap).not.toContain('/tests/docs/visibility/draft/');
  });

  test('draft docs are not routed', async ({page}) => {
    const response = await page.goto('/tests/docs/visibility/draft/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

  test('unlisted and draft docs are left out of the sidebar, and the unlisted category link is dropped', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tests/docs/visibility/listed/');
    const visibility = sidebar(page).getByRole('link', {name: 'Visibility', exact: true});
    await expect(visibility).toBeVisible();
    await expect(visibility).not.toHaveAttribute('href', '/tests/docs/visibility/');
    await expect(sidebar(page).getByRole('link', {name: 'Listed doc'})).toBeVisible();
    await expect(sidebar(page).getByRole('link', {name: 'Unlisted doc'})).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', {name: 'Draft doc'})).toHaveCount(0);
  });

  test('tag pages list only listed docs', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/tags/shared-tag/');
    const main = page.locator('main');
    await expect(main.getByRole('heading', {level: 1})).toContainText('2 docs tagged with "shared-tag"');
    await expect(main.getByRole('link', {name: 'Tagged doc', exact: true})).toBeVisible();
    await expect(main.getByRole('link', {name: 'Another tagged doc'})).toBeVisible();
    await expect(main.getByRole('link', {name: 'Unlisted doc'})).toHaveCount(0);

    await gotoHydrated(page, '/tests/docs/tags/');
    await expect(page.locator('main').getByRole('link', {name: /^single-use-tag/})).toBeVisible();
  });

  test('a generated index lists its category items as cards', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/category/categories/');
    const main = page.locator('main');
    await expect(main.getByRole('heading', {level: 1, name: 'Categories'})).toBeVisible();
    await expect(main).toContainText('one card per item of this category');
    await expect(main.locator('a.card')).toHaveCount(2);
    await main.getByRole('link', {name: /Category with a doc link/}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/categories\/category-doc-link\/$/);
  });

  test('a category linking to a doc opens that doc from the sidebar', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/categories/first-child/');
    await sidebar(page).getByRole('link', {name: 'Category with a doc link'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Category with a doc link'})).toBeVisible();
  });

  test('TOC pages honour levels, inline TOC and hidden TOC', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/toc/toc-levels/');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', {name: 'Level 5 heading'})).toHaveCount(1);
    await expect(toc.getByRole('link', {name: 'Level 6 heading'})).toHaveCount(0);
    await expect(toc.getByRole('link', {name: 'Heading with a custom id'})).toHaveAttribute(
      'href',
      '#custom-heading-id',
    );

    await gotoHydrated(page, '/tests/docs/toc/toc-inline/');
    await expect(page.locator('main .toc-inline, main [class*="tableOfContentsInline"]').first()).toContainText(
      'A subsection',
    );

    await gotoHydrated(page, '/tests/docs/toc/toc-hidden/');
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  });

  test('custom props reach the page from front matter and from the sidebar', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/custom-props/');
    const fromFrontMatter = page.getByTestId('From front matter');
    await expect(fromFrontMatter).toContainText('badge');
    await expect(fromFrontMatter).toContainText('"front matter"');
    await expect(fromFrontMatter).toContainText('"experimental"');
    const fromSidebar = page.getByTestId('From the sidebar item');
    await expect(fromSidebar).toContainText('"sidebar file"');
    await expect(fromSidebar).toContainText('7');
  });

  test('file-path links between docs resolve, anchors included', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/links/');
    const main = page.locator('article');
    await expect(main.getByRole('link', {name: 'Custom props'})).toHaveAttribute('href', '/tests/docs/custom-props/');
    await main.getByRole('link', {name: 'Level 4 heading of the TOC doc'}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/toc\/toc-levels\/#level-4-heading$/);
    await expect(page.getByRole('heading', {level: 4, name: 'Level 4 heading'})).toBeInViewport();
  });

  const unusualPaths = [
    {path: '/tests/docs/paths/caract%C3%A8res-sp%C3%A9ciaux/', heading: 'Caractères spéciaux'},
    {path: '/tests/docs/paths/with%20spaces/doc%20with%20spaces/', heading: 'Doc with spaces'},
    {
      path: `/tests/docs/paths/${encodeURIComponent('日本語のドキュメント')}/`,
      heading: '日本語のドキュメント',
    },
  ];
  for (const {path, heading} of unusualPaths) {
    test(`non-ASCII or spaced path ${decodeURIComponent(path)} resolves`, async ({page}) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      await expect(sidebar(page).getByRole('link', {name: heading})).toHaveClass(/menu__link--active/);
      expect(errors).toEqual([]);
    });
  }

  test('switching to a doc of another sidebar replaces the sidebar', async ({page}) => {
    await gotoHydrated(page, '/tests/docs/sidebar-switching/');
    await expect(sidebar(page).getByRole('link', {name: 'Links between docs'})).toBeVisible();
    await page.locator('article').getByRole('link', {name: 'Another sidebar'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Another sidebar'})).toBeVisible();
    await expect(sidebar(page).getByRole('link')).toHaveText(['Another sidebar']);
  });
});
