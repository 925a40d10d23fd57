import {expect, test, type Page} from '@playwright/test';
import {showcaseSites, showcaseTags} from '../src/data/showcase';
import {gotoHydratedPatiently as gotoHydrated} from './support/pages';

const cards = (page: Page) => page.getByTestId('showcase-card');
const count = (page: Page) => page.getByTestId('showcase-count');
const tagButton = (page: Page, label: string) =>
  page.getByRole('list', {name: 'Filter by tag'}).getByRole('button', {name: label, exact: true});

/** The tag labels shown on each visible card. */
async function visibleCardTags(page: Page): Promise<string[][]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => Array.from(item.querySelectorAll('[aria-label="Tags"] li')).map((li) => li.textContent ?? '')),
  );
}

test.describe('showcase', () => {
  test('shows every site, favourites first, with a responsive preview image', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await expect(cards(page)).toHaveCount(showcaseSites.length);
    await expect(count(page)).toHaveText(`${showcaseSites.length} sites shown of ${showcaseSites.length}`);

    const favouriteLabel = showcaseTags.favorite.label;
    const tags = await visibleCardTags(page);
    const firstNonFavourite = tags.findIndex((cardTags) => !cardTags.includes(favouriteLabel));
    expect(firstNonFavourite).toBeGreaterThan(0);
    expect(tags.slice(firstNonFavourite).every((cardTags) => !cardTags.includes(favouriteLabel))).toBe(true);

    // The ideal-image plugin serves resized copies from its own asset folder.
    const firstImage = cards(page).first().locator('img').last();
    await expect(firstImage).toHaveAttribute('src', /\/assets\/ideal-img\/.+\.(640|1030)\.png$/);
  });

  test('selecting a tag narrows the list and updates the URL', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await tagButton(page, showcaseTags.meta.label).click();
    await expect(page).toHaveURL(/\/showcase\/\?tags=meta$/);
    await expect(tagButton(page, showcaseTags.meta.label)).toHaveAttribute('aria-pressed', 'true');
    const expected = showcaseSites.filter((site) => site.tags.includes('meta')).length;
    await expect(cards(page)).toHaveCount(expected);
    expect(expected).toBeLessThan(showcaseSites.length);
    for (const cardTags of await visibleCardTags(page)) {
      expect(cardTags).toContain(showcaseTags.meta.label);
    }
  });

  test('switching between OR and AND changes the result', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await tagButton(page, showcaseTags.i18n.label).click();
    await tagButton(page, showcaseTags.versioning.label).click();
    await expect(page).toHaveURL(/\?tags=i18n&tags=versioning$/);
    const orCount = await cards(page).count();
    for (const cardTags of await visibleCardTags(page)) {
      expect(cardTags.includes(showcaseTags.i18n.label) || cardTags.includes(showcaseTags.versioning.label)).toBe(true);
    }

    await page.getByRole('button', {name: 'All tags (AND)'}).click();
    await expect(page).toHaveURL(/\?tags=i18n&tags=versioning&operator=AND$/);
    await expect(page.getByRole('button', {name: 'All tags (AND)'})).toHaveAttribute('aria-pressed', 'true');
    await expect(async () => expect(await cards(page).count()).toBeLessThan(orCount)).toPass();
    const andTags = await visibleCardTags(page);
    expect(andTags.length).toBeGreaterThan(0);
    for (const cardTags of andTags) {
      expect(cardTags).toEqual(expect.arrayContaining([showcaseTags.i18n.label, showcaseTags.versioning.label]));
    }
  });

  test('a URL with filters restores them', async ({page}) => {
    await gotoHydrated(page, '/showcase/?tags=opensource&tags=meta&operator=AND&name=re');
    await expect(tagButton(page, showcaseTags.opensource.label)).toHaveAttribute('aria-pressed', 'true');
    await expect(tagButton(page, showcaseTags.meta.label)).toHaveAttribute('aria-pressed', 'true');
    await expect(tagButton(page, showcaseTags.i18n.label)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', {name: 'All tags (AND)'})).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Site name')).toHaveValue('re');
    const names = await cards(page).locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name.toLowerCase()).toContain('re');
    }
    expect(names).toContain('React Native');
    expect(names).not.toContain('Redux');
  });

  test('the back button restores the previous filter', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await tagButton(page, showcaseTags.large.label).click();
    await expect(page).toHaveURL(/\?tags=large$/);
    const largeCount = await cards(page).count();
    await tagButton(page, showcaseTags.design.label).click();
    await expect(page).toHaveURL(/\?tags=large&tags=design$/);

    await page.goBack();
    await expect(page).toHaveURL(/\?tags=large$/);
    await expect(tagButton(page, showcaseTags.design.label)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(largeCount);

    await page.goBack();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(cards(page)).toHaveCount(showcaseSites.length);
  });

  test('filters by name, case-insensitively, and says when nothing matches', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await page.getByLabel('Site name').fill('REDUX');
    await expect(page).toHaveURL(/\?name=REDUX$/);
    await expect(cards(page).locator('h3')).toHaveText(['Redux', 'React Redux', 'Redux Toolkit'], {
      useInnerText: true,
      ignoreCase: false,
    });
    await page.getByLabel('Site name').fill('no site has this name');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No site matches these filters.')).toBeVisible();
    await expect(count(page)).toHaveText(`0 sites shown of ${showcaseSites.length}`);
  });

  test('explains how to add a site', async ({page}) => {
    await gotoHydrated(page, '/showcase/');
    await expect(page.getByRole('link', {name: 'Add it to the showcase'})).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/blob/main/website/src/data/users.tsx',
    );
  });
});
