import {describe, expect, it} from 'vitest';
import {deferredPrefetch, type IdleDeadlineLike, type Prefetch} from '../prefetchSchedulerCore';

/** An idle scheduler run by hand, and a clock that each prefetch moves on by `costMs`. */
function harness(costMs: number, sliceBudgetMs = 8) {
  const tasks: Array<(deadline: IdleDeadlineLike) => void> = [];
  const calls: string[] = [];
  let clock = 0;
  const prefetch: Prefetch = (path) => {
    calls.push(path);
    clock += costMs;
    return Promise.resolve([]);
  };
  const deferred = deferredPrefetch(prefetch, (task) => tasks.push(task), {sliceBudgetMs, now: () => clock});
  /** Runs the next idle task with this much idle time; returns how many prefetches it made. */
  const runIdle = (idleMs = 50) => {
    const before = calls.length;
    const task = tasks.shift();
    expect(task).toBeDefined();
    const start = clock;
    task!({timeRemaining: () => Math.max(0, idleMs - (clock - start))});
    return calls.length - before;
  };
  return {deferred, calls, tasks, runIdle};
}

describe('deferredPrefetch', () => {
  it('runs no prefetch in the caller, only in a later idle task, once for any number of calls', () => {
    const {deferred, calls, tasks} = harness(1);
    for (const path of ['/a/', '/b/', '/c/']) {
      deferred(path);
    }
    expect(calls).toEqual([]);
    expect(tasks).toHaveLength(1);
  });

  it('prefetches every queued path, in order, in slices that stay within the budget', () => {
    const {deferred, calls, tasks, runIdle} = harness(3, 8);
    const paths = Array.from({length: 10}, (_, index) => `/doc-${index}/`);
    paths.forEach((path) => deferred(path));
    const slices: number[] = [];
    while (tasks.length > 0) {
      slices.push(runIdle());
    }
    // 3 ms each: the third prefetch of a slice reaches 9 ms ≥ 8 ms and ends it.
    expect(slices).toEqual([3, 3, 3, 1]);
    expect(calls).toEqual(paths);
  });

  it('runs one prefetch per slice when the browser has no idle time left (the timeout fired)', () => {
    const {deferred, calls, runIdle} = harness(1);
    deferred('/a/');
    deferred('/b/');
    expect(runIdle(0)).toBe(1);
    expect(runIdle(0)).toBe(1);
    expect(calls).toEqual(['/a/', '/b/']);
  });

  it('prefetches a path queued twice once, and both callers get its result', async () => {
    const {deferred, calls, runIdle} = harness(1);
    const first = deferred('/a/');
    const second = deferred('/a/');
    expect(second).toBe(first);
    runIdle();
    expect(calls).toEqual(['/a/']);
    await expect(first).resolves.toEqual([]);
  });

  it('settles with the framework prefetch, and with nothing when the framework declines', async () => {
    const tasks: Array<(deadline: IdleDeadlineLike) => void> = [];
    const results = new Map<string, false | Promise<void[]>>([
      ['/done/', Promise.resolve([undefined])],
      ['/declined/', false],
      ['/failed/', Promise.reject(new Error('offline'))],
    ]);
    const deferred = deferredPrefetch(
      (path) => results.get(path)!,
      (task) => tasks.push(task),
      {
        sliceBudgetMs: 8,
        now: () => 0,
      },
    );
    const settled = ['/done/', '/declined/', '/failed/'].map((path) => deferred(path));
    tasks.shift()!({timeRemaining: () => 50});
    expect(await Promise.all(settled)).toEqual([[undefined], [], []]);
  });

  it('schedules again for paths queued after the queue drained', () => {
    const {deferred, calls, tasks, runIdle} = harness(1);
    deferred('/a/');
    runIdle();
    expect(tasks).toHaveLength(0);
    deferred('/b/');
    expect(tasks).toHaveLength(1);
    runIdle();
    expect(calls).toEqual(['/a/', '/b/']);
  });
});
