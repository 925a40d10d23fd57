/**
 * How much offline a reader gets, decided from the PWA plugin's activation
 * strategies (`offlineModeActivationStrategies` in config/plugins.ts) that
 * apply to this page load. Pure, for ./registerSw.ts.
 *
 * The plugin's own registration turns any active strategy into one boolean,
 * `offlineMode`, and the worker then precaches the whole manifest: a phone
 * reader who opened one page got the whole site. Here the strategies that
 * say the reader asked for offline use (installed app, standalone window,
 * `?offlineMode=true`) keep that; the ones that only describe the device
 * (`mobile`, `saveData`) get the lite tier instead. What only an update or
 * the lite tier needs is in ./workerEventsCore.ts, loaded when it is needed.
 */

export type ActivationStrategy = 'appInstalled' | 'queryString' | 'standalone' | 'mobile' | 'saveData' | 'always';

export type OfflineTier = 'full' | 'lite' | 'none';

/** Strategies that describe the device, not a wish to read offline. */
export const liteStrategies: readonly ActivationStrategy[] = ['mobile', 'saveData'];

export function offlineTier(activeStrategies: readonly ActivationStrategy[]): OfflineTier {
  if (activeStrategies.some((strategy) => !liteStrategies.includes(strategy))) {
    return 'full';
  }
  return activeStrategies.length > 0 ? 'lite' : 'none';
}

const tierRank: Record<OfflineTier, number> = {none: 0, lite: 1, full: 2};

/** The tier a worker was registered with, read back from its script URL (`sw.js?params=`); null when the URL is not one of ours. */
export function tierOfWorkerUrl(scriptUrl: string): OfflineTier | null {
  try {
    const params: unknown = JSON.parse(new URL(scriptUrl).searchParams.get('params') ?? 'null');
    if (typeof params !== 'object' || params === null) {
      return null;
    }
    const {lite, offlineMode} = params as {lite?: unknown; offlineMode?: unknown};
    if (lite === true) {
      return 'lite';
    }
    return typeof offlineMode === 'boolean' ? (offlineMode ? 'full' : 'none') : null;
  } catch {
    return null;
  }
}

/**
 * The tier to register from this page. One worker serves every window and
 * frame of the site in a browser, so two windows that disagree (a narrow one
 * and a wide one, a page framed in another) must not take turns replacing it:
 * each replacement re-downloads or deletes the stored files, and a worker
 * replaced while it is starting to handle a navigation can leave that
 * navigation hanging in Chromium. So a page never lowers the tier a worker
 * already has (installing, waiting or active): it registers the higher of
 * the two, which for a lower-tier page is the worker's own URL, a plain
 * update check. The stored files go when the reader clears the site's data.
 */
export function tierToRegister(pageTier: OfflineTier, registeredWorkerUrls: readonly string[]): OfflineTier {
  return registeredWorkerUrls
    .map(tierOfWorkerUrl)
    .reduce<OfflineTier>(
      (highest, tier) => (tier !== null && tierRank[tier] > tierRank[highest] ? tier : highest),
      pageTier,
    );
}

/**
 * The params the worker is registered with (`sw.js?params=`). `offlineMode`
 * keeps the plugin's meaning (precache the manifest and serve from it); `lite`
 * is read by our `swCustom` (../sw/offlineWorker.mjs) and only present when set,
 * so full and no-offline registrations keep the plugin's exact URL.
 */
export interface WorkerParams {
  offlineMode: boolean;
  debug: boolean;
  lite?: true;
}

export function workerParams(tier: OfflineTier, debug: boolean): WorkerParams {
  return tier === 'lite' ? {offlineMode: false, debug, lite: true} : {offlineMode: tier === 'full', debug};
}

export function workerUrl(serviceWorkerUrl: string, params: WorkerParams): string {
  return `${serviceWorkerUrl}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/** The plugin's `mobile` strategy: its breakpoint (the theme's mobile navbar). */
export const maxMobileWidth = 996;
