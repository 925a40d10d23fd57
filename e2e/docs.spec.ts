import {expect, test} from '@playwright/test';
import {gotoHydrated, storageKeys} from './support/site';
import {chooseVersion, docsSidebar, mainNavbar, versionDropdown} from './support/docs';

/** Built docs versions: Canary is the default (last) version, served at the root of /docs/. */
const versions = [
  {label: 'Canary', prefix: '/docs/'},
  {label: '3.6.1', prefix: '/docs/3.6.1/'},
  {label: '3.5.2', prefix: '/docs/3.5.2/'},
] as const;

test.describe('docs sidebar', () => {
  for (const version of versions) {
    test(`${version.label}: renders and highlights the current page, with its categories open`, async ({page}) => {
      await gotoHydrated(page, `${version.prefix}sidebar/items/`);
      const sidebar = docsSidebar(page);
      await expect(sidebar.getByRole('link', {name: 'Introduction', exact: true})).toBeVisible();
      const current = sidebar.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText('Sidebar items');
      await expect(current).toHaveClass(/menu__link--active/);
      await expect(current).toHaveAttribute('href', `${version.prefix}sidebar/items/`);
      // Every category on the way to the page is expanded, so the page is visible in the sidebar.
      for (const category of ['Guides', 'Docs', 'Sidebar']) {
        await expect(
          sidebar.getByRole('button', {name: `Collapse sidebar category '${category}'`, exact: true}),
        ).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(current).toBeVisible();
    });
  }

  test('highlighting follows client-side navigation', async ({page}) => {
    await gotoHydrated(page, '/docs/configuration/');
    const sidebar = docsSidebar(page);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Configuration');
    await sidebar.getByRole('link', {name: 'Playground', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/playground\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Playground'})).toBeVisible();
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Playground');
  });
});

test.describe('api sidebar', () => {
  test('renders on the CLI page, highlights it, and marks the API navbar item active', async ({page}) => {
    await gotoHydrated(page, '/docs/cli/');
    const current = docsSidebar(page).locator('a[aria-current="page"]');
    await expect(current).toHaveText('Command line interface');
    // The guides are in the other sidebar, so they are not listed here.
    await expect(docsSidebar(page).getByRole('link', {name: 'Configuration', exact: true})).toHaveCount(0);
    await expect(mainNavbar(page).getByRole('link', {name: 'API', exact: true})).toHaveClass(/navbar__link--active/);
    await expect(mainNavbar(page).getByRole('link', {name: 'Docs', exact: true})).not.toHaveClass(
      /navbar__link--active/,
    );
  });

  test('the API navbar item lands on the CLI page', async ({page}) => {
    await gotoHydrated(page, '/docs/configuration/');
    await mainNavbar(page).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/cli\/$/);
    await expect(docsSidebar(page).locator('a[aria-current="page"]')).toHaveText('Command line interface');
  });
});

test.describe('docs version dropdown', () => {
  test('switches from a page to the same page in another version', async ({page}) => {
    // Several navigations on a shared, busy machine: allow more than the default time.
    test.slow();
    await gotoHydrated(page, '/docs/deployment/');
    await chooseVersion(page, 'Canary', '3.5.2');
    await expect(page).toHaveURL(/\/docs\/3\.5\.2\/deployment\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Deployment'})).toBeVisible();
    await expect(versionDropdown(page, '3.5.2')).toBeVisible();

    await chooseVersion(page, '3.5.2', '3.6.1');
    await expect(page).toHaveURL(/\/docs\/3\.6\.1\/deployment\/$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.6.1');
  });

  test('keeps a nested page when switching', async ({page}) => {
    await gotoHydrated(page, '/docs/3.6.1/sidebar/multiple-sidebars/');
    await chooseVersion(page, '3.6.1', 'Canary');
    await expect(page).toHaveURL(/\/docs\/sidebar\/multiple-sidebars\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Multiple sidebars'})).toBeVisible();
  });

  test('remembers the chosen version for the navbar Docs link', async ({page}) => {
    // Several navigations on a shared, busy machine: allow more than the default time.
    test.slow();
    await gotoHydrated(page, '/docs/configuration/');
    await chooseVersion(page, 'Canary', '3.5.2');
    await expect(page).toHaveURL(/\/docs\/3\.5\.2\/configuration\/$/);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.preferredVersion('default')),
    ).toBe('3.5.2');

    // Outside the docs there is no active version, so the theme falls back to the preferred one.
    await gotoHydrated(page, '/');
    await mainNavbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/3\.5\.2\/$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.5.2');

    // The choice survives a new page load, not only client-side navigation.
    await gotoHydrated(page, '/');
    await expect(mainNavbar(page).getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      '/docs/3.5.2/',
    );
  });

  test('without a stored choice, the navbar Docs link goes to Canary', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(mainNavbar(page).getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
  });
});

test.describe('version banners and badges', () => {
  test('Canary shows its badge and no banner', async ({page}) => {
    await gotoHydrated(page, '/docs/configuration/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Canary');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('3.6.1 shows its badge and no banner', async ({page}) => {
    await gotoHydrated(page, '/docs/3.6.1/configuration/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.6.1');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('3.5.2 shows its badge and the unmaintained banner, linking to the same page in the latest version', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/3.5.2/configuration/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 3.5.2');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('3.5.2');
    await expect(banner).toContainText('no longer actively maintained');
    const latest = banner.getByRole('link', {name: 'latest version'});
    await expect(latest).toHaveAttribute('href', '/docs/configuration/');
    await latest.click();
    await expect(page).toHaveURL(/\/docs\/configuration\/$/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Canary');
  });
});

test.describe('category index pages', () => {
  /** A category's generated index: its title and its cards, as [title, path below the version prefix]. */
  const categories: {path: string; title: string; items: [title: string, slug: string][]}[] = [
    {
      path: 'category/getting-started/',
      title: 'Getting started',
      items: [
        ['Installation', 'installation/'],
        ['Configuration', 'configuration/'],
        ['Playground', 'playground/'],
        ['TypeScript support', 'typescript-support/'],
        ['Browser support', 'browser-support/'],
      ],
    },
    {
      path: 'category/guides/',
      title: 'Guides',
      items: [
        ['Creating pages', 'creating-pages/'],
        ['Docs', 'docs-introduction/'],
        ['Blog', 'blog/'],
        ['Markdown features', 'markdown-features/'],
        ['Styling and layout', 'styling-layout/'],
        ['Swizzling', 'swizzling/'],
        ['Static assets', 'static-assets/'],
        ['Search', 'search/'],
        ['Search engine optimization', 'seo/'],
        ['Using plugins', 'using-plugins/'],
        ['Deployment', 'deployment/'],
        ['Internationalization', 'i18n/introduction/'],
        ["What's next\\?", 'guides/whats-next/'],
      ],
    },
  ];

  for (const version of versions) {
    for (const category of categories) {
      test(`${version.label}: ${category.title} lists its items in sidebar order`, async ({page}) => {
        await gotoHydrated(page, `${version.prefix}${category.path}`);
        await expect(page.getByRole('heading', {level: 1, name: category.title})).toBeVisible();
        const cards = page.locator('main article a.card');
        await expect(cards.locator('h2')).toHaveText(category.items.map(([title]) => new RegExp(`${title}$`)));
        for (const [index, [, slug]] of category.items.entries()) {
          await expect(cards.nth(index)).toHaveAttribute('href', `${version.prefix}${slug}`);
        }
      });
    }
  }

  test('a card opens its page', async ({page}) => {
    await gotoHydrated(page, '/docs/category/guides/');
    await page.locator('main article a.card').filter({hasText: 'Static assets'}).click();
    await expect(page).toHaveURL(/\/docs\/static-assets\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Static assets'})).toBeVisible();
  });
});

test.describe('doc page footer', () => {
  // A page whose file lives in a sub-folder but is served at a shorter slug, and pages of released versions.
  const cases = [
    {path: '/docs/create-doc/', file: 'docs/guides/docs/create-doc.md'},
    {path: '/docs/3.6.1/sidebar/', file: 'versioned_docs/version-3.6.1/sidebar/index.md'},
    {path: '/docs/3.5.2/configuration/', file: 'versioned_docs/version-3.5.2/configuration.md'},
  ];

  for (const {path, file} of cases) {
    test(`${path} links to its own source file and shows its last update date`, async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
        'href',
        `https://github.com/facebook/docusaurus/edit/main/website/${file}`,
      );
      await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+/);
    });
  }
});
