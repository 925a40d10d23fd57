import {expect, test, type Page} from '@playwright/test';
import {recordReactCommits, renderedAfterHydration} from './support/reactCommits';
import {gotoHydrated, toggleColourMode} from './support/site';

// Issue 33, item 4 (fewer elements to hydrate, no visible difference): a code block is hydrated
// once, never removed and rebuilt, and on a first load in the server's colour mode its lines stay
// the server's, unhydrated (src/plugins/code-highlight/client/serverLines.ts). In any other case
// React draws them, in the right colours.

const docPage = '/docs/installation/';

/** Records, from the first byte of the page, every removed node that is or holds a code block's lines. */
async function recordCodeRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, {removedCode: removed});
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (
            node instanceof Element &&
            (node.matches('pre, code, .token-line') || node.querySelector('.token-line'))
          ) {
            removed.push(node.outerHTML.slice(0, 100));
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const removedCode = (page: Page) => page.evaluate(() => (window as unknown as {removedCode: string[]}).removedCode);

/**
 * The article's code lines, and how many of them React hydrated or drew. React marks each DOM node
 * it owns with an own property named `__reactFiber$<random>`: a line without one is the server's.
 */
function codeLines(page: Page) {
  return page.evaluate(() => {
    const lines = Array.from(document.querySelectorAll('article pre code .token-line'));
    const owned = lines.filter((line) => Object.keys(line).some((key) => key.startsWith('__reactFiber$')));
    return {count: lines.length, owned: owned.length, text: lines.map((line) => line.textContent).join('\n')};
  });
}

/** The number of code lines in the server's HTML of a page. */
async function serverLineCount(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  // The HTML is minified: an attribute with one class has no quotes.
  return html.match(/class="?token-line\b/g)?.length ?? 0;
}

const preBackground = (page: Page) =>
  page
    .locator('article pre.prism-code')
    .first()
    .evaluate((pre) => getComputedStyle(pre).backgroundColor);

test.describe('code blocks on a first load', () => {
  for (const path of [docPage, '/blog/releases/3.6/']) {
    test(`${path}: the server's lines stay, unhydrated, and no block is rebuilt`, async ({page}) => {
      await recordCodeRemovals(page);
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const lines = await codeLines(page);
      expect(lines.count).toBe(await serverLineCount(page, path));
      expect(lines.count).toBeGreaterThan(10);
      expect(lines.owned).toBe(0);
      expect(await removedCode(page)).toEqual([]);
      // Still a working block: the copy button is React's, and copies the block's code.
      await expect(
        page.locator('article .theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'}),
      ).toBeVisible();
    });
  }

  test('in the default colour mode no block renders again once hydrated; one that scrolls renders only its buttons', async ({
    page,
  }) => {
    // Narrow: most blocks scroll sideways and offer word wrap.
    await page.setViewportSize({width: 390, height: 800});
    await recordReactCommits(page);
    await gotoHydrated(page, docPage);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('article pre').count()).toBeGreaterThan(3);
    await expect.poll(() => page.getByRole('button', {name: 'Toggle word wrap'}).count()).toBeGreaterThan(2);
    expect(await renderedAfterHydration(page, 'pre')).toBe(0);
    // The recorder sees renders: a switch of colour mode (the navbar's, on a desktop) repaints every block.
    await page.setViewportSize({width: 1280, height: 800});
    await toggleColourMode(page);
    await expect.poll(() => renderedAfterHydration(page, 'pre')).toBeGreaterThan(3);
  });

  test('switching the colour mode repaints the lines, and switching back keeps them', async ({page}) => {
    await gotoHydrated(page, docPage);
    const before = await codeLines(page);
    const light = await preBackground(page);
    await toggleColourMode(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => preBackground(page)).not.toBe(light);
    const token = page.locator('article pre code .token-line .token.function').first();
    const darkColour = await token.evaluate((element) => getComputedStyle(element).color);
    await toggleColourMode(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => preBackground(page)).toBe(light);
    expect(await token.evaluate((element) => getComputedStyle(element).color)).not.toBe(darkColour);
    const after = await codeLines(page);
    expect(after.count).toBe(before.count);
    expect(after.text).toBe(before.text);
  });

  test('a client-side navigation draws the lines of the page it opens', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.evaluate((path) => {
      // The router's own navigation, as a click on a link does it, without depending on where a link sits.
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, docPage);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Installation/);
    await expect.poll(async () => (await codeLines(page)).count).toBe(await serverLineCount(page, docPage));
    expect((await codeLines(page)).owned).toBe((await codeLines(page)).count);
  });
});

