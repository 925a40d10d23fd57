import {describe, expect, it} from 'vitest';
import {bundleRanBeforeLargestPaint} from '../audit.mjs';

const main = 'http://localhost:4390/assets/js/main.67996c70.js';
const runtime = 'http://localhost:4390/assets/js/runtime~main.b4bcbca4.js';
const routeChunk = 'http://localhost:4390/assets/js/88be77f4.673978d2.js';

const paint = (ts: number) => ({name: 'largestContentfulPaint::Candidate', ts});
const run = (url: string, ts: number) => ({name: 'EvaluateScript', ts, args: {data: {url}}});

describe('bundleRanBeforeLargestPaint', () => {
  it('is true when the main bundle started running before the largest paint (the last candidate)', () => {
    // Times as recorded, in µs: a first small candidate, the bundle at 142 ms, the largest paint at 152 ms.
    expect(bundleRanBeforeLargestPaint([paint(90_000), run(runtime, 92_000), run(main, 142_000), paint(152_000)])).toBe(
      true,
    );
  });

  it('is false when the largest paint came before the main bundle ran, whatever ran before it', () => {
    expect(
      bundleRanBeforeLargestPaint([run(runtime, 92_000), paint(120_000), run(main, 142_000), run(routeChunk, 150_000)]),
    ).toBe(false);
  });

  it('is null when the trace has no largest paint or never ran the main bundle', () => {
    expect(bundleRanBeforeLargestPaint([run(main, 142_000)])).toBeNull();
    expect(bundleRanBeforeLargestPaint([paint(152_000), run(runtime, 92_000), run(routeChunk, 100_000)])).toBeNull();
    expect(bundleRanBeforeLargestPaint([paint(152_000), {name: 'EvaluateScript', ts: 1}])).toBeNull();
  });
});
