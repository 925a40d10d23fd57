import {expect, type Locator, type Page} from '@playwright/test';

/** The docs sidebar column (desktop layout). */
export function docsSidebar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Docs sidebar'});
}

export function mainNavbar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

/** The navbar's docs version dropdown, found by the label of the version it shows (its toggle has the button role). */
export function versionDropdown(page: Page, currentLabel: string): Locator {
  return mainNavbar(page)
    .locator('.navbar__item.dropdown')
    .filter({has: page.getByRole('button', {name: currentLabel, exact: true})});
}

/** Opens the version dropdown (it opens on hover) and picks a version. */
export async function chooseVersion(page: Page, currentLabel: string, targetLabel: string): Promise<void> {
  const dropdown = versionDropdown(page, currentLabel);
  await dropdown.hover();
  const item = dropdown.locator('.dropdown__menu').getByRole('link', {name: targetLabel, exact: true});
  await expect(item).toBeVisible();
  await item.click();
}
