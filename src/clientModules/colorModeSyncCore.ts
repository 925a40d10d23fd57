/**
 * When a storage event arrives for `key + namespace`, dispatches a copy of it
 * under the bare `key`. Returns a function that removes the listener.
 */
export function bridgeNamespacedStorageEvents(target: Window, key: string, namespace: string): () => void {
  const namespacedKey = `${key}${namespace}`;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== namespacedKey) {
      return;
    }
    target.dispatchEvent(
      new StorageEvent('storage', {
        key,
        oldValue: event.oldValue,
        newValue: event.newValue,
        url: event.url,
        storageArea: event.storageArea,
      }),
    );
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
