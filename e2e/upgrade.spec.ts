// The upgrade planner (issue 35, item 3): /upgrade/ computes any pair in the
// browser from its route's data, bad addresses give a message and the picker,
// and the common pairs are real pages in the build.
import {expect, test} from '@playwright/test';
import {axeViolations} from './support/axe';
import {collectConsoleErrors} from './support/consoleErrors';
import {gotoHydrated} from './support/site';

test.describe('upgrade planner', () => {
  test('plans 3.4.0 -> 3.6.1 from a shared address, without console errors', async ({page}) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, '/upgrade/?from=3.4.0&to=3.6.1');
    await expect(page.getByRole('heading', {level: 1, name: 'Upgrade from 3.4.0 to 3.6.1'})).toBeVisible();
    const plan = page.getByTestId('upgrade-plan');
    // The changelog's data has no "Breaking Change" section from 3.4.1 to 3.6.1; the plan says so.
    await expect(plan).toContainText('The changelog lists no breaking change in the releases after 3.4.0 up to 3.6.1');
    // onInlineAuthors: blog plugin option of the 3.5 line.
    await expect(plan.getByRole('region', {name: 'plugin-content-blog'})).toContainText('Added: onInlineAuthors');
    await expect(plan.getByRole('row', {name: /To: 3\.6\.1/})).toContainText('>=18.0');
    await expect(plan.getByRole('listitem').filter({hasText: 'future.experimental_faster'}).first()).toBeVisible();
    // The picker shows the pair it planned.
    await expect(page.getByLabel('From the release you run')).toHaveValue('3.4.0');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('lists the breaking changes of 3.0 with their pull request and docs page', async ({page}) => {
    await gotoHydrated(page, '/upgrade/?from=2.4.3&to=3.0.0');
    const change = page.getByTestId('breaking-changes').getByRole('listitem').filter({hasText: '#9348'});
    await expect(change.getByRole('link', {name: '#9348'})).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/pull/9348',
    );
    await expect(change.getByRole('link', {name: 'Node.js 18 in the v2 to v3 guide'})).toHaveAttribute(
      'href',
      '/docs/migration/v3/#step-1-nodejs-18',
    );
    await expect(page.getByRole('row', {name: /From: 2\.4\.3/})).toContainText('>=16.14');
  });

  test('picking a pair changes the address and shows its plan', async ({page}) => {
    await gotoHydrated(page, '/upgrade/');
    await page.getByLabel('From the release you run').selectOption('3.5.2');
    await page.getByLabel('To the release you want').selectOption('3.7.0');
    await page.getByRole('button', {name: 'Show the plan'}).click();
    await expect(page).toHaveURL(/\/upgrade\/\?from=3\.5\.2&to=3\.7\.0$/);
    await expect(page.getByRole('row', {name: /To: 3\.7\.0/})).toContainText('^18.0.0 || ^19.0.0');
  });

  for (const [search, message] of [
    ['?from=%E0%A4%A&to=3.6.1', 'garbled'],
    ['?from=9.9.9&to=3.6.1', '“9.9.9” is not a release the planner knows'],
    ['?from=3.6.1&to=3.4.0', '3.6.1 is newer than 3.4.0'],
  ]) {
    test(`a bad address (${search}) shows a message and the picker`, async ({page}) => {
      const errors = collectConsoleErrors(page);
      await gotoHydrated(page, `/upgrade/${search}`);
      await expect(page.getByRole('alert')).toContainText(message!);
      await expect(page.getByRole('button', {name: 'Show the plan'})).toBeVisible();
      await expect(page.getByTestId('upgrade-plan')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a common upgrade is a page of the build, with its plan in the HTML, linked from /upgrade/', async ({
    page,
    request,
  }) => {
    const response = await request.get('/upgrade/3.4.0-to-3.6.1/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Upgrade Docusaurus from 3.4.0 to 3.6.1');
    expect(html).toContain('onInlineAuthors');
    await gotoHydrated(page, '/upgrade/');
    await page.getByRole('navigation', {name: 'Common upgrades'}).getByRole('link', {name: '3.4.0 to 3.6.1'}).click();
    await expect(page).toHaveURL(/\/upgrade\/3\.4\.0-to-3\.6\.1\/$/);
    await expect(page.getByTestId('upgrade-plan')).toContainText('onInlineAuthors');
  });

  test('axe finds no violation on /upgrade/, with and without a plan', async ({page}) => {
    await gotoHydrated(page, '/upgrade/');
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, '/upgrade/?from=2.4.3&to=3.6.1');
    await expect(page.getByTestId('upgrade-plan')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
