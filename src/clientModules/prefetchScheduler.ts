/**
 * Link prefetching in idle slices after the page has loaded
 * (./prefetchSchedulerCore.ts says why). Core assigns `window.docusaurus` in
 * its client entry, after the client modules have run, so the swap waits for
 * the first `onRouteDidUpdate`: it runs in the hydration's commit, before the
 * browser delivers any IntersectionObserver callback of the links. Hover and
 * touch still preload a route at once (`window.docusaurus.preload`), and so
 * does a navigation.
 */
import type {ClientModule} from '@docusaurus/types';
import {defaultSliceBudgetMs, deferredPrefetch, type IdleScheduler} from './prefetchSchedulerCore';

/** Idle callbacks once the page has loaded; a stand-in slice where the browser has none (Safari). */
const afterLoadWhenIdle: IdleScheduler = (task) => {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      // The timeout keeps a busy page from putting its prefetches off for good.
      window.requestIdleCallback(task, {timeout: 2000});
    } else {
      window.setTimeout(() => task({timeRemaining: () => defaultSliceBudgetMs}), 50);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, {once: true});
  }
};

let installed = false;

const prefetchScheduler: ClientModule = {
  onRouteDidUpdate() {
    if (installed || !window.docusaurus) {
      return;
    }
    installed = true;
    const framework = window.docusaurus;
    window.docusaurus = Object.freeze({
      ...framework,
      prefetch: deferredPrefetch(framework.prefetch, afterLoadWhenIdle, {
        sliceBudgetMs: defaultSliceBudgetMs,
        now: () => performance.now(),
      }),
    });
  },
};

export default prefetchScheduler;
