import type {PagefindApi, PagefindModule} from './pagefindTypes';
import {bundleDirectory, versionBundleWeight} from '../bundles';

let loadingModule: Promise<PagefindModule> | undefined;
const loadingInstances = new Map<string, Promise<PagefindApi>>();

/** Words per excerpt: long enough to judge a hit, short enough for one line or two. */
const excerptLength = 24;

function loadModule(indexBaseUrl: string): Promise<PagefindModule> {
  if (!loadingModule) {
    loadingModule = import(/* webpackIgnore: true */ `${indexBaseUrl}pagefind.js`) as Promise<PagefindModule>;
    loadingModule.catch(() => {
      loadingModule = undefined;
    });
  }
  return loadingModule;
}

/**
 * The index for searches that need these version bundles (../bundles.ts):
 * one Pagefind instance on the root bundle with the version bundles merged
 * in, created once per set of bundles. Each instance loads only the words
 * and pages of its bundles; the script and WebAssembly are shared.
 *
 * A failed load is forgotten so that the next keystroke tries again (back
 * online, for instance). An instance whose merge failed is dropped whole:
 * Pagefind keeps a merged bundle that failed to load and would fail every
 * later search.
 */
export function loadPagefind(indexBaseUrl: string, versionBundles: readonly string[] = []): Promise<PagefindApi> {
  const bundles = [...new Set(versionBundles)].sort();
  const key = `${indexBaseUrl}|${bundles.join(',')}`;
  let loading = loadingInstances.get(key);
  if (!loading) {
    loading = loadModule(indexBaseUrl).then(async (pagefind) => {
      // Main thread only: one script to fetch instead of two, and searches are small.
      const instance = pagefind.createInstance({basePath: indexBaseUrl, noWorker: true, excerptLength});
      try {
        await instance.init();
        // Resolves once the root bundle is loaded and rejects if it cannot be: mergeIndex
        // would instead wait forever for a root bundle that failed. It loads only the
        // filter lists, which the first (filtered) search needs anyway.
        await instance.filters();
        for (const bundle of bundles) {
          await instance.mergeIndex(`${indexBaseUrl}${bundleDirectory(bundle)}`, {
            excerptLength,
            indexWeight: versionBundleWeight,
          });
        }
      } catch (error) {
        void instance.destroy?.();
        throw error;
      }
      return instance;
    });
    loadingInstances.set(key, loading);
    loading.catch(() => {
      loadingInstances.delete(key);
    });
  }
  return loading;
}
