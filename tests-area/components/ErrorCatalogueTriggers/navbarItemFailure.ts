import {useSyncExternalStore} from 'react';

/**
 * A browser-only switch that makes the test-only navbar item throw while it
 * renders. Module state on purpose: it starts off on every page load, is never
 * on during the static build, and a reload turns it off again.
 */
let failureRequested = false;
const listeners = new Set<() => void>();

export function requestNavbarItemFailure(): void {
  failureRequested = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavbarItemFailureRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failureRequested,
    () => false,
  );
}
