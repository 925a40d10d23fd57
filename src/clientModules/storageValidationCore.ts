/**
 * Browser storage is input: another app on the origin, an extension, an old
 * release or a reader's devtools can leave anything under our keys. Each key
 * the site (theme, plugins, our components, DocSearch) reads gets a rule here;
 * a value a rule rejects is removed before anything reads it, so the reader
 * gets the default instead of a crash that survives every reload.
 */
import {playgroundChoiceStorageKey, playgroundIds} from '../data/playgroundChoice';

/** Returns the value to keep (possibly rewritten), or `null` to remove the key. */
export type StoredValueRule = (value: string) => string | null;

export interface StorageRules {
  /** Rules by full key (already namespaced). */
  exact: ReadonlyMap<string, StoredValueRule>;
  /** Rules for key families (`docs-preferred-version-<pluginId>`), by prefix; the key must end with the namespace. */
  prefixed: readonly {prefix: string; rule: StoredValueRule}[];
}

/** No value the site stores comes near this; a bigger one is dropped unread. */
export const maxStoredValueLength = 64 * 1024;

const oneOf =
  (...allowed: string[]): StoredValueRule =>
  (value) =>
    allowed.includes(value) ? value : null;

/** An identifier-like string: version names, tab values, announcement and playground ids. */
const token =
  (maxLength: number): StoredValueRule =>
  (value) =>
    value.length > 0 && value.length <= maxLength && /^[\p{L}\p{N}._:@/+-]+$/u.test(value) ? value : null;

/** A label-like value: tab values are whatever a page's `<TabItem value>` says, spaces included. */
const label =
  (maxLength: number): StoredValueRule =>
  (value) =>
    value.length > 0 && value.length <= maxLength && /^[\p{L}\p{N} ._:@/+#()-]+$/u.test(value) ? value : null;

/** A JSON object (not an array, not null) of at most `maxLength` characters. */
const jsonObject =
  (maxLength: number): StoredValueRule =>
  (value) => {
    if (value.length > maxLength) {
      return null;
    }
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? value : null;
    } catch {
      return null;
    }
  };

/** What the site knows at boot that rules depend on. */
export interface SiteFacts {
  /** Version names per docs plugin instance, from the docs plugins' global data. */
  docsVersions: Record<string, readonly string[]>;
}

/**
 * The rules for localStorage (the site's storage type) and for sessionStorage.
 * Values with a closed set (colour mode, flags, versions, playgrounds) must be
 * in it; free identifiers (announcement id, tab values) must look like one.
 * DocSearch's recent and favourite searches have their own rules
 * (`storedSearchesRules` of plugins/search/client/storedSearches.ts), loaded
 * only when one of their keys holds something (`holdsAnyKey`).
 */
export function siteStorageRules(namespace: string, facts: SiteFacts): {local: StorageRules; session: StorageRules} {
  const key = (name: string) => `${name}${namespace}`;
  const local = new Map<string, StoredValueRule>([
    [key('theme'), oneOf('light', 'dark')],
    [key('docusaurus.announcement.dismiss'), oneOf('true', 'false')],
    // Compared with the configured id; an old id is a legitimate value.
    [key('docusaurus.announcement.id'), token(200)],
    [key('docusaurus.pwa.event.appInstalled.fired'), oneOf('true')],
    [key(playgroundChoiceStorageKey), oneOf(...playgroundIds)],
    ...Object.entries(facts.docsVersions).map(([pluginId, versions]): [string, StoredValueRule] => [
      key(`docs-preferred-version-${pluginId}`),
      oneOf(...versions),
    ]),
  ]);
  const prefixed = [
    // A docs instance that no longer exists: nothing valid can be stored for it.
    {prefix: 'docs-preferred-version-', rule: () => null},
    // Tab values are per page (`<TabItem value>`); the theme checks the value against the tabs it renders.
    {prefix: 'docusaurus.tab.', rule: label(200)},
  ];
  const session = new Map<string, StoredValueRule>([
    // src/components/ColorGenerator: {"light":"#hex","dark":"#hex"}, each colour checked where it is read.
    [key('docusaurus.colorGenerator'), jsonObject(1000)],
  ]);
  return {local: {exact: local, prefixed}, session: {exact: session, prefixed: []}};
}

function ruleFor(key: string, rules: StorageRules, namespace: string): StoredValueRule | undefined {
  return (
    rules.exact.get(key) ??
    (key.endsWith(namespace) ? rules.prefixed.find(({prefix}) => key.startsWith(prefix))?.rule : undefined)
  );
}

/**
 * Applies the rules to every matching key: removes rejected values, writes
 * back rewritten ones, leaves other keys alone. Returns the keys it removed
 * or rewrote. Storage that throws (privacy modes, sandboxed frames) is left
 * as it is: the theme's storage utilities already fall back to no storage.
 */
export function validateStorage(getStorage: () => Storage, rules: StorageRules, namespace: string): string[] {
  const changed: string[] = [];
  try {
    const storage = getStorage();
    const keys = Array.from({length: storage.length}, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keys) {
      const rule = ruleFor(key, rules, namespace);
      const value = rule ? storage.getItem(key) : null;
      if (!rule || value === null) {
        continue;
      }
      let kept: string | null = null;
      try {
        kept = value.length > maxStoredValueLength ? null : rule(value);
      } catch {
        kept = null;
      }
      if (kept === null) {
        storage.removeItem(key);
        changed.push(key);
      } else if (kept !== value) {
        storage.setItem(key, kept);
        changed.push(key);
      }
    }
  } catch {
    // See above: unavailable storage is not ours to report.
  }
  return changed;
}

/** Whether any of the keys holds a value; storage that throws holds nothing. */
export function holdsAnyKey(getStorage: () => Storage, keys: readonly string[]): boolean {
  try {
    const storage = getStorage();
    return keys.some((key) => storage.getItem(key) !== null);
  } catch {
    return false;
  }
}
