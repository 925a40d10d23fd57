/**
 * Docusaurus 3.6.1 renders the first page only after `preload(route)`
 * resolves (core/lib/client/clientEntry.js: `preload(...).then(renderApp)`,
 * no catch). When a chunk of the route fails to load or is corrupt, that
 * promise rejects, nothing ever renders, and the reader is left with server
 * HTML that never hydrates and says nothing. Client-side navigations already
 * reload on such a failure (PendingNavigation); these helpers decide the same
 * for the first load: reload once, and if the page fails again right after,
 * show a failure message instead of reloading in a loop.
 */

/** Webpack and Rspack reject a failed or corrupt chunk with a ChunkLoadError ("Loading chunk 123 failed."). */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') {
    return false;
  }
  const {name, message} = reason as {name?: unknown; message?: unknown};
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/.test(message));
}

/** Where the last automatic reload is remembered (session storage, per tab). */
export interface ReloadMemory {
  get(): string | null;
  set(value: string): void;
}

/** A second failure of the same URL within this time shows the message instead of reloading again. */
export const reloadWindowMs = 60_000;

/**
 * `reload` the first time a URL fails; `show-error` when it already was
 * reloaded for the same reason moments ago, or when the memory is unusable
 * (no storage: a reload could loop forever).
 */
export function decideRecovery(url: string, now: number, memory: ReloadMemory): 'reload' | 'show-error' {
  try {
    const last = JSON.parse(memory.get() ?? 'null') as {url?: unknown; at?: unknown} | null;
    if (
      last &&
      last.url === url &&
      typeof last.at === 'number' &&
      now - last.at >= 0 &&
      now - last.at < reloadWindowMs
    ) {
      return 'show-error';
    }
  } catch {
    // A corrupt memory counts as none.
  }
  try {
    memory.set(JSON.stringify({url, at: now}));
    return memory.get() === null ? 'show-error' : 'reload';
  } catch {
    return 'show-error';
  }
}
