import {describe, expect, it} from 'vitest';
import {docSearchIndexName} from '../../plugins/search/client/storedSearchKeys';
import {migrateLegacyKeys} from '../storageMigrationCore';

/** A Storage backed by a Map, enough for the migration's reads and writes. */
function memoryStorage(initial: Record<string, string>): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const snapshot = (storage: Storage) =>
  Object.fromEntries(
    Array.from({length: storage.length}, (_, i) => storage.key(i)!).map((k) => [k, storage.getItem(k)]),
  );

describe('migrateLegacyKeys', () => {
  it('moves every legacy key the theme and plugins used to the suffixed name', () => {
    const storage = memoryStorage({
      theme: 'dark',
      'docusaurus.announcement.dismiss': 'true',
      'docusaurus.announcement.id': 'announcement-v3.5',
      'docs-preferred-version-default': '3.5.2',
      'docs-preferred-version-community': 'current',
      'docusaurus.pwa.event.appInstalled.fired': 'true',
      unrelated: 'kept',
    });
    const migrated = migrateLegacyKeys(() => storage, '-abc');
    expect(snapshot(storage)).toEqual({
      'theme-abc': 'dark',
      'docusaurus.announcement.dismiss-abc': 'true',
      'docusaurus.announcement.id-abc': 'announcement-v3.5',
      'docs-preferred-version-default-abc': '3.5.2',
      'docs-preferred-version-community-abc': 'current',
      'docusaurus.pwa.event.appInstalled.fired-abc': 'true',
      unrelated: 'kept',
    });
    expect(migrated.get('theme')).toBe('dark');
  });

  it('moves DocSearch recent and favourite searches to the keys of the namespaced index name', () => {
    const recent = '[{"url":"/docs/"}]';
    const storage = memoryStorage({
      __DOCSEARCH_RECENT_SEARCHES__pagefind: recent,
      __DOCSEARCH_FAVORITE_SEARCHES__pagefind: '[]',
      __DOCSEARCH_RECENT_SEARCHES__hosted: 'kept',
    });
    migrateLegacyKeys(() => storage, '-abc');
    expect(snapshot(storage)).toEqual({
      [`__DOCSEARCH_RECENT_SEARCHES__${docSearchIndexName('-abc')}`]: recent,
      [`__DOCSEARCH_FAVORITE_SEARCHES__${docSearchIndexName('-abc')}`]: '[]',
      __DOCSEARCH_RECENT_SEARCHES__hosted: 'kept',
    });
  });

  it('never overwrites a value already stored under the suffixed key', () => {
    const storage = memoryStorage({theme: 'dark', 'theme-abc': 'light'});
    const migrated = migrateLegacyKeys(() => storage, '-abc');
    expect(snapshot(storage)).toEqual({'theme-abc': 'light'});
    expect(migrated.size).toBe(0);
  });

  it('runs once: a second pass finds nothing to move', () => {
    const storage = memoryStorage({theme: 'dark'});
    migrateLegacyKeys(() => storage, '-abc');
    expect(migrateLegacyKeys(() => storage, '-abc').size).toBe(0);
    expect(snapshot(storage)).toEqual({'theme-abc': 'dark'});
  });

  it('does nothing without a namespace', () => {
    const storage = memoryStorage({theme: 'dark'});
    expect(migrateLegacyKeys(() => storage, '').size).toBe(0);
    expect(snapshot(storage)).toEqual({theme: 'dark'});
  });

  it('treats throwing storage as empty', () => {
    const migrated = migrateLegacyKeys(() => {
      throw new DOMException('denied', 'SecurityError');
    }, '-abc');
    expect(migrated.size).toBe(0);
  });
});
