import {expect, test} from '@playwright/test';
import {gotoHydrated, storageNamespace, toggleColourMode} from './support/site';

const base = '/docs/markdown-features';

test.describe('code blocks', () => {
  test('a live code block re-renders its result when the code is edited', async ({page}) => {
    await gotoHydrated(page, `${base}/code-blocks/`);
    const playground = page.locator('[class*="playgroundContainer"]').nth(1);
    const preview = playground.locator('[class*="playgroundPreview"]');
    await expect(preview.getByRole('button', {name: 'Live button'})).toBeVisible();

    const editor = playground.locator('[class*="playgroundEditor"]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('<strong>Edited in the browser</strong>');

    await expect(preview.locator('strong')).toHaveText('Edited in the browser');
    await expect(preview.getByRole('button', {name: 'Live button'})).toHaveCount(0);
  });

  test('the live editor code loads only on pages with a live block', async ({page}) => {
    // Bodies of the scripts a page runs (prefetches for links are left out: they never execute).
    const executedScripts = async (path: string) => {
      const bodies: Promise<string>[] = [];
      const listener = (response: import('@playwright/test').Response) => {
        const request = response.request();
        if (request.resourceType() === 'script') {
          bodies.push(response.text());
        }
      };
      page.on('response', listener);
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      page.off('response', listener);
      return Promise.all(bodies);
    };
    // The Playground's translation id marks the chunk that carries react-live.
    const carriesEditor = (bodies: string[]) => bodies.some((body) => body.includes('theme.Playground.liveEditor'));

    expect(carriesEditor(await executedScripts('/docs/installation/'))).toBe(false);
    expect(carriesEditor(await executedScripts(`${base}/code-blocks/`))).toBe(true);
  });

  test('blocks highlighted at build time keep the theme features and follow the colour mode', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/code-block-tests/');
    const blocks = page.locator('article .theme-code-block');
    const titled = blocks.filter({hasText: 'src/greet.ts'});
    await expect(titled.locator('[class*="codeBlockTitle"]')).toHaveText('src/greet.ts');
    await expect(titled.locator('[class*="codeLineNumber"]')).toHaveCount(3);
    await expect(titled.locator('.token.keyword').first()).toHaveText('export');
    // Range {2,4-5} and magic comments: the marked lines, and the comments gone from the code.
    const ranged = blocks.filter({hasText: "title: 'My site'"});
    await expect(ranged.locator('.theme-code-block-highlighted-line')).toHaveText([
      /title: 'My site'/,
      /baseUrl/,
      /trailingSlash/,
    ]);
    const magic = blocks.filter({hasText: 'totalPrice'});
    await expect(magic.locator('.theme-code-block-highlighted-line')).toHaveCount(3);
    await expect(magic).not.toContainText('highlight-');
    // Languages the site adds to Prism (diff, yaml) are tokenised too.
    const diff = blocks.filter({hasText: 'trailingSlash: false'});
    await expect(diff.locator('.token.prefix.deleted')).toHaveText('-');
    await expect(diff.locator('.token.prefix.inserted')).toHaveText('+');
    await expect(blocks.filter({hasText: 'plugin-pwa'}).locator('.token.comment')).toHaveCount(1);
    await expect(titled.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();

    const keyword = titled.locator('.token.keyword').first();
    const lightColour = await keyword.evaluate((element) => getComputedStyle(element).color);
    await toggleColourMode(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightColour);
  });

  test('the playground sits below the editor', async ({page}) => {
    await gotoHydrated(page, `${base}/code-blocks/`);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    const editorBox = await playground.locator('[class*="playgroundEditor"]').boundingBox();
    const previewBox = await playground.locator('[class*="playgroundPreview"]').boundingBox();
    expect(editorBox && previewBox && previewBox.y > editorBox.y).toBe(true);
  });
});

test.describe('diagrams', () => {
  test('Mermaid draws SVG diagrams in light mode and redraws them in dark mode', async ({page}) => {
    await gotoHydrated(page, `${base}/diagrams/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const diagrams = page.locator('.docusaurus-mermaid-container svg');
    await expect(diagrams).toHaveCount(3);
    await expect(diagrams.first()).toContainText('MDX compiler');
    const lightMarkup = await diagrams.first().innerHTML();

    await toggleColourMode(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(diagrams).toHaveCount(3);
    await expect.poll(async () => (await diagrams.first().innerHTML()) !== lightMarkup).toBe(true);
    await expect(diagrams.first()).toContainText('MDX compiler');
    await expect(diagrams.nth(1)).toContainText('Reader');
  });
});

test.describe('math equations', () => {
  for (const version of ['', '3.5.2/']) {
    test(`KaTeX renders inline and block math as native MathML, with no KaTeX CSS or fonts (${version || 'canary'})`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await gotoHydrated(page, `/docs/${version}markdown-features/math-equations/`);
      const article = page.locator('article');
      await expect(article.locator('.katex > math[display="block"]')).toHaveCount(2);
      expect(await article.locator('p .katex math').count()).toBeGreaterThanOrEqual(3);
      // Drawn by the browser: the formula has a real size without any KaTeX stylesheet.
      const box = await article.locator('math[display="block"]').first().boundingBox();
      expect(box?.height).toBeGreaterThan(20);
      // MathML only: no second, HTML-built copy of each formula.
      await expect(article.locator('.katex-html')).toHaveCount(0);
      const katexRules = await page.evaluate(
        () =>
          Array.from(document.styleSheets).flatMap((sheet) =>
            Array.from(sheet.cssRules).filter(
              (rule) => rule.cssText.includes('KaTeX') || rule.cssText.includes('.katex'),
            ),
          ).length,
      );
      expect(katexRules).toBe(0);
      expect(fonts.filter((url) => url.includes('KaTeX'))).toEqual([]);
    });
  }
});

test.describe('tabs', () => {
  test('tabs sharing a groupId switch together and the choice persists', async ({page}) => {
    await gotoHydrated(page, `${base}/tabs/`);
    const synced = page.locator('[role="tablist"]').filter({hasText: 'TypeScript'});
    await expect(synced).toHaveCount(2);
    const [first, second] = [synced.nth(0), synced.nth(1)];
    await expect(second.getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');

    await first.getByRole('tab', {name: 'JavaScript'}).click();
    await expect(second.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('module.exports = sidebars;')).toBeVisible();
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      `docusaurus.tab.config-language${storageNamespace()}`,
    );
    expect(stored).toBe('js');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(second.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
  });

  test('a tab can be selected from the query string', async ({page}) => {
    await gotoHydrated(page, `${base}/tabs/?os=mac`);
    const osTabs = page.locator('[role="tablist"]').filter({hasText: 'macOS'});
    await expect(osTabs.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
    await osTabs.getByRole('tab', {name: 'Windows'}).click();
    await expect(page).toHaveURL(/[?&]os=windows/);
  });
});

test.describe('table of contents', () => {
  test('lists level 2 and 3 headings only, beside the page and inline', async ({page}) => {
    await gotoHydrated(page, `${base}/toc/`);
    // The page does contain level 4 headings: the TOC must leave them out.
    await expect(page.locator('article h4#a-level-4-heading')).toHaveCount(1);

    for (const toc of [page.locator('.theme-doc-toc-desktop'), page.locator('article .table-of-contents').first()]) {
      const targets = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(targets).toContain('#heading-ids');
      expect(targets).toContain('#explicit-heading-id');
      expect(targets).not.toContain('#a-level-4-heading');
      expect(targets).not.toContain('#deep-detail');
    }

    const headingLevels = await page
      .locator('article h2[id], article h3[id]')
      .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
    const sideTargets = await page
      .locator('.theme-doc-toc-desktop a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sideTargets).toEqual(headingLevels);
  });
});

test.describe('head metadata and MDX', () => {
  test('front matter and a <head> block in Markdown set the page head', async ({page}) => {
    await gotoHydrated(page, `${base}/head-metadata/`);
    await expect(page.locator('head meta[name="docs-example"]')).toHaveAttribute(
      'content',
      'head-metadata-from-markdown',
    );
    await expect(page.locator('head meta[name="keywords"][content*="front matter"]')).toHaveCount(1);
    await expect(page).toHaveTitle(/^Head metadata \| Docusaurus$/);
  });

  test('components defined in MDX render and keep state', async ({page}) => {
    await gotoHydrated(page, `${base}/react/`);
    const like = page.getByRole('button', {name: /Helpful\?/});
    await like.click();
    await like.click();
    await expect(like).toHaveText('Helpful? (2)');
    await expect(page.getByText('Imported partial')).toBeVisible();
  });
});
