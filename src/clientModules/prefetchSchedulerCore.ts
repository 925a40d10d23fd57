/**
 * Core's `window.docusaurus.prefetch(path)` (what `<Link>` calls when a link
 * comes into view) matches the path against every route and scans every
 * route's chunk names, then appends one `<link rel="prefetch">` per chunk.
 * Each link has its own IntersectionObserver, but the browser delivers their
 * first callbacks together right after hydration, so a page with a sidebar
 * ran some hundred prefetches in a few long tasks (about 120 ms of the doc
 * page's blocking time at 4× CPU). This queues the calls and runs them in
 * short slices of idle time instead: the same chunks are still prefetched,
 * a little later, and never inside a long task.
 */

/** What an idle callback is told: the time left before the browser wants the thread back. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** Runs a task when the browser is idle (`requestIdleCallback` or a stand-in). */
export type IdleScheduler = (task: (deadline: IdleDeadlineLike) => void) => void;

export type Prefetch = (path: string) => false | Promise<void[]>;

export interface SliceOptions {
  /** Stop starting prefetches once a slice has run this long (ms), whatever the idle time left. */
  sliceBudgetMs: number;
  /** A clock in ms (`performance.now`). */
  now: () => number;
}

export const defaultSliceBudgetMs = 8;

/**
 * Returns a prefetch that queues its path and runs `prefetch` for it in a
 * later idle slice; its promise settles with the real prefetch. A path
 * queued twice is prefetched once. Each slice runs at least one prefetch,
 * so the queue always drains, then more while the slice is within budget
 * and the browser still has idle time.
 */
export function deferredPrefetch(prefetch: Prefetch, scheduleIdle: IdleScheduler, options: SliceOptions): Prefetch {
  const queue = new Map<string, {resolve: (result: void[]) => void; promise: Promise<void[]>}>();
  let scheduled = false;

  function runSlice(deadline: IdleDeadlineLike): void {
    scheduled = false;
    const start = options.now();
    for (const [path, waiter] of queue) {
      queue.delete(path);
      const result = prefetch(path);
      if (result === false) {
        waiter.resolve([]);
      } else {
        // Core's prefetch never rejects (failed prefetches are swallowed); be as quiet if it ever does.
        result.then(waiter.resolve, () => waiter.resolve([]));
      }
      if (options.now() - start >= options.sliceBudgetMs || deadline.timeRemaining() <= 0) {
        break;
      }
    }
    schedule();
  }

  function schedule(): void {
    if (!scheduled && queue.size > 0) {
      scheduled = true;
      scheduleIdle(runSlice);
    }
  }

  return (path) => {
    const queued = queue.get(path);
    if (queued) {
      return queued.promise;
    }
    let resolve!: (result: void[]) => void;
    const promise = new Promise<void[]>((settle) => {
      resolve = settle;
    });
    queue.set(path, {resolve, promise});
    schedule();
    return promise;
  };
}
