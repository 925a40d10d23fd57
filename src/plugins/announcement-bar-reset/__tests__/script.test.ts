import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {announcementResetScript} from '../script';

const attribute = 'data-announcement-bar-initially-dismissed';

/** Runs the inline script against a minimal window with the given stored values. */
function run(stored: Record<string, string>, options = {namespace: '-abc', announcementId: 'v3.6'}) {
  const attributes = new Map<string, string>([[attribute, 'true']]);
  const window = {
    localStorage: {getItem: (key: string) => stored[key] ?? null},
  };
  const document = {
    documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)},
  };
  runInNewContext(announcementResetScript({storageType: 'localStorage', ...options}), {window, document});
  return attributes.get(attribute);
}

describe('announcementResetScript', () => {
  it('reveals the bar when the reader dismissed an older announcement', () => {
    expect(run({'docusaurus.announcement.id-abc': 'v3.5'})).toBe('false');
  });

  it('keeps the bar hidden when the current announcement was dismissed', () => {
    expect(run({'docusaurus.announcement.id-abc': 'v3.6'})).toBe('true');
  });

  it('reads the namespaced key, not the legacy one', () => {
    expect(run({'docusaurus.announcement.id': 'v3.6', 'docusaurus.announcement.id-abc': 'v3.5'})).toBe('false');
  });

  it('leaves the page alone when storage throws', () => {
    const attributes = new Map<string, string>([[attribute, 'true']]);
    const window = {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    };
    const document = {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}};
    const script = announcementResetScript({storageType: 'localStorage', namespace: '', announcementId: 'x'});
    expect(() => runInNewContext(script, {window, document})).not.toThrow();
    expect(attributes.get(attribute)).toBe('true');
  });

  it('escapes ids so they cannot break out of the script', () => {
    const script = announcementResetScript({
      storageType: 'localStorage',
      namespace: '',
      announcementId: `'); alert(1); ('`,
    });
    expect(() => new Function(script)).not.toThrow();
  });
});
