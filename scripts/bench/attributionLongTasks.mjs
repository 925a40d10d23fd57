// The time half of `npm run bench:attribution` (attribution.mjs): records a
// Chromium trace of a first visit on a phone with a slower CPU, and adds up the
// self time inside its long tasks per category, module and function, each
// profiled function placed in its original source through the source maps.
import {categorise, moduleGroup} from './attributionCategories.mjs';
import {loadScript} from './attributionCollect.mjs';
import {cpuSlowdown, phone, root, traceCategories} from './attributionOptions.mjs';
import {decodeMappings, originalPosition} from './attributionSourceMaps.mjs';
import {longTasks, pageMainThread, selfTimeInWindows, totalsBy} from './attributionTrace.mjs';

/**
 * A first visit to the traced page on a phone with a slower CPU, as a Chromium
 * trace (JSON trace events).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<import('./attributionTrace.mjs').TraceEvent[]>}
 */
export async function recordTrace(browser, url) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await browser.startTracing(page, {categories: traceCategories});
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString('utf8'));
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  } finally {
    await context.close();
  }
}

/**
 * Where a profiled function comes from: its original source, line and name
 * through the script's source map, or V8's own label for native work.
 * @param {import('./attributionTrace.mjs').CallFrame} frame
 * @param {string} origin
 */
async function placeFrame(frame, origin) {
  // Native frames may carry no URL at all.
  const url = frame.url ?? '';
  if (!url.startsWith(origin) || !url.endsWith('.js')) {
    const label = frame.functionName || '(anonymous)';
    // (program), (garbage collector), (idle) and native functions: work the engine does itself.
    return {label, source: url ? url : label, category: 'browser and V8'};
  }
  const pathname = new URL(url).pathname;
  const entry = await loadScript(pathname);
  entry.decoded ??= decodeMappings(entry.map.mappings);
  const position = originalPosition(entry.decoded, entry.map, frame.lineNumber, frame.columnNumber, root);
  if (!position) {
    return {label: `${frame.functionName || '(anonymous)'} @ ${pathname}`, source: pathname, category: 'unmapped'};
  }
  const name = position.name ?? (frame.functionName || '(anonymous)');
  return {
    label: `${name} (${position.source}:${position.line + 1})`,
    source: moduleGroup(position.source),
    category: categorise(position.source),
  };
}

/**
 * The long tasks of the traced page and what runs in them.
 * @param {import('./attributionTrace.mjs').TraceEvent[]} events
 * @param {string} origin
 */
export async function attributeLongTasks(events, origin) {
  const thread = pageMainThread(events);
  if (!thread) {
    throw new Error('The trace has no renderer main thread');
  }
  const tasks = longTasks(events, thread);
  if (!events.some((e) => e.name === 'ProfileChunk' && e.pid === thread.pid)) {
    console.warn('The trace holds no CPU profile of the page: self times are missing.');
  }
  const self = await Promise.all(
    selfTimeInWindows(events, thread, tasks).map(async ({frame, selfUs}) => ({
      ...(await placeFrame(frame, origin)),
      ms: selfUs / 1000,
    })),
  );
  const round = (/** @type {Array<[string, number]>} */ list, count = 15) =>
    list.slice(0, count).map(([name, ms]) => ({name, ms: Math.round(ms)}));
  return {
    longTasks: tasks.map(({start, end}) => Math.round((end - start) / 1000)),
    blockingMs: Math.round(tasks.reduce((sum, {start, end}) => sum + Math.max(0, (end - start) / 1000 - 50), 0)),
    byCategory: round(
      totalsBy(
        self,
        (s) => s.category,
        (s) => s.ms,
      ),
    ),
    byModule: round(
      totalsBy(
        self,
        (s) => s.source,
        (s) => s.ms,
      ),
    ),
    byFunction: round(
      totalsBy(
        self,
        (s) => s.label,
        (s) => s.ms,
      ),
    ),
  };
}
