import {expect, test} from '@playwright/test';
import {countXmlItems, gotoBlogPage, postPreviews, walkPagination} from './support/blog';

const unlistedPath = '/tests/blog/2024/04/20/unlisted-post/';
const unlistedTitle = 'An unlisted post';

test.describe('main blog', () => {
  test('pagination links walk five pages of five previews, each with a "Read more" link', async ({page}) => {
    const pages = await walkPagination(page, '/blog/');
    expect(pages.map((p) => p.path)).toEqual([
      '/blog/',
      '/blog/page/2/',
      '/blog/page/3/',
      '/blog/page/4/',
      '/blog/page/5/',
    ]);
    expect(pages.map((p) => p.posts)).toEqual([5, 5, 5, 5, 5]);
    // Every preview is truncated, so the last page also offers one "Read more" per post.
    await expect(page.getByRole('link', {name: /^Read more about/})).toHaveCount(5);
    // Walking back from the last page reaches the first one.
    await page.getByRole('link', {name: /Newer entries/}).click();
    await expect(page).toHaveURL(/\/blog\/page\/4\/$/);
  });

  test('sidebar lists every post, grouped by year', async ({page}) => {
    await gotoBlogPage(page, '/blog/');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.getByRole('link')).toHaveCount(25);
    const years = await sidebar.getByRole('heading', {level: 3}).allInnerTexts();
    expect(years[0]).toBe('2024');
    expect(years.at(-1)).toBe('2017');
    expect([...years].sort().reverse()).toEqual(years);
  });

  test('an author page paginates at /blog/authors/{author}/authors/{n}/', async ({page}) => {
    const pages = await walkPagination(page, '/blog/authors/core-team/');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1].path).toBe('/blog/authors/core-team/authors/2/');
    expect(pages[0].posts).toBe(5);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Core team');
  });

  test('the authors index links to every author page', async ({page}) => {
    await gotoBlogPage(page, '/blog/authors/');
    for (const name of ['Core team', 'Release team', 'Docs team']) {
      await expect(page.locator('main').getByRole('link', {name, exact: true}).first()).toBeVisible();
    }
  });

  test('the release tag paginates at /blog/tags/release/page/2/', async ({page}) => {
    const pages = await walkPagination(page, '/blog/tags/release/');
    expect(pages.map((p) => p.path)).toEqual(['/blog/tags/release/', '/blog/tags/release/page/2/']);
    expect(pages[0].posts + pages[1].posts).toBe(10);
    expect(pages[1].titles).toContain('Docusaurus 2.2');
  });

  test('the tags index and the archive list what the posts use', async ({page}) => {
    await gotoBlogPage(page, '/blog/tags/');
    for (const tag of ['endi', 'profilo', 'tribute', 'release']) {
      await expect(page.locator('main').getByRole('link', {name: new RegExp(`^${tag}\\b`, 'i')})).toBeVisible();
    }
    await gotoBlogPage(page, '/blog/archive/');
    await expect(page.locator('main').getByRole('link', {name: 'Introducing Docusaurus'})).toBeVisible();
  });

  test('a release post lives at /blog/releases/{version}/ with its social card', async ({page}) => {
    await gotoBlogPage(page, '/blog/releases/3.0/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.0');
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(/\.png$/);
    const response = await page.request.get(new URL(card!).pathname);
    expect(response.ok()).toBe(true);
  });

  test('RSS, Atom and JSON feeds are valid and hold every post', async ({page, request}) => {
    const posts = (await walkPagination(page, '/blog/')).reduce((sum, p) => sum + p.posts, 0);
    const rss = await request.get('/blog/rss.xml');
    expect(rss.ok()).toBe(true);
    expect(await countXmlItems(page, await rss.text(), 'item')).toBe(posts);
    const atom = await request.get('/blog/atom.xml');
    expect(atom.ok()).toBe(true);
    expect(await countXmlItems(page, await atom.text(), 'entry')).toBe(posts);
    const json = await request.get('/blog/feed.json');
    expect(json.ok()).toBe(true);
    const feed = (await json.json()) as {items: {title: string}[]};
    expect(feed.items).toHaveLength(posts);
    expect(feed.items.map((item) => item.title)).toContain('Remembering Endi');
  });
});

