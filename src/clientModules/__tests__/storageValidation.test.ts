import {describe, expect, it} from 'vitest';
import {holdsAnyKey, maxStoredValueLength, siteStorageRules, validateStorage} from '../storageValidationCore';
import {storedSearchesRules} from '../../plugins/search/client/storedSearches';
import {storedSearchesKeys} from '../../plugins/search/client/storedSearchKeys';

/** A Storage backed by a Map, enough for the validation's reads and writes. */
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

const ns = '-abc';
const facts = {docsVersions: {default: ['current', '3.6.1', '3.5.2'], community: ['current']}};
const rules = siteStorageRules(ns, facts);

/** What a page does when the reader has stored searches: the boot rules, then DocSearch's lists' own. */
function validateLocal(storage: Storage): string[] {
  return [
    ...validateStorage(() => storage, rules.local, ns),
    ...validateStorage(() => storage, storedSearchesRules(ns), ns),
  ];
}

/** Every key the site writes to localStorage, with a value it would write. */
const goodLocal = {
  [`theme${ns}`]: 'dark',
  [`docusaurus.announcement.dismiss${ns}`]: 'true',
  [`docusaurus.announcement.id${ns}`]: 'announcement-v3.6',
  [`docusaurus.pwa.event.appInstalled.fired${ns}`]: 'true',
  [`docusaurus.playground.choice${ns}`]: 'codesandbox',
  [`docs-preferred-version-default${ns}`]: '3.5.2',
  [`docs-preferred-version-community${ns}`]: 'current',
  [`docusaurus.tab.package-manager${ns}`]: 'yarn',
  [`__DOCSEARCH_RECENT_SEARCHES__pagefind${ns}`]: JSON.stringify([
    {
      objectID: '/docs/installation/',
      url: '/docs/installation/',
      url_without_anchor: '/docs/installation/',
      anchor: null,
      type: 'lvl1',
      content: 'Install it',
      hierarchy: {lvl0: 'Docs', lvl1: 'Installation', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    },
  ]),
  [`__DOCSEARCH_FAVORITE_SEARCHES__pagefind${ns}`]: JSON.stringify([
    {
      objectID: '/blog/',
      url: '/blog/',
      url_without_anchor: '/blog/',
      anchor: null,
      type: 'lvl1',
      content: null,
      hierarchy: {lvl0: 'Blog', lvl1: 'Blog', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    },
  ]),
};

const garbage: Record<string, string> = {
  'a garbage string': 'garbage',
  'an empty object': '{}',
  null: 'null',
  'an empty string': '',
  'an array of wrong shapes': '[{"objectID":1},[],null,"x"]',
  markup: '<img src=x onerror=window.__pwned=1>',
  'a control character': 'dark\u0000',
  'a huge value': 'x'.repeat(maxStoredValueLength + 1),
};

describe('validateStorage', () => {
  it('keeps every value the site itself writes', () => {
    const storage = memoryStorage({...goodLocal, unrelated: 'garbage'});
    expect(validateLocal(storage)).toEqual([]);
    expect(snapshot(storage)).toEqual({...goodLocal, unrelated: 'garbage'});
  });

  /** Free identifiers, compared by equality where they are read: a word is a valid value for them. */
  const freeFormKeys = [`docusaurus.announcement.id${ns}`, `docusaurus.tab.package-manager${ns}`];

  for (const [kind, value] of Object.entries(garbage)) {
    const wordLike = /^[a-z]{1,100}$/.test(value);
    it(`removes ${kind} from every key the site reads${wordLike ? ' with a closed set of values' : ''}, and leaves other keys alone`, () => {
      const corrupt = Object.fromEntries(Object.keys(goodLocal).map((key) => [key, value]));
      const storage = memoryStorage({...corrupt, unrelated: value, [`theme-other-site`]: value});
      const changed = validateLocal(storage);
      const kept = wordLike ? Object.fromEntries(freeFormKeys.map((key) => [key, value])) : {};
      expect(snapshot(storage)).toEqual({...kept, unrelated: value, 'theme-other-site': value});
      expect(changed.sort()).toEqual(
        Object.keys(goodLocal)
          .filter((key) => !(key in kept))
          .sort(),
      );
    });
  }

  it('drops a preferred version the site does not have, or of a docs instance it does not have', () => {
    const storage = memoryStorage({
      [`docs-preferred-version-default${ns}`]: '2.0.0',
      [`docs-preferred-version-community${ns}`]: 'current',
      [`docs-preferred-version-removed${ns}`]: 'current',
    });
    validateStorage(() => storage, rules.local, ns);
    expect(snapshot(storage)).toEqual({[`docs-preferred-version-community${ns}`]: 'current'});
  });

  it('keeps the good entries of a recent-searches list and escapes their text', () => {
    const key = `__DOCSEARCH_RECENT_SEARCHES__pagefind${ns}`;
    const [entry] = JSON.parse(goodLocal[key]!);
    const storage = memoryStorage({
      [key]: JSON.stringify([{...entry, hierarchy: {...entry.hierarchy, lvl1: '<img src=x onerror=1>'}}, 7]),
    });
    expect(validateLocal(storage)).toEqual([key]);
    const [kept, ...rest] = JSON.parse(storage.getItem(key)!);
    expect(rest).toEqual([]);
    expect(kept.hierarchy.lvl1).toBe('&lt;img src=x onerror=1&gt;');
  });

  it('checks the legacy (un-namespaced) DocSearch keys too', () => {
    const storage = memoryStorage({__DOCSEARCH_RECENT_SEARCHES__pagefind: '{}'});
    validateLocal(storage);
    expect(snapshot(storage)).toEqual({});
  });

  it("leaves DocSearch's lists to their own rules, which a page loads only when one of their keys holds something", () => {
    const lists = Object.fromEntries(storedSearchesKeys(ns).map((key) => [key, 'garbage']));
    const storage = memoryStorage({...lists, [`theme${ns}`]: 'dark'});
    expect(validateStorage(() => storage, rules.local, ns)).toEqual([]);
    expect(holdsAnyKey(() => storage, storedSearchesKeys(ns))).toBe(true);
    for (const key of storedSearchesKeys(ns)) {
      const one = memoryStorage({[key]: '[]', [`theme${ns}`]: 'dark'});
      expect(
        holdsAnyKey(() => one, storedSearchesKeys(ns)),
        key,
      ).toBe(true);
    }
    expect(holdsAnyKey(() => memoryStorage({[`theme${ns}`]: 'dark'}), storedSearchesKeys(ns))).toBe(false);
    expect(
      holdsAnyKey(() => {
        throw new DOMException('denied', 'SecurityError');
      }, storedSearchesKeys(ns)),
    ).toBe(false);
  });

  it('validates the colour generator choice in session storage', () => {
    const key = `docusaurus.colorGenerator${ns}`;
    const good = memoryStorage({[key]: '{"light":"#2e8555","dark":"#25c2a0"}'});
    validateStorage(() => good, rules.session, ns);
    expect(good.getItem(key)).not.toBeNull();
    for (const value of ['garbage', 'null', '[]', '"x"', `{"x":"${'a'.repeat(2000)}"}`]) {
      const bad = memoryStorage({[key]: value});
      validateStorage(() => bad, rules.session, ns);
      expect(bad.getItem(key), value).toBeNull();
    }
  });

  it('accepts tab values with spaces, but not on several lines or with markup', () => {
    const storage = memoryStorage({
      [`docusaurus.tab.os${ns}`]: 'Windows 11',
      [`docusaurus.tab.pm${ns}`]: 'npm\nyarn',
      [`docusaurus.tab.x${ns}`]: '<b>',
    });
    validateStorage(() => storage, rules.local, ns);
    expect(snapshot(storage)).toEqual({[`docusaurus.tab.os${ns}`]: 'Windows 11'});
  });

  it('leaves storage alone when it throws, and reports nothing', () => {
    expect(
      validateStorage(
        () => {
          throw new DOMException('denied', 'SecurityError');
        },
        rules.local,
        ns,
      ),
    ).toEqual([]);
  });

  it('works without a namespace', () => {
    const plain = siteStorageRules('', facts);
    const storage = memoryStorage({theme: 'garbage', 'docs-preferred-version-default': '{}', other: 'x'});
    validateStorage(() => storage, plain.local, '');
    expect(snapshot(storage)).toEqual({other: 'x'});
  });
});