test.describe('word wrap on a narrow screen', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('a block that scrolls sideways offers word wrap, which wraps it and unwraps it', async ({page}) => {
    await gotoHydrated(page, docPage);
    const block = page
      .locator('article .theme-code-block')
      .filter({has: page.getByRole('button', {name: 'Toggle word wrap'})})
      .first();
    const button = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(button).toBeVisible();
    const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(await scrolls()).toBe(true);
    await button.click();
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await scrolls()).toBe(false);
    // Still offered, to unwrap.
    await button.click();
    await expect(block.locator('pre code')).not.toHaveAttribute('style');
    expect(await scrolls()).toBe(true);
  });

  test('a block in a tab shown later offers word wrap once its tab is shown', async ({page}) => {
    await gotoHydrated(page, '/docs/markdown-features/tabs/');
    // The first hidden panel whose block scrolls sideways once shown: its tabs container, and its place there.
    const found = await page.evaluate(() => {
      const containers = Array.from(document.querySelectorAll('.tabs-container'));
      for (const [container, element] of containers.entries()) {
        const panels = Array.from(element.querySelectorAll(':scope > div > [role=tabpanel]'));
        for (const [index, panel] of panels.entries()) {
          const pre = panel.querySelector('pre');
          if (panel instanceof HTMLElement && panel.hidden && pre) {
            panel.hidden = false;
            const wide = pre.scrollWidth > pre.clientWidth;
            panel.hidden = true;
            if (wide) return {container, index};
          }
        }
      }
      return undefined;
    });
    expect(found).toBeDefined();
    const container = page.locator('.tabs-container').nth(found!.container);
    const panel = container.locator(':scope > div > [role=tabpanel]').nth(found!.index);
    await expect(panel.getByRole('button', {name: 'Toggle word wrap', includeHidden: true})).toHaveCount(0);
    await container.locator(':scope > ul > [role=tab]').nth(found!.index).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', {name: 'Toggle word wrap'}).first()).toBeVisible();
  });
});

test.describe('code blocks for a reader in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('the lines are redrawn in the dark theme once hydration is over', async ({page, browser}) => {
    await recordCodeRemovals(page);
    await gotoHydrated(page, docPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const lines = await codeLines(page);
    expect(lines.count).toBe(await serverLineCount(page, docPage));
    expect(lines.owned).toBe(lines.count);
    // The same block as a light-mode reader sees it has other colours.
    const lightPage = await browser.newPage({colorScheme: 'light'});
    await gotoHydrated(lightPage, docPage);
    const dark = await preBackground(page);
    expect(dark).not.toBe(await preBackground(lightPage));
    // The container's colour variables follow too (the theme's CSS reads them for the buttons and title).
    const variable = await page
      .locator('article .theme-code-block')
      .first()
      .evaluate((block) => (block as HTMLElement).style.getPropertyValue('--prism-background-color'));
    expect(variable).not.toBe('');
    expect(
      await page.evaluate((colour) => {
        const probe = document.createElement('div');
        probe.style.backgroundColor = colour;
        document.body.append(probe);
        const computed = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return computed;
      }, variable),
    ).toBe(dark);
    await lightPage.close();
  });
});
