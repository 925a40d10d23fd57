/**
 * The PWA plugin's `swRegister`: registers the service worker with the tier
 * of offline mode this reader gets (./registerSwCore.ts). It keeps the
 * plugin's registration behaviour (the same strategies and breakpoint, the
 * installed-app flag, the reload popup on update) and adds the lite tier:
 * the worker is told `lite: true`, shown the update prompt too, and sent each
 * page the reader opens so it can keep it for offline reading. Unlike the
 * plugin's, a page never lowers the tier of the worker its browser already
 * has (`tierToRegister`): windows of different sizes share one worker, and
 * a page shown in a frame registers nothing.
 *
 * This module is in every page's first load, so it holds what must run at
 * load: choosing the tier, registering, and listening for what comes later.
 * What answers those events (an update waiting, an app install, a lite
 * worker's page visits) is ./workerEvents.ts, fetched when one happens.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Location} from 'history';
import {
  maxMobileWidth,
  offlineTier,
  tierToRegister,
  workerParams,
  workerUrl,
  type ActivationStrategy,
  type OfflineTier,
} from './registerSwCore';
import {appInstalledFlag} from './appInstalledFlag';

// Set by the PWA plugin (EnvironmentPlugin) in the client bundle.
const serviceWorkerUrl = process.env.PWA_SERVICE_WORKER_URL as unknown as string;
const strategies = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as ActivationStrategy[];
const debug = !!(process.env.PWA_DEBUG as unknown);

let tier: OfflineTier = 'none';

function log(message: string, details?: unknown): void {
  if (debug) {
    console.log(`[offline] ${message}`, details ?? '');
  }
}

/** The handlers of what happens after registration; the name is workerEventsChunkName (../index.ts). */
function workerEvents() {
  return import(/* webpackChunkName: "offline-events" */ './workerEvents');
}

async function isAppInstalled(): Promise<boolean> {
  if (appInstalledFlag.get() === 'true') {
    return true;
  }
  const relatedApps = (navigator as {getInstalledRelatedApps?: () => Promise<{platform: string}[]>})
    .getInstalledRelatedApps;
  try {
    return !!relatedApps && (await relatedApps.call(navigator)).some((app) => app.platform === 'webapp');
  } catch {
    // Not allowed in an iframe, for one.
    return false;
  }
}

const strategyChecks: Record<ActivationStrategy, () => boolean | Promise<boolean>> = {
  always: () => true,
  mobile: () => window.innerWidth <= maxMobileWidth,
  saveData: () => !!(navigator as {connection?: {saveData?: boolean}}).connection?.saveData,
  appInstalled: isAppInstalled,
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

async function activeStrategies(): Promise<ActivationStrategy[]> {
  const active = await Promise.all(
    strategies.map(async (strategy) => ((await strategyChecks[strategy]()) ? strategy : null)),
  );
  return active.filter((strategy): strategy is ActivationStrategy => strategy !== null);
}

function onWaiting(worker: ServiceWorker): void {
  void workerEvents().then((events) => events.onWaiting(worker, tier, log));
}

/** A lite worker keeps each page the reader opens, with the scripts and styles it used. */
async function sendVisit(): Promise<void> {
  if (tier === 'lite') {
    await (await workerEvents()).sendVisit();
  }
}

/** Script URLs of the workers this page's registration already has, newest first. */
async function registeredWorkerUrls(): Promise<string[]> {
  const registration = await navigator.serviceWorker.getRegistration();
  return [registration?.installing, registration?.waiting, registration?.active].flatMap((worker) =>
    worker ? [worker.scriptURL] : [],
  );
}

async function register(): Promise<void> {
  tier = tierToRegister(offlineTier(await activeStrategies()), await registeredWorkerUrls());
  const url = workerUrl(serviceWorkerUrl, workerParams(tier, debug));
  log(`offline tier: ${tier}`, url);
  const registration = await navigator.serviceWorker.register(url);
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      // Installed while another worker is active: it waits for this page to let it take over.
      if (worker.state === 'installed' && registration.waiting === worker && registration.active) {
        onWaiting(worker);
      }
    });
  };
  if (registration.waiting && registration.active) {
    // Left waiting by an earlier visit in which the reader did not reload.
    onWaiting(registration.waiting);
  }
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  await sendVisit();
}

/** The plugin's handling of app installs (./workerEvents.ts): the new tier needs a new worker. */
function listenToInstallEvents(): void {
  window.addEventListener('appinstalled', () => void workerEvents().then((events) => events.onAppInstalled()));
  window.addEventListener('beforeinstallprompt', () => {
    // Offered again while the flag says installed: the app was uninstalled. Chromium offers it on
    // most visits, so the handler loads only then.
    if (appInstalledFlag.get()) {
      void workerEvents().then((events) => events.onUninstalled());
    }
  });
}

// Only a top-level window registers: a page framed in another (even of this site) says nothing of
// the reader's screen, and its registration would race the top window's with another tier.
if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && window.self === window.top) {
  listenToInstallEvents();
  // After the page's own load, so the worker's downloads never compete with it.
  const start = () =>
    void register().catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, {once: true});
  }
}

/** Client-side navigations: the lite worker stores each page the reader opens. */
export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (previousLocation && location.pathname !== previousLocation.pathname) {
    void sendVisit().catch(() => undefined);
  }
}
