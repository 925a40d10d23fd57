import {
  favoriteSearchesKeyPrefix,
  legacyIndexName,
  recentSearchesKeyPrefix,
} from '../plugins/search/client/storedSearchKeys';

/** Keys the theme and plugins stored without a site suffix before namespacing. */
export const legacyKeys: readonly string[] = [
  'theme',
  'docusaurus.announcement.dismiss',
  'docusaurus.announcement.id',
  'docusaurus.pwa.event.appInstalled.fired',
  // DocSearch's lists, keyed by the index name it was given: the plain
  // "pagefind" before the site's suffix was added to it (see docSearchIndexName).
  `${recentSearchesKeyPrefix}${legacyIndexName}`,
  `${favoriteSearchesKeyPrefix}${legacyIndexName}`,
];

/** Preferred docs versions are stored per docs plugin instance. */
const legacyKeyPrefixes: readonly string[] = ['docs-preferred-version-'];

function isLegacyKey(key: string, namespace: string): boolean {
  if (key.endsWith(namespace)) {
    return false;
  }
  return legacyKeys.includes(key) || legacyKeyPrefixes.some((prefix) => key.startsWith(prefix));
}

/**
 * Moves each legacy key to `key + namespace` unless the suffixed key already
 * holds a value (a newer choice wins), then removes the legacy key so the move
 * happens once. Returns the values that were moved, by legacy key.
 *
 * Storage access may throw (privacy modes, sandboxed iframes): then nothing is
 * migrated and the site carries on with empty storage.
 */
export function migrateLegacyKeys(getStorage: () => Storage, namespace: string): Map<string, string> {
  const migrated = new Map<string, string>();
  if (!namespace) {
    return migrated;
  }
  try {
    const storage = getStorage();
    const keys = Array.from({length: storage.length}, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && isLegacyKey(key, namespace),
    );
    for (const key of keys) {
      const value = storage.getItem(key);
      const target = `${key}${namespace}`;
      if (value !== null && storage.getItem(target) === null) {
        storage.setItem(target, value);
        migrated.set(key, value);
      }
      storage.removeItem(key);
    }
  } catch {
    // Unavailable storage is already reported once by the theme's storage utilities.
  }
  return migrated;
}
