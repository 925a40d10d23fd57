import type {PagefindApi} from './pagefindTypes';

let loading: Promise<PagefindApi> | undefined;

/** Words per excerpt: long enough to judge a hit, short enough for one line or two. */
const excerptLength = 24;

/**
 * Loads the index's script once, on first use. A failed load is forgotten so
 * that the next keystroke tries again (back online, for instance).
 */
export function loadPagefind(indexBaseUrl: string): Promise<PagefindApi> {
  if (!loading) {
    const scriptUrl = `${indexBaseUrl}pagefind.js`;
    loading = import(/* webpackIgnore: true */ scriptUrl).then(async (pagefind: PagefindApi) => {
      // Main thread only: one script to fetch instead of two, and searches are small.
      await pagefind.options({basePath: indexBaseUrl, noWorker: true, excerptLength});
      await pagefind.init?.();
      return pagefind;
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
