import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it, vi} from 'vitest';

// The storage utility reads the site's storage settings from a module the build generates.
vi.mock('@generated/site-storage', () => ({default: {type: 'localStorage', namespace: '-abc'}}));

/**
 * The framework's own storage utility (`createStorageSlot` of
 * `@docusaurus/theme-common`), loaded from its file: the package entry point
 * pulls in the whole theme, which only the site bundler can resolve.
 */
async function loadStorageUtils() {
  const themeCommon = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common'));
  return import(pathToFileURL(path.join(themeCommon, 'utils', 'storageUtils.js')).href);
}

describe('browser storage during server rendering', () => {
  it('runs where no window exists, as the static build does', () => {
    expect(typeof window).toBe('undefined');
  });

  it('creating a storage slot is allowed, but every use of it throws', async () => {
    const {createStorageSlot} = await loadStorageUtils();
    const slot = createStorageSlot('theme');
    for (const use of [() => slot.get(), () => slot.set('dark'), () => slot.del(), () => slot.listen(() => {})]) {
      expect(use).toThrow('Illegal storage API usage for storage key "theme-abc".');
    }
    expect(() => slot.get()).toThrow('Please only call storage APIs in effects and event handlers.');
  });

  it('listing the stored keys throws too', async () => {
    const {listStorageKeys} = await loadStorageUtils();
    expect(() => listStorageKeys()).toThrow('Browser storage is not available on Node.js/Docusaurus SSR process.');
  });
});
