import {expect, test} from '@playwright/test';
import {gotoHydrated} from './support/site';
import {gotoChangelogPage, releaseLinkName} from './support/changelog';
import {releaseData} from '../changelog/releases';

const {releases} = releaseData;
const perPage = 20;
const lastPage = Math.ceil(releases.length / perPage);
const newest = releases[0]!;
const oldest = releases.at(-1)!;

/** Titles of the release posts listed on the current page, in order. */
async function listedTitles(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('main article h2').allInnerTexts();
}

test.describe('changelog list', () => {
  test('/changelog/ lists the newest release first, 20 per page', async ({page}) => {
    await gotoChangelogPage(page, '/changelog/');
    const titles = await listedTitles(page);
    expect(titles).toHaveLength(Math.min(perPage, releases.length));
    expect(titles[0]).toBe(`Docusaurus ${newest.version}`);
    expect(titles[1]).toBe(`Docusaurus ${releases[1]!.version}`);
  });

  test('the last page holds the oldest release and nothing comes after it', async ({page}) => {
    await gotoChangelogPage(page, `/changelog/page/${lastPage}/`);
    const titles = await listedTitles(page);
    expect(titles).toHaveLength(releases.length - perPage * (lastPage - 1));
    expect(titles.at(-1)).toBe(`Docusaurus ${oldest.version}`);
    const response = await page.goto(`/changelog/page/${lastPage + 1}/`);
    expect(response?.status()).toBe(404);
  });

  test('list pages link to the next page', async ({page}) => {
    await gotoChangelogPage(page, '/changelog/');
    await page.getByRole('link', {name: /Older entries/i}).click();
    await expect(page).toHaveURL(/\/changelog\/page\/2\/$/);
    expect((await listedTitles(page))[0]).toBe(`Docusaurus ${releases[perPage]!.version}`);
  });
});

test.describe('release pages', () => {
  const index = releases.findIndex((release) => release.version === '3.0.0');
  const release = releases[index]!;
  const newer = releases[index - 1]!;
  const older = releases[index + 1]!;

  test('a release page shows its facts and links to its neighbours', async ({page}) => {
    await gotoHydrated(page, `/changelog/${release.version}/`);
    await expect(page.getByRole('heading', {level: 1, name: `Docusaurus ${release.version}`})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'What the registry metadata shows'})).toBeVisible();
    await expect(page.getByRole('heading', {name: `Packages (${release.packages.length})`})).toBeVisible();

    const pagination = page.getByRole('navigation', {name: /blog post page navigation/i});
    await expect(pagination.getByRole('link', {name: releaseLinkName(newer.version)})).toHaveAttribute(
      'href',
      `/changelog/${newer.version}/`,
    );
    const olderLink = pagination.getByRole('link', {name: releaseLinkName(older.version)});
    await expect(olderLink).toHaveAttribute('href', `/changelog/${older.version}/`);
    await olderLink.click();
    await expect(page).toHaveURL(new RegExp(`/changelog/${older.version.replace(/\./g, '\\.')}/$`));
  });

  test('the newest and the oldest release pages have a single neighbour', async ({page}) => {
    await gotoHydrated(page, `/changelog/${newest.version}/`);
    const pagination = page.getByRole('navigation', {name: /blog post page navigation/i});
    await expect(pagination.getByRole('link')).toHaveCount(1);
    await gotoHydrated(page, `/changelog/${oldest.version}/`);
    await expect(page.getByRole('navigation', {name: /blog post page navigation/i}).getByRole('link')).toHaveCount(1);
  });

  test('release pages advertise the changelog feed, and the feed lists the newest release', async ({page, request}) => {
    await gotoHydrated(page, `/changelog/${release.version}/`);
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/changelog/rss.xml"]'),
    ).toHaveCount(1);
    await expect(page.getByRole('link', {name: 'RSS feed'})).toHaveAttribute('href', '/changelog/rss.xml');
    const feed = await request.get('/changelog/rss.xml');
    expect(feed.ok()).toBe(true);
    expect(await feed.text()).toContain(`<title><![CDATA[Docusaurus ${newest.version}]]></title>`);
  });
});

test.describe('changelog authors and V2 page', () => {
  test('/changelog/authors/ lists the publishers', async ({page}) => {
    await gotoHydrated(page, '/changelog/authors/');
    const names = [...new Set(releases.map((release) => release.publisher ?? 'Publisher not recorded'))];
    for (const name of names) {
      await expect(page.getByRole('link', {name}).first()).toBeVisible();
    }
  });

  test('the V2 changelog lists every 2.x release with a link to its page', async ({page}) => {
    const v2 = releases.filter((release) => release.version.startsWith('2.'));
    await gotoHydrated(page, '/changelog/v2/');
    await expect(page.getByRole('heading', {level: 1, name: 'V2 Changelog'})).toBeVisible();
    await expect(page.locator('main tbody tr')).toHaveCount(v2.length);
    await page.getByRole('link', {name: v2.at(-1)!.version, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/changelog/${v2.at(-1)!.version.replace(/\./g, '\\.')}/$`));
  });

  test('the footer links to the changelog', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Changelog'}).click();
    await expect(page).toHaveURL(/\/changelog\/$/);
  });
});
