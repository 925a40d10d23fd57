// Unit tests of attributionTrace.mjs: main thread, long tasks and self time of a Chromium trace.
import {describe, expect, it} from 'vitest';
import {longTasks, pageMainThread, selfTimeInWindows, totalsBy, type TraceEvent} from '../attributionTrace.mjs';

describe('trace reading', () => {
  const page = {pid: 2, tid: 1};
  const frame = (functionName: string, url = 'http://x/main.js') => ({
    functionName,
    url,
    lineNumber: 0,
    columnNumber: 0,
  });
  const events: TraceEvent[] = [
    {name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 1, args: {name: 'CrRendererMain'}},
    {name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 1, args: {name: 'CrRendererMain'}},
    {name: 'RunTask', ph: 'X', ts: 0, dur: 10_000, pid: 1, tid: 1},
    {name: 'RunTask', ph: 'X', ts: 1_000, dur: 60_000, pid: 2, tid: 1},
    {name: 'RunTask', ph: 'X', ts: 70_000, dur: 49_999, pid: 2, tid: 1},
    {name: 'RunTask', ph: 'X', ts: 200_000, dur: 100_000, pid: 2, tid: 1},
    {name: 'Profile', ph: 'P', ts: 0, pid: 2, tid: 1, id: '0x1', args: {data: {startTime: 0}}},
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 2,
      tid: 1,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              {id: 1, callFrame: frame('(root)', '')},
              {id: 2, callFrame: frame('hydrate'), parent: 1},
            ],
            samples: [1, 2],
          },
          // Samples at 1 ms and 31 ms.
          timeDeltas: [1_000, 30_000],
        },
      },
    },
    // Another process's profile, with the same id: ignored.
    {name: 'Profile', ph: 'P', ts: 0, pid: 1, tid: 1, id: '0x1', args: {data: {startTime: 0}}},
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 1,
      tid: 1,
      id: '0x1',
      args: {
        data: {cpuProfile: {nodes: [{id: 9, callFrame: frame('elsewhere')}], samples: [9, 9]}, timeDeltas: [0, 1]},
      },
    },
    // Written by the sampling thread (another tid) of the page's process.
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 2,
      tid: 7,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {nodes: [{id: 3, callFrame: frame('tokenize'), parent: 2}], samples: [3, 2]},
          // Samples at 210 ms and 260 ms.
          timeDeltas: [179_000, 50_000],
        },
      },
    },
  ];

  it('picks the busiest renderer main thread', () => {
    expect(pageMainThread(events)).toEqual(page);
  });

  it('keeps tasks of at least 50 ms on that thread', () => {
    expect(longTasks(events, page)).toEqual([
      {start: 1_000, end: 61_000},
      {start: 200_000, end: 300_000},
    ]);
  });

  it('gives each sample the time to the next one, clipped to the long tasks', () => {
    const self = selfTimeInWindows(events, page, longTasks(events, page));
    expect(self.map(({frame: {functionName}, selfUs}) => [functionName, selfUs])).toEqual([
      ['tokenize', 50_000],
      // 31 → 61 ms (clipped at the task's end) and 200 → 210 ms.
      ['hydrate', 40_000],
      // 1 → 31 ms; the last sample (260 ms) has no length.
      ['(root)', 30_000],
    ]);
  });
});

describe('totalsBy', () => {
  it('adds values per key, heaviest first', () => {
    expect(
      totalsBy(
        ['a', 'b', 'a'],
        (x) => x,
        () => 1,
      ),
    ).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
