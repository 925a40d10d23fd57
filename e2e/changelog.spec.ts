import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './support/site';
import {gotoChangelogPage, releaseLinkName} from './support/changelog';
import {openSearchWithButton, searchFor, searchModal} from './support/search';
import {changelogData} from '../changelog/changes';
import {summaries} from '../changelog/summaries';

const {entries} = changelogData;
const perPage = 20;
const lastPage = Math.ceil(entries.length / perPage);
const titleOf = (index: number) =>
  entries[index]!.kind === 'release' ? `Docusaurus ${entries[index]!.version}` : entries[index]!.version;

/** Titles of the entries listed on the current page, in order. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.locator('main article h2').allInnerTexts();
}

function pullLink(page: Page, pr: number) {
  return page.locator(`main article a[href="https://github.com/facebook/docusaurus/pull/${pr}"]`);
}

test.describe('changelog list', () => {
  test('/changelog/ lists the newest release first, 20 per page, each cut to its summary', async ({page}) => {
    await gotoChangelogPage(page, '/changelog/');
    const titles = await listedTitles(page);
    expect(titles).toHaveLength(perPage);
    expect(titles.slice(0, 2)).toEqual([titleOf(0), titleOf(1)]);
    const first = page.locator('main article').first();
    // The summary's opening words, as the page renders them (inline code loses its backquotes).
    const summary = summaries[entries[0]!.version]!.replace(/`/g, '');
    await expect(first).toContainText(summary.slice(0, 60));
    await expect(first.getByRole('heading', {name: /Committers/})).toHaveCount(0);
    await expect(first.getByRole('link', {name: /Read more/i})).toBeVisible();
  });

  test('page 6 exists and holds the last 2 entries: 2.0.0-alpha.19 and the V2 Changelog', async ({page}) => {
    expect(lastPage).toBe(6);
    await gotoChangelogPage(page, '/changelog/page/6/');
    expect(await listedTitles(page)).toEqual(['Docusaurus 2.0.0-alpha.19', 'V2 Changelog']);
    const response = await page.goto('/changelog/page/7/');
    expect(response?.status()).toBe(404);
  });

  test('list pages link to the next page', async ({page}) => {
    await gotoChangelogPage(page, '/changelog/');
    await page.getByRole('link', {name: /Older entries/i}).click();
    await expect(page).toHaveURL(/\/changelog\/page\/2\/$/);
    // The URL changes before the next page's chunk renders: wait for the list itself.
    await expect(page.locator('main article h2').first()).toHaveText(titleOf(perPage));
  });
});

test.describe('release pages', () => {
  test('3.6.0 shows its summary, categories, PR records with authors and its committers', async ({page}) => {
    await gotoHydrated(page, '/changelog/3.6.0/');
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus 3.6.0'})).toBeVisible();
    await expect(page.getByRole('heading', {name: /^New Feature \(\d+\)/})).toBeVisible();
    await expect(page.getByRole('heading', {name: /^Bug Fix \(\d+\)/})).toBeVisible();
    const rspack = pullLink(page, 10402);
    await expect(rspack).toHaveText('#10402');
    await expect(rspack.locator('xpath=..')).toContainText('Replace Webpack with Rspack');
    await expect(rspack.locator('xpath=..').getByRole('link', {name: '@slorber'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Committers (19)'})).toBeVisible();
    await expect(page.locator('main article').getByRole('link', {name: '@ilg-ul'}).first()).toBeVisible();
    await expect(page.locator('main article a[href="/docs/markdown-features/diagrams/"]')).toBeVisible();
  });

  test('2.0.0-beta.19 lists its breaking changes first, with PR links, authors and committers', async ({page}) => {
    await gotoHydrated(page, '/changelog/2.0.0-beta.19/');
    // Heading texts end with the zero-width space of their hash link.
    const headings = (await page.locator('main article h2').allInnerTexts()).map((text) =>
      text.replace(/\u200b/g, '').trim(),
    );
    expect(headings[0]).toMatch(/^Breaking Change \(\d+\)$/);
    expect(headings).toContain('Committers (47)');
    await expect(pullLink(page, 7257)).toBeVisible();
    await expect(pullLink(page, 7257).locator('xpath=..').getByRole('link', {name: '@Josh-Cena'})).toBeVisible();
    await expect(page.locator('main article').getByText('Joshua Chen', {exact: false}).first()).toBeVisible();
  });

  test('2.0.0-alpha.28, listed in prose by the source, shows our descriptions and no PR record', async ({page}) => {
    await gotoHydrated(page, '/changelog/2.0.0-alpha.28/');
    await expect(page.getByRole('heading', {name: 'Changes (12)'})).toBeVisible();
    await expect(page.locator('main article')).toContainText('Plugins can add CLI commands with extendCli.');
    await expect(page.locator('main article a[href^="https://github.com/facebook/docusaurus/pull/"]')).toHaveCount(0);
  });

  test('2.4.2 shows the note that it was a bad publish', async ({page}) => {
    await gotoHydrated(page, '/changelog/2.4.2/');
    await expect(page.locator('main article')).toContainText('Bad npm publish, please use 2.4.3');
  });

  test('a release page links to its neighbours', async ({page}) => {
    const index = entries.findIndex((entry) => entry.version === '3.0.0');
    const newer = entries[index - 1]!;
    const older = entries[index + 1]!;
    await gotoHydrated(page, '/changelog/3.0.0/');
    const pagination = page.getByRole('navigation', {name: /blog post page navigation/i});
    await expect(pagination.getByRole('link', {name: releaseLinkName(newer.version)})).toHaveAttribute(
      'href',
      `/changelog/${newer.slug}/`,
    );
    const olderLink = pagination.getByRole('link', {name: releaseLinkName(older.version)});
    await olderLink.click();
    await expect(page).toHaveURL(new RegExp(`/changelog/${older.slug.replace(/\./g, '\\.')}/$`));
  });

  test('release pages advertise the changelog feed, and the feed lists the newest release', async ({page, request}) => {
    await gotoHydrated(page, '/changelog/3.0.0/');
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/changelog/rss.xml"]'),
    ).toHaveCount(1);
    const feed = await request.get('/changelog/rss.xml');
    expect(feed.ok()).toBe(true);
    expect(await feed.text()).toContain(`<title><![CDATA[${titleOf(0)}]]></title>`);
  });
});

test.describe('committers, V2 page and search', () => {
  test('/changelog/authors/ lists the committers with counts; an author leads to their releases', async ({page}) => {
    await gotoHydrated(page, '/changelog/authors/');
    await expect(page.getByRole('heading', {level: 1, name: 'Changelog committers'})).toBeVisible();
    const entry = page.locator('#committer-slorber');
    await expect(entry.getByRole('heading', {name: /Sébastien Lorber/})).toBeVisible();
    await expect(entry).toContainText(/\d+ releases, \d+ changes/);
    // Avatars are drawn locally: the page requests no image from GitHub.
    await expect(page.locator('main img')).toHaveCount(0);
    await entry.getByRole('link', {name: 'Docusaurus 3.6.1', exact: true}).click();
    await expect(page).toHaveURL(/\/changelog\/3\.6\.1\/$/);
    await expect(page.locator('main article').getByRole('link', {name: '@slorber'}).first()).toBeVisible();
  });

  test('no changelog page says "not recorded"', async ({page}) => {
    for (const path of [
      '/changelog/',
      '/changelog/authors/',
      '/changelog/3.6.1/',
      '/changelog/2.4.2/',
      '/changelog/v2/',
    ]) {
      await page.goto(path);
      await expect(page.locator('body')).not.toContainText(/not recorded/i);
    }
  });

  test('the V2 changelog lists every 2.x release with a link to its page', async ({page}) => {
    const v2 = entries.filter((entry) => entry.version.startsWith('2.'));
    await gotoHydrated(page, '/changelog/v2/');
    await expect(page.getByRole('heading', {level: 1, name: 'V2 Changelog'})).toBeVisible();
    await expect(page.locator('main tbody tr')).toHaveCount(v2.length);
    await page.getByRole('link', {name: v2.at(-1)!.version, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/changelog/${v2.at(-1)!.slug.replace(/\./g, '\\.')}/$`));
  });

  // Guides rank above changelog entries unless the query names a release or the
  // changelog (src/plugins/search/client/rank.ts), as a reader asking for the change's release does.
  test('search finds a release by the title of a change in it', async ({page}) => {
    await gotoHydrated(page, '/changelog/');
    await openSearchWithButton(page);
    await searchFor(page, 'changelog Rsdoctor official plugin');
    await expect(searchModal(page).modal.locator('.DocSearch-Hits a[href^="/changelog/3.6.0/"]').first()).toBeVisible();
  });

  test('the footer links to the changelog', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Changelog'}).click();
    await expect(page).toHaveURL(/\/changelog\/$/);
  });
});
