// Chromium trace parsing for `npm run bench:attribution` (attribution.mjs):
// finds the page's renderer main thread and its long tasks, and adds up the CPU
// profile's self time per call frame inside them. Pure; tested in
// __tests__/attributionTrace.test.ts.

/**
 * A trace event of Chromium's JSON trace format, as far as this file reads it.
 * @typedef {{name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, id?: string, cat?: string, args?: any}} TraceEvent
 */

/** Tasks at least this long are long tasks (as Lighthouse and the Long Tasks API count them), in ms. */
export const longTaskMs = 50;

/**
 * The renderer main thread of the page: of the threads named CrRendererMain,
 * the one that ran the most task time (a trace can hold an idle renderer too).
 * @param {TraceEvent[]} events
 * @returns {{pid: number, tid: number} | null}
 */
export function pageMainThread(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestBusy = -1;
  for (const {pid, tid} of mains) {
    const busy = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > bestBusy) {
      best = {pid, tid};
      bestBusy = busy;
    }
  }
  return best;
}

/**
 * Top-level tasks of a thread lasting at least `longTaskMs`, as [start, end]
 * in trace microseconds, sorted by start.
 * @param {TraceEvent[]} events
 * @param {{pid: number, tid: number}} thread
 * @returns {Array<{start: number, end: number}>}
 */
export function longTasks(events, thread) {
  return events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        (e.dur ?? 0) >= longTaskMs * 1000,
    )
    .map((e) => ({start: e.ts, end: e.ts + (e.dur ?? 0)}))
    .sort((a, b) => a.start - b.start);
}

/**
 * A call frame of V8's CPU profile (0-based line and column).
 * @typedef {{functionName: string, url: string, lineNumber: number, columnNumber: number}} CallFrame
 */

/**
 * Self time of each call frame among the CPU profile samples of one thread
 * that fall inside the given windows. The profile comes in `ProfileChunk`
 * events (nodes, samples and time deltas, split over chunks) sharing the id
 * of a `Profile` event that gives its start time; a sample lasts until the
 * next one.
 * @param {TraceEvent[]} events
 * @param {{pid: number, tid: number}} thread
 * @param {Array<{start: number, end: number}>} windows
 * @returns {Array<{frame: CallFrame, selfUs: number}>} heaviest first
 */
export function selfTimeInWindows(events, thread, windows) {
  // Chromium writes the chunks from its sampling thread, so they are matched by process and profile
  // id; the profile itself is the one started on the thread, else the process's only one.
  const inProcess = events.filter((e) => e.pid === thread.pid && e.ph === 'P');
  const profiles = inProcess.filter((e) => e.name === 'Profile');
  const profile = profiles.find((e) => e.tid === thread.tid) ?? (profiles.length === 1 ? profiles[0] : undefined);
  if (!profile) {
    return [];
  }
  const onThread = inProcess.filter((e) => e.id === profile.id);
  /** @type {Map<number, CallFrame>} */
  const frames = new Map();
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const samples = [];
  let clock = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of onThread) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id) {
      continue;
    }
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      frames.set(node.id, node.callFrame);
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (const [index, id] of ids.entries()) {
      clock += deltas[index] ?? 0;
      times.push(clock);
      samples.push(id);
    }
  }
  /** @type {Map<number, number>} */
  const selfByNode = new Map();
  for (const [index, id] of samples.entries()) {
    const start = times[index];
    const end = times[index + 1] ?? start;
    for (const window of windows) {
      const overlap = Math.min(end, window.end) - Math.max(start, window.start);
      if (overlap > 0) {
        selfByNode.set(id, (selfByNode.get(id) ?? 0) + overlap);
      }
    }
  }
  return [...selfByNode]
    .flatMap(([id, selfUs]) => {
      const frame = frames.get(id);
      return frame ? [{frame, selfUs}] : [];
    })
    .sort((a, b) => b.selfUs - a.selfUs);
}

/**
 * Adds up values under a key, heaviest first.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => string} keyOf
 * @param {(item: T) => number} valueOf
 * @returns {Array<[string, number]>}
 */
export function totalsBy(items, keyOf, valueOf) {
  /** @type {Map<string, number>} */
  const totals = new Map();
  for (const item of items) {
    const key = keyOf(item);
    totals.set(key, (totals.get(key) ?? 0) + valueOf(item));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
