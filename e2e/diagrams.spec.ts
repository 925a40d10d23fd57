import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './support/site';

/** Records whether any script the page loads is the Mermaid library itself. */
function watchForMermaidLibrary(page: Page): () => Promise<boolean> {
  const checks: Array<Promise<boolean>> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      checks.push(
        response
          .text()
          .then((body) => body.includes('mermaidAPI'))
          .catch(() => false),
      );
    }
  });
  return async () => (await Promise.all(checks)).some(Boolean);
}

test.describe('mermaid diagrams', () => {
  test('render as SVG on a page that has them', async ({page}) => {
    const loadedMermaid = watchForMermaidLibrary(page);
    await gotoHydrated(page, '/tests/pages/diagrams/');
    await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(2);
    expect(await loadedMermaid()).toBe(true);
  });

  test('switch to the dark Mermaid theme with the colour mode', async ({page}) => {
    await gotoHydrated(page, '/tests/pages/diagrams/');
    const firstDiagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(firstDiagram).toBeVisible();
    const lightMarkup = await firstDiagram.innerHTML();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect.poll(async () => (await firstDiagram.innerHTML()) !== lightMarkup).toBe(true);
  });

  test('are not downloaded by pages without diagrams', async ({page}) => {
    const loadedMermaid = watchForMermaidLibrary(page);
    await gotoHydrated(page, '/docs/installation/');
    await page.waitForLoadState('networkidle');
    expect(await loadedMermaid()).toBe(false);
  });
});
