import {expect, test} from '@playwright/test';
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
});
