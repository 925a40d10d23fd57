import {expect, test} from '@playwright/test';
import {gotoHydrated} from './support/site';
import {collectConsoleErrors} from './support/consoleErrors';

/** Each debug page of @docusaurus/plugin-debug and the heading it must show. */
const debugPages = [
  {path: '/__docusaurus/debug/', heading: 'Site config'},
  {path: '/__docusaurus/debug/config/', heading: 'Site config'},
  {path: '/__docusaurus/debug/metadata/', heading: 'Site Metadata'},
  {path: '/__docusaurus/debug/registry/', heading: 'Registry'},
  {path: '/__docusaurus/debug/routes/', heading: 'Routes'},
  {path: '/__docusaurus/debug/content/', heading: 'Plugin content'},
  {path: '/__docusaurus/debug/globalData/', heading: 'Global data'},
];

/** The debug pages of the test area, a site of its own under /tests/. */
const testsDebug = '/tests/__docusaurus/debug/';

test.describe('debug pages in the production build', () => {
  for (const {path, heading} of debugPages) {
    test(`${path} renders "${heading}" without console errors`, async ({page}) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('metadata shows framework version 3.6.1 and the plugin list', async ({page}) => {
    await gotoHydrated(page, '/__docusaurus/debug/metadata/');
    const main = page.locator('main');
    await expect(main).toContainText('Docusaurus Version: 3.6.1');
    for (const plugin of [
      'docusaurus-plugin-content-docs',
      'docusaurus-plugin-content-blog',
      'docusaurus-plugin-content-pages',
      'docusaurus-plugin-client-redirects',
      'docusaurus-plugin-debug',
      'docusaurus-plugin-pwa',
      'docusaurus-theme-classic',
    ]) {
      await expect(main.getByText(plugin, {exact: true})).toBeVisible();
    }
  });

  // The test area is a site of its own under /tests/, with its own debug pages.
  test('routes list the test pages and the docs instances', async ({page}) => {
    for (const [debugPages, paths] of [
      ['/__docusaurus/debug/', ['/community/']],
      [testsDebug, ['/tests/pages/crashTest/', '/tests/docs/']],
    ] as const) {
      await gotoHydrated(page, `${debugPages}routes/`);
      const routePaths = page.locator('main li code:first-child');
      for (const path of paths) {
        await expect(routePaths.getByText(path, {exact: true})).toHaveCount(1);
      }
    }
  });

  test('content shows every docs plugin instance', async ({page}) => {
    for (const [debugPages, instances] of [
      ['/__docusaurus/debug/', ['default', 'community']],
      [testsDebug, ['docs-tests']],
    ] as const) {
      await gotoHydrated(page, `${debugPages}content/`);
      const main = page.locator('main');
      for (const instance of instances) {
        await expect(main).toContainText(instance);
      }
    }
  });

  test('global data is shown as a JSON tree once in the browser', async ({page}) => {
    await gotoHydrated(page, `${testsDebug}globalData/`);
    const main = page.locator('main');
    await expect(main).toContainText('docusaurus-plugin-content-docs');
    await expect(main).toContainText('docs-tests');
    await expect(main).not.toContainText('[object Object]');
  });

  test('the registry lists the aliased and resolved path of each chunk', async ({page}) => {
    await gotoHydrated(page, `${testsDebug}registry/`);
    const main = page.locator('main');
    await expect(main.getByText('Aliased Path:').first()).toBeVisible();
    await expect(main).toContainText('@site/tests-area/pages/crashTest.tsx');
  });

  test('the layout links between the debug pages', async ({page}) => {
    await gotoHydrated(page, '/__docusaurus/debug/');
    await page.getByRole('link', {name: 'Global data'}).click();
    await expect(page).toHaveURL(/\/__docusaurus\/debug\/globalData\/?$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Global data'})).toBeVisible();
  });
});
