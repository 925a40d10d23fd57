import {expect, test} from '@playwright/test';
import {LinkChecker} from 'linkinator';

test('linkinator finds no broken internal link or anchor on the served site', async ({baseURL}) => {
  test.setTimeout(10 * 60_000);
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    // Other test workers share the server and the two cores: stay gentle, and retry
    // connection errors so only real 404s and missing anchors count as broken.
    concurrency: 6,
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    timeout: 30_000,
    checkFragments: true,
    // The tests run without network access: external links are out of scope, internal ones must all work.
    linksToSkip: async (link: string) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(result.links.length).toBeGreaterThan(50);
  expect(broken).toEqual([]);
});

test('a Markdown link to a file keeps its exact URL and downloads', async ({page, request}) => {
  await page.goto('/tests/pages/link-tests/');
  const fileLink = page.getByRole('link', {name: 'plain text file'});
  const href = await fileLink.getAttribute('href');
  // Below the test area's base URL: it is a site of its own under /tests/.
  expect(href).toMatch(/^\/tests\/assets\/files\/link-target-[0-9a-f]+\.txt$/);
  expect((await request.get(href!)).status()).toBe(200);
});
