import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadTargets, mainScriptPath, summariseRun} from '../load.mjs';

const html =
  '<html><head><link rel="preload" href="/assets/js/runtime~main.1a.js" as="script">' +
  '<script src="/assets/js/runtime~main.1a.js" defer></script>' +
  '<script src="/assets/js/main.2b3c.js" defer></script></head></html>';

describe('mainScriptPath', () => {
  it('finds the main bundle, not the runtime chunk loaded before it', () => {
    expect(mainScriptPath(html)).toBe('/assets/js/main.2b3c.js');
  });

  it('fails when the page loads no main bundle', () => {
    expect(() => mainScriptPath('<html></html>')).toThrow(/main/);
  });
});

describe('loadTargets', () => {
  it('measures the installation doc, main.js with brotli and the first Pagefind fragment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'load-'));
    mkdirSync(path.join(dir, 'pagefind', 'fragment'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'pagefind', 'fragment', 'en_b.pf_fragment'), '');
    writeFileSync(path.join(dir, 'pagefind', 'fragment', 'en_a.pf_fragment'), '');
    expect(loadTargets(dir)).toEqual([
      {name: 'doc page', path: '/docs/installation/', acceptEncoding: 'br, gzip'},
      {name: 'main.js (br)', path: '/assets/js/main.2b3c.js', acceptEncoding: 'br'},
      {name: 'Pagefind chunk', path: '/pagefind/fragment/en_a.pf_fragment', acceptEncoding: 'br, gzip'},
    ]);
  });
});

describe('summariseRun', () => {
  it('keeps throughput, median and p99 latency, and counts timeouts apart from other errors', () => {
    expect(
      summariseRun({
        requests: {total: 5000, average: 499.6},
        latency: {p50: 180, p99: 950},
        errors: 12,
        timeouts: 10,
        non2xx: 3,
        throughput: {average: 2 * 1024 * 1024},
      }),
    ).toEqual({
      requests: 5000,
      requestsPerSec: 500,
      p50Ms: 180,
      p99Ms: 950,
      errors: 2,
      timeouts: 10,
      non2xx: 3,
      megabytesPerSec: 2,
    });
  });
});
