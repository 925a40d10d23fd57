/**
 * What ./registerSw.ts does after registration, loaded on demand (the
 * `offline-events` chunk): when a new worker is installed and waiting (an
 * update: the reload popup, or a worker that stores nothing takes over), when
 * the reader installs or uninstalls the app, and, for a lite worker only,
 * telling it each page the reader opens. A first visit with no update and no
 * lite tier fetches none of it.
 */
import {appInstalledFlag} from './appInstalledFlag';
import {loadedAssets, onWorkerWaiting} from './workerEventsCore';
import type {OfflineTier} from './registerSwCore';
import {visitMessageType} from '../sw/offlineWorkerCore.mjs';

async function showReloadPopup(worker: ServiceWorker): Promise<void> {
  const [{default: ReloadPopup}, {createRoot}, React] = await Promise.all([
    import('@theme/PwaReloadPopup'),
    import('react-dom/client'),
    import('react'),
  ]);
  const container = document.getElementById('pwa-popup-container') ?? document.createElement('div');
  container.id = 'pwa-popup-container';
  document.body.appendChild(container);
  createRoot(container).render(
    React.createElement(ReloadPopup, {
      onReload() {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
        worker.postMessage({type: 'SKIP_WAITING'});
      },
    }),
  );
}

/** A new worker is installed and waits for this page to let it take over. */
export function onWaiting(worker: ServiceWorker, tier: OfflineTier, log: (message: string) => void): void {
  const action = onWorkerWaiting(tier);
  log(`a new worker is waiting: ${action}`);
  if (action === 'activate') {
    worker.postMessage({type: 'SKIP_WAITING'});
  } else {
    void showReloadPopup(worker);
  }
}

/** Tells a lite worker which page the reader opened and which scripts and styles it used. */
export async function sendVisit(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const prefetched = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
  );
  registration.active?.postMessage({
    type: visitMessageType,
    path: window.location.pathname,
    assets: loadedAssets(
      performance.getEntriesByType('resource') as PerformanceResourceTiming[],
      prefetched,
      window.location.origin,
      new URL(registration.scope).pathname,
    ),
  });
}

/** The plugin's handling of app installs: the new tier needs a new worker, and the old one's files go. */
async function clearRegistrations(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}

export function onAppInstalled(): void {
  appInstalledFlag.set('true');
  void clearRegistrations();
}

/** Offered again while the flag says installed: the app was uninstalled. */
export function onUninstalled(): void {
  appInstalledFlag.del();
  void clearRegistrations();
}
