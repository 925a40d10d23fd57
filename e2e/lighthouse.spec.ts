import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {expect, test} from '@playwright/test';

const run = promisify(execFile);

/** Key pages held at 100 in accessibility, best practices and SEO. */
const pages = {
  home: '/',
  doc: '/docs/installation/',
  'blog post': '/blog/releases/3.6/',
  showcase: '/showcase/',
};

for (const formFactor of ['mobile', 'desktop'] as const) {
  for (const [name, pathname] of Object.entries(pages)) {
    test(`Lighthouse ${formFactor}: ${name} scores 100 in accessibility, best practices and SEO`, async ({baseURL}) => {
      test.setTimeout(180_000);
      // Lighthouse is ESM-only and drives its own Chromium, so it runs in a child process.
      const {stdout} = await run(
        'node',
        ['scripts/lighthouse/audit.mjs', new URL(pathname, baseURL).href, formFactor],
        {
          maxBuffer: 10 * 1024 * 1024,
        },
      );
      const report = JSON.parse(stdout.trim().split('\n').pop()!);
      expect(report.failing).toEqual([]);
      expect(report.scores).toEqual({accessibility: 1, 'best-practices': 1, seo: 1});
    });
  }
}
