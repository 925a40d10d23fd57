import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/site';

const PAGE = '/docs/styling-layout/';

async function openGenerator(page: Page) {
  await page.goto(PAGE);
  const generator = page.locator('#color-generator');
  // The page carries the generator's own chunk; on a loaded CI machine hydration can
  // take longer than the default 5 s. The attribute is set by an effect, after hydration.
  await expect(generator).toHaveAttribute('data-restored', 'true', {timeout: 20_000});
  await waitForHydration(page);
  return {
    generator,
    css: page.getByTestId('color-generator-css'),
    lightInput: page.getByLabel('Primary colour').first(),
    darkInput: page.getByLabel('Primary colour').nth(1),
  };
}

test.describe('colour generator', () => {
  test('starts from the site palette', async ({page}) => {
    const {css} = await openGenerator(page);
    await expect(css).toContainText(':root {');
    await expect(css).toContainText('--ifm-color-primary: #2e8555;');
    await expect(css).toContainText('--ifm-color-primary-darkest: #205d3b;');
    await expect(css).toContainText('--ifm-color-primary: #25c2a0;');
  });

  test('changing a colour updates the shades, the preview and the CSS output', async ({page}) => {
    const {css, lightInput, darkInput} = await openGenerator(page);
    await lightInput.fill('#1e40af');
    await expect(css).toContainText('--ifm-color-primary: #1e40af;');
    await expect(css).not.toContainText('--ifm-color-primary: #2e8555;');
    await expect(page.getByRole('list', {name: 'Light mode shades'})).toContainText('#1e40af');
    const previewButton = page.getByTestId('preview-light').getByRole('button', {name: 'Primary button'});
    await expect(previewButton).toHaveCSS('background-color', 'rgb(30, 64, 175)');

    await darkInput.fill('#f97316');
    await expect(css).toContainText("[data-theme='dark'] {\n  --ifm-color-primary: #f97316;");
    // The light block is untouched by the dark choice.
    await expect(css).toContainText(':root {\n  --ifm-color-primary: #1e40af;');
  });

  test('warns when the primary fails WCAG AA against the background', async ({page}) => {
    const {lightInput} = await openGenerator(page);
    const contrast = page.getByTestId('contrast-light');
    await expect(contrast).not.toHaveAttribute('role', 'alert');
    await lightInput.fill('#ffe066');
    await expect(contrast).toHaveAttribute('role', 'alert');
    await expect(contrast).toContainText('Low contrast');
    await lightInput.fill('#1e40af');
    await expect(contrast).not.toHaveAttribute('role', 'alert');
  });

  test('keeps the choice across client-side navigation away and back', async ({page}) => {
    const {lightInput} = await openGenerator(page);
    await lightInput.fill('#7c3aed');
    await expect(page.getByTestId('color-generator-css')).toContainText('#7c3aed');
    // A marker on window proves the navigation stays client-side (no full reload).
    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same-document'));

    await page.locator('article').getByRole('link', {name: 'swizzling'}).first().click();
    await expect(page).toHaveURL(/\/docs\/swizzling\/$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBe('same-document');
    await expect(page.getByTestId('color-generator-css')).toContainText('--ifm-color-primary: #7c3aed;');
    await expect(page.getByLabel('Primary colour').first()).toHaveValue('#7c3aed');
  });

  test('a reload keeps the choice, a new tab starts from the default', async ({page, browser}) => {
    // Four full page loads (first visit, reload, new tab, new context).
    test.slow();
    const {lightInput} = await openGenerator(page);
    await lightInput.fill('#be123c');
    await expect(page.getByTestId('color-generator-css')).toContainText('#be123c');

    await page.reload();
    await expect(page.locator('#color-generator')).toHaveAttribute('data-restored', 'true', {timeout: 20_000});
    await expect(page.getByTestId('color-generator-css')).toContainText('--ifm-color-primary: #be123c;');

    // Session storage belongs to one tab: a new tab of the same browser starts from the default...
    const newTab = await page.context().newPage();
    try {
      const {css} = await openGenerator(newTab);
      await expect(css).toContainText('--ifm-color-primary: #2e8555;');
      await expect(css).not.toContainText('#be123c');
    } finally {
      await newTab.close();
    }
    // ...and so does a fresh browser context.
    const context = await browser.newContext();
    try {
      const freshPage = await context.newPage();
      const {css} = await openGenerator(freshPage);
      await expect(css).toContainText('--ifm-color-primary: #2e8555;');
      await expect(css).not.toContainText('#be123c');
    } finally {
      await context.close();
    }
  });
});
