import {describe, expect, it} from 'vitest';
import {bridgeNamespacedStorageEvents} from '../colorModeSyncCore';

/** Node has EventTarget but no StorageEvent; a minimal one carries the fields we copy. */
class FakeStorageEvent extends Event {
  key: string | null;
  newValue: string | null;
  oldValue: string | null;
  url = '';
  storageArea = null;
  constructor(type: string, init: {key?: string | null; newValue?: string | null; oldValue?: string | null}) {
    super(type);
    this.key = init.key ?? null;
    this.newValue = init.newValue ?? null;
    this.oldValue = init.oldValue ?? null;
  }
}
(globalThis as Record<string, unknown>).StorageEvent = FakeStorageEvent;

function listen(target: EventTarget) {
  const seen: Array<string | null> = [];
  target.addEventListener('storage', (event) => seen.push((event as unknown as FakeStorageEvent).key));
  return seen;
}

describe('bridgeNamespacedStorageEvents', () => {
  it('re-announces a change of the namespaced key under the plain key', () => {
    const target = new EventTarget() as unknown as Window;
    const seen = listen(target);
    bridgeNamespacedStorageEvents(target, 'theme', '-abc');
    target.dispatchEvent(new FakeStorageEvent('storage', {key: 'theme-abc', newValue: 'dark'}) as unknown as Event);
    expect(seen).toEqual(['theme-abc', 'theme']);
  });

  it('ignores other keys, including the plain one (no echo loop)', () => {
    const target = new EventTarget() as unknown as Window;
    const seen = listen(target);
    bridgeNamespacedStorageEvents(target, 'theme', '-abc');
    target.dispatchEvent(new FakeStorageEvent('storage', {key: 'theme'}) as unknown as Event);
    target.dispatchEvent(new FakeStorageEvent('storage', {key: 'docusaurus.announcement.id-abc'}) as unknown as Event);
    expect(seen).toEqual(['theme', 'docusaurus.announcement.id-abc']);
  });

  it('stops when disposed', () => {
    const target = new EventTarget() as unknown as Window;
    const seen = listen(target);
    const dispose = bridgeNamespacedStorageEvents(target, 'theme', '-abc');
    dispose();
    target.dispatchEvent(new FakeStorageEvent('storage', {key: 'theme-abc'}) as unknown as Event);
    expect(seen).toEqual(['theme-abc']);
  });
});
