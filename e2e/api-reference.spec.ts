import {expect, test, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {gotoHydrated} from './support/site';

test.describe('API reference', () => {
  test('option tables show the schema of the docs version being read', async ({page}) => {
    await gotoHydrated(page, '/docs/api/docusaurus-config/');
    const configTables = page.locator('table[data-reference-source="config"]');
    await expect(configTables.getByRole('cell', {name: 'future.experimental_faster', exact: true})).toHaveCount(1);
    await expect(page.getByText('@docusaurus/core@3.7.0').first()).toBeVisible();

    await gotoHydrated(page, '/docs/3.5.2/api/docusaurus-config/');
    await expect(configTables.getByRole('cell', {name: 'onBrokenLinks', exact: true})).toHaveCount(1);
    await expect(configTables.getByRole('cell', {name: 'future.experimental_faster', exact: true})).toHaveCount(0);
    await expect(page.getByText('@docusaurus/core@3.5.2').first()).toBeVisible();
  });

  test('a row shows name, type, default and our description', async ({page}) => {
    await gotoHydrated(page, '/docs/api/plugins/@docusaurus/plugin-content-blog/');
    const row = page.locator('table[data-reference-source="plugin-content-blog"] tr', {
      has: page.getByRole('cell', {name: 'postsPerPage', exact: true}),
    });
    await expect(row.locator('td').nth(1)).toHaveText('"ALL" | number');
    await expect(row.locator('td').nth(2)).toHaveText('10');
    await expect(row.locator('td').nth(3)).toContainText('Posts per list page');
  });

  test('the api sidebar lands on the CLI page and lists the reference', async ({page}) => {
    await gotoHydrated(page, '/docs/cli/');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.getByRole('link', {name: 'Command line interface'})).toHaveAttribute('aria-current', 'page');
    for (const label of ['Client API', 'docusaurus.config.js', 'Plugins', 'Themes', 'Plugin method references']) {
      await expect(sidebar.getByRole('link', {name: label, exact: true}).first()).toBeVisible();
    }
  });

  test.describe('version history of each row', () => {
    const blogPlugin = (prefix: string) => `/docs/${prefix}api/plugins/@docusaurus/plugin-content-blog/`;
    const row = (page: Page, name: string) =>
      page.locator('table[data-reference-source="plugin-content-blog"] tr', {
        has: page.getByRole('cell', {name, exact: true}),
      });

    for (const [version, prefix] of [
      ['Canary', ''],
      ['3.6.1', '3.6.1/'],
      ['3.5.2', '3.5.2/'],
    ] as const) {
      test(`the blog plugin's rows say when they arrived and changed (${version})`, async ({page, request}) => {
        // Server-rendered: the badge is in the HTML the server sends, before any script runs.
        const html = await (await request.get(blogPlugin(prefix))).text();
        expect(html.replaceAll('<!-- -->', '')).toContain('Added in 3.4');

        await gotoHydrated(page, blogPlugin(prefix));
        await expect(row(page, 'onInlineTags').locator('td').nth(3)).toContainText('Added in 3.4');
        await expect(row(page, 'truncateMarker').locator('td').nth(3)).toContainText('Default changed in 3.0');
        // Present since 2.0 and unchanged: nothing to say.
        await expect(row(page, 'postsPerPage').locator('td').nth(3)).not.toContainText(/Added in|changed in/);
      });
    }

    test('a page shows no history after its own release', async ({page}) => {
      // `future` arrived in 3.4 and its default changed in 3.6: the 3.5.2 page must not say so.
      const future = (p: Page) =>
        p
          .locator('table[data-reference-source="config"] tr', {
            has: p.getByRole('cell', {name: 'future', exact: true}),
          })
          .locator('td')
          .nth(3);
      await gotoHydrated(page, '/docs/api/docusaurus-config/');
      await expect(future(page)).toContainText('Added in 3.4');
      await expect(future(page)).toContainText('Default changed in 3.6');
      await gotoHydrated(page, '/docs/3.5.2/api/docusaurus-config/');
      await expect(future(page)).toContainText('Added in 3.4');
      await expect(future(page)).not.toContainText('changed in 3.6');
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${colorScheme} mode`, () => {
        test.use({colorScheme});
        test('the badges pass axe', async ({page}) => {
          await gotoHydrated(page, blogPlugin(''));
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          await expect(row(page, 'onInlineTags').getByText('Added in 3.4')).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      });
    }
  });
});
