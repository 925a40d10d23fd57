import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

/** Old docs paths of the community pages, and the heading of the page each must land on. */
const movedPages = [
  {from: '/docs/support/', to: '/community/support/', heading: 'Getting help'},
  {from: '/docs/next/support/', to: '/community/support/', heading: 'Getting help'},
  {from: '/docs/team/', to: '/community/team/', heading: 'Team'},
  {from: '/docs/next/team/', to: '/community/team/', heading: 'Team'},
  {from: '/docs/resources/', to: '/community/resources/', heading: 'Resources'},
  {from: '/docs/next/resources/', to: '/community/resources/', heading: 'Resources'},
  {from: '/community/', to: '/community/support/', heading: 'Getting help'},
];

const pathOf = (url: string) => new URL(url).pathname;

test.describe('client redirects', () => {
  for (const {from, to, heading} of movedPages) {
    test(`${from} lands on ${to}`, async ({page}) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    });
  }

  test('/home/ lands on the home page', async ({page}) => {
    await page.goto('/home/');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus'})).toBeVisible();
  });

  test('a redirect to a query string keeps the query', async ({page}) => {
    await page.goto('/home/query-string/');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?source=home-redirect');
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('source')).toBe('home-redirect');
  });

  test('a redirect to an anchor lands on the anchored heading', async ({page}) => {
    await page.goto('/home/anchor/');
    await page.waitForURL((url) => url.pathname === '/community/support/' && url.hash === '#before-you-ask');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 2, name: 'Before you ask'})).toBeInViewport();
  });

  test('a redirect to an absolute URL leaves the site', async ({page}) => {
    // No network in tests: answer for the external site and only check where the browser went.
    await page.route('https://github.com/**', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<title>External</title><p>external site</p>'}),
    );
    await page.goto('/home/absolute-url/');
    await page.waitForURL('https://github.com/facebook/docusaurus/');
    expect(pathOf(page.url())).toBe('/facebook/docusaurus/');
  });

  test('redirect pages are not listed in the sitemap', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/community/support/');
    for (const from of ['/home/', '/docs/support/', '/docs/next/team/', '/home/anchor/']) {
      expect(sitemap).not.toContain(`<loc>https://docusaurus.io${from}</loc>`);
    }
  });
});
