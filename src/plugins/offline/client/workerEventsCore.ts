/**
 * What a page decides once its service worker is registered, pure, for
 * ./workerEvents.ts: that module loads when a new worker waits, when the
 * reader installs the app, or when the worker is a lite one, so none of this
 * is in a first load that has no use for it.
 */
import type {OfflineTier} from './registerSwCore';

/**
 * What to do when a new worker (a new deployment, or other params) is
 * installed and waiting: a worker that serves stored files must not take over
 * a page that loaded another deployment's scripts, so the reader is asked to
 * reload (the plugin's popup); a worker that stores nothing takes over at once.
 */
export function onWorkerWaiting(tier: OfflineTier): 'ask-to-reload' | 'activate' {
  return tier === 'none' ? 'activate' : 'ask-to-reload';
}

/**
 * Same-origin scripts and stylesheets a page loaded, from its resource timing
 * entries: the lite worker stores them with the first page, which loaded
 * before the worker existed (and whose later client-side navigations do not
 * go through it). A script counts once a `<script>` loaded it; a stylesheet
 * unless it was only prefetched (`<link rel=prefetch>`, which Docusaurus adds
 * for links in view: pages not visited).
 */
export function loadedAssets(
  entries: readonly {name: string; initiatorType: string}[],
  prefetched: ReadonlySet<string>,
  origin: string,
  baseUrl: string,
): string[] {
  const isSiteAsset = (name: string, extension: RegExp) => {
    try {
      const url = new URL(name);
      return url.origin === origin && url.pathname.startsWith(`${baseUrl}assets/`) && extension.test(url.pathname);
    } catch {
      return false;
    }
  };
  return [
    ...new Set(
      entries
        .filter(
          (entry) =>
            (entry.initiatorType === 'script' && isSiteAsset(entry.name, /\.js$/)) ||
            (entry.initiatorType === 'link' && !prefetched.has(entry.name) && isSiteAsset(entry.name, /\.css$/)),
        )
        .map((entry) => entry.name),
    ),
  ];
}
