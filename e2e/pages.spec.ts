import {expect, test} from '@playwright/test';
import {gotoHydrated, waitForHydration} from './support/site';
import {playgroundChoiceKey, sitemapPaths, stubExternalSite} from './support/pages';
import {pageLoadMs} from './support/deadline';

test.describe('standalone pages', () => {
  for (const path of [
    '/',
    '/showcase/',
    '/versions/',
    '/playground/',
    '/feature-requests/',
    '/examples/markdownPageExample/',
    '/examples/noIndex/',
  ]) {
    test(`${path} loads without console errors`, async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: pageLoadMs});
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('home page', () => {
  test('offers the docs and the playground as calls to action', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs/');
    await page.getByRole('link', {name: 'Try it in a playground'}).click();
    await expect(page).toHaveURL(/\/playground\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Try Docusaurus in your browser'})).toBeVisible();
  });

  test('copies the quick-start command', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Copy command to clipboard'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('npx create-docusaurus@latest my-website classic');
  });

  test('shows the latest blog posts, in the order the blog lists them', async ({page}) => {
    await gotoHydrated(page, '/blog/');
    const blogPosts = await page
      .locator('article header h2 a')
      .evaluateAll((links) =>
        links.map((link) => ({title: link.textContent?.trim(), href: link.getAttribute('href')})),
      );
    expect(blogPosts.length).toBeGreaterThan(0);

    await gotoHydrated(page, '/');
    const homePosts = await page
      .getByTestId('latest-posts')
      .locator('h3 a')
      .evaluateAll((links) =>
        links.map((link) => ({title: link.textContent?.trim(), href: link.getAttribute('href')})),
      );
    expect(homePosts).toEqual(blogPosts.slice(0, Math.min(3, blogPosts.length)));
  });

  test('leads to the showcase', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', {name: 'Browse the showcase'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Showcase'})).toBeVisible();
  });
});

test.describe('versions page', () => {
  test('lists Canary, the latest release and past versions, in that order', async ({page}) => {
    await gotoHydrated(page, '/versions/');
    // Headings end with a zero-width space that belongs to their anchor link.
    const headings = (await page.locator('main h2').allTextContents()).map((text) => text.replace(/\u200b/g, ''));
    expect(headings).toEqual(['Next version (Canary)', 'Latest release', 'Past versions']);
    const rows = await page
      .locator('main tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-version')));
    expect(rows).toEqual(['Canary', '3.6.1', '3.5.2', '2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x']);
  });

  test('links to documentation and release notes that resolve', async ({page}) => {
    await gotoHydrated(page, '/versions/');
    const hrefs = await page.locator('main table a').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal).toEqual(expect.arrayContaining(['/docs/', '/docs/3.6.1/', '/docs/3.5.2/', '/blog/releases/3.6/']));
    for (const href of internal) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    expect(hrefs).toContain('https://github.com/facebook/docusaurus/releases/tag/v3.6.1');
    expect(hrefs).toContain('https://github.com/facebook/docusaurus/releases/tag/v3.5.2');
    expect(hrefs).toContain('https://v1.docusaurus.io/');
  });

  test('opens a version’s docs by client navigation', async ({page}) => {
    await gotoHydrated(page, '/versions/');
    await page.locator('tr[data-version="3.5.2"]').getByRole('link', {name: 'Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/3\.5\.2\/$/);
  });
});

test.describe('feature requests', () => {
  test('has its own page', async ({page}) => {
    const response = await page.goto('/feature-requests/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Feature requests'})).toBeVisible();
  });

  test('renders the same page for any path below it', async ({page}) => {
    await page.goto('/feature-requests/p/some-old-board-link/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Feature requests'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  });

  test('pre-fills a request on the source repository from the reader’s idea', async ({page}) => {
    await gotoHydrated(page, '/feature-requests/');
    const link = page.getByTestId('feature-request-link');
    await expect(link).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/issues/new?template=feature.yml',
    );
    await page.getByLabel('Area').selectOption({label: 'Blog plugin'});
    await page.getByLabel('Your idea in one line').fill('Posts in a series');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.searchParams.get('template')).toBe('feature.yml');
    expect(href.searchParams.get('title')).toBe('Blog: Posts in a series');
  });
});

test.describe('playground', () => {
  test('sends the reader to the chosen playground and remembers it', async ({page}) => {
    const visited = await stubExternalSite(page, 'https://stackblitz.com');
    await gotoHydrated(page, '/playground/');
    await expect(page.getByText('Last time you used')).toHaveCount(0);
    await page.getByRole('link', {name: 'Open in StackBlitz'}).click();
    await page.waitForURL('https://stackblitz.com/**');
    expect(visited[0]).toBe('https://stackblitz.com/github/facebook/docusaurus/tree/main/examples/classic');

    await gotoHydrated(page, '/playground/');
    expect(await page.evaluate((key) => localStorage.getItem(key), playgroundChoiceKey)).toBe('stackblitz');
    await expect(page.getByRole('status')).toContainText('Last time you used StackBlitz');
    await expect(page.getByRole('link', {name: 'Open StackBlitz again'})).toHaveAttribute(
      'href',
      '/playground/stackblitz/',
    );
  });

  test('has a sub-page per playground that forwards to it', async ({page}) => {
    const visited = await stubExternalSite(page, 'https://codesandbox.io');
    await page.goto('/playground/codesandbox/');
    await page.waitForURL('https://codesandbox.io/**');
    expect(visited[0]).toBe('https://codesandbox.io/p/sandbox/github/facebook/docusaurus/tree/main/examples/classic');
  });

  test('keeps the forwarding pages out of the sitemap', async ({page}) => {
    const paths = await sitemapPaths(page);
    expect(paths).toContain('/playground/');
    expect(paths).not.toContain('/playground/codesandbox/');
    expect(paths).not.toContain('/playground/stackblitz/');
  });
});

test.describe('example pages', () => {
  test('the Markdown page renders Markdown features', async ({page}) => {
    await gotoHydrated(page, '/examples/markdownPageExample/');
    await expect(page.getByRole('heading', {level: 1, name: 'Markdown page example'})).toBeVisible();
    await expect(page.locator('main table')).toBeVisible();
    await expect(page.locator('.theme-admonition-tip')).toBeVisible();
    await expect(page.locator('.katex').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'page that hides itself from search engines'})).toHaveAttribute(
      'href',
      '/examples/noIndex/',
    );
  });

  test('the noIndex page asks robots not to index it and is absent from the sitemap', async ({page}) => {
    await gotoHydrated(page, '/examples/noIndex/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const paths = await sitemapPaths(page);
    expect(paths).toContain('/examples/markdownPageExample/');
    expect(paths).not.toContain('/examples/noIndex/');
  });
});

test.describe('not found page', () => {
  test('offers a way back to the home page and the docs', async ({page}) => {
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await page.locator('main').getByRole('link', {name: 'Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await page.goBack();
    await page.locator('main').getByRole('link', {name: 'Home page'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus'})).toBeVisible();
  });
});
