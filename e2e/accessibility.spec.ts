import {expect, test} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {axeViolations, keyPages as pages} from './support/axe';
import {gotoHydrated} from './support/site';
import {within} from './support/deadline';

/** The sampled sweep of further pages is accessibility-sweep.spec.ts. */

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const [name, pathname] of Object.entries(pages)) {
      test(`${name} has no axe violations`, async ({page}) => {
        await gotoHydrated(page, pathname);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        if (pathname.startsWith('/search/')) {
          await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

// A remote embed on a machine without network. @axe-core/playwright gives up on
// a frame it cannot inject within 1 s (checked: 4-7 s in all, whether the frame's
// request hangs or fails), so the sweep needs no frame handling of its own; this
// keeps it so.
test('axe finishes on a page whose remote frame never loads', async ({page}) => {
  await page.route('https://video.example/**', () => undefined);
  await gotoHydrated(page, pages['Canary doc']!);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Remote video';
    frame.src = 'https://video.example/embed/intro';
    document.querySelector('article')!.append(frame);
  });
  expect(await within('axe on a page with a hanging remote frame', 30_000, () => axeViolations(page))).toEqual([]);
});

// The checks above only pass if axeViolations still reports what it finds:
// it asks axe for violations alone (support/axe.ts), and this keeps that
// option from hiding them.
test('axeViolations reports a low-contrast text and an image without alt text', async ({page}) => {
  await gotoHydrated(page, pages['Canary doc']!);
  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    const faint = document.createElement('p');
    faint.id = 'faint-text';
    faint.textContent = 'Grey on white';
    faint.style.cssText = 'color: #eee; background: #fff';
    const image = document.createElement('img');
    image.id = 'unlabelled-image';
    image.src = '/img/logo.svg';
    article.append(faint, image);
  });
  const violations = await axeViolations(page);
  expect(violations).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^color-contrast \(serious\): .*#faint-text/),
      expect.stringMatching(/^image-alt \(critical\): .*#unlabelled-image/),
    ]),
  );
});

// axeViolations merges each analysis in one reused page per browser context
// (support/axe.ts) instead of the fresh page @axe-core/playwright opens for each:
// it must report what the stock builder reports, and nothing of an analysis before.
test('axeViolations reports what a stock AxeBuilder reports, and nothing left from an earlier analysis', async ({
  page,
}) => {
  await gotoHydrated(page, pages['Canary doc']!);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'faint-text';
    faint.textContent = 'Grey on white';
    faint.style.cssText = 'color: #eee; background: #fff';
    const image = document.createElement('img');
    image.id = 'unlabelled-image';
    image.src = '/img/logo.svg';
    document.querySelector('article')!.append(faint, image);
  });
  const stock = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
  const expected = stock.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(expected).toHaveLength(2);
  expect(await axeViolations(page)).toEqual(expected);
  // Scoped to some rules or to part of the page, as the callers may ask.
  expect(await axeViolations(page, {rules: ['image-alt']})).toEqual([
    expected.find((line) => line.startsWith('image-alt')),
  ]);
  expect(await axeViolations(page, {include: 'nav'})).toEqual([]);
  await page.evaluate(() =>
    document.querySelectorAll('#faint-text, #unlabelled-image').forEach((node) => node.remove()),
  );
  expect(await axeViolations(page)).toEqual([]);

  // A page with a frame takes the builder's per-frame path, finished in the reused page.
  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.title = 'Framed example';
    frame.srcdoc =
      '<!doctype html><html lang="en"><title>Framed</title><main><img id="framed-image" src="/img/logo.svg"></main></html>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.querySelector('article')!.append(frame);
    await loaded;
  });
  expect(page.frames()).toHaveLength(2);
  const framed = await axeViolations(page);
  expect(framed).toEqual(
    expect.arrayContaining([expect.stringMatching(/^image-alt \(critical\): iframe #framed-image$/)]),
  );
  const stockFramed = await new AxeBuilder({page}).options({resultTypes: ['violations']}).analyze();
  expect(framed).toEqual(
    stockFramed.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  );
});