test.describe('tests blog', () => {
  test('pagination walks seven pages of three previews, and never shows the unlisted post', async ({page}) => {
    const pages = await walkPagination(page, '/tests/blog/');
    expect(pages.map((p) => p.path)).toEqual([
      '/tests/blog/',
      ...[2, 3, 4, 5, 6, 7].map((n) => `/tests/blog/page/${n}/`),
    ]);
    expect(pages.slice(0, 6).every((p) => p.posts === 3)).toBe(true);
    expect(pages[6].posts).toBeGreaterThan(0);
    expect(pages.flatMap((p) => p.titles)).not.toContain(unlistedTitle);
  });

  test('the unlisted post renders with its banner and a noindex tag', async ({page}) => {
    await gotoBlogPage(page, unlistedPath);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(unlistedTitle);
    const banner = page.locator('.theme-unlisted-banner');
    await expect(banner).toContainText('Unlisted page');
    await expect(banner).toContainText('only users having a direct link can access it');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the unlisted post is absent from the archive, tag and author lists', async ({page}) => {
    const lists = [
      '/tests/blog/archive/',
      '/tests/blog/tags/fixture/',
      '/tests/blog/authors/fixture-bot/',
      '/tests/blog/authors/fixture-reviewer/',
    ];
    for (const path of lists) {
      await gotoBlogPage(page, path);
      // The list shows other posts, so the absence checks below look at a real list.
      await expect(page.locator('main a[href^="/tests/blog/2024/"]').first()).toBeVisible();
      await expect(page.locator(`main a[href="${unlistedPath}"]`), path).toHaveCount(0);
      await expect(page.locator('main').getByText(unlistedTitle), path).toHaveCount(0);
    }
  });

  test('the blog sidebar does not list the unlisted post', async ({page}) => {
    await gotoBlogPage(page, '/tests/blog/');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar.getByRole('link', {name: 'Images in a post'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: unlistedTitle})).toHaveCount(0);
  });

  test('the unlisted post is absent from the sitemap and the feeds', async ({page, request}) => {
    // The tests blog is part of the test area, a site of its own with its own sitemap.
    const sitemap = await (await request.get('/tests/sitemap.xml')).text();
    expect(await countXmlItems(page, sitemap, 'url')).toBeGreaterThan(0);
    // A listed post of the same blog is in the sitemap, so the absence below means something.
    expect(sitemap).toContain('/tests/blog/2024/01/15/first-fixture-post/');
    expect(sitemap).not.toContain(unlistedPath);

    const listedPosts = (await walkPagination(page, '/tests/blog/')).reduce((sum, p) => sum + p.posts, 0);
    const rss = await (await request.get('/tests/blog/rss.xml')).text();
    expect(await countXmlItems(page, rss, 'item')).toBe(listedPosts);
    const atom = await (await request.get('/tests/blog/atom.xml')).text();
    expect(await countXmlItems(page, atom, 'entry')).toBe(listedPosts);
    const json = (await (await request.get('/tests/blog/feed.json')).json()) as {items: {url: string}[]};
    expect(json.items).toHaveLength(listedPosts);
    expect(rss).not.toContain(unlistedPath);
    expect(atom).not.toContain(unlistedPath);
    expect(json.items.map((item) => item.url).join('\n')).not.toContain(unlistedPath);
  });

  test('the front matter date wins over the file name date, which still shapes the URL', async ({page}) => {
    await gotoBlogPage(page, '/tests/blog/2024/01/20/front-matter-date-wins/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Front matter date beats the file name');
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', /^2024-01-22/);
  });

  test('an untruncated post shows in full on its list page, without "Read more"', async ({page}) => {
    const pages = await walkPagination(page, '/tests/blog/');
    const listPage = pages.find((p) => p.titles.includes('A post without a truncation marker'));
    expect(listPage).toBeDefined();
    await gotoBlogPage(page, listPage!.path);
    const preview = postPreviews(page).filter({hasText: 'A post without a truncation marker'});
    await expect(preview).toContainText('onUntruncatedBlogPosts');
    await expect(preview.getByRole('link', {name: /^Read more/})).toHaveCount(0);
  });
});
