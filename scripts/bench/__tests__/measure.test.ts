import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {compare, median, parseProcStat, processTree, ratio, resourceType, runMeasured, weigh} from '../measure.mjs';
import {pickTemplateVersion} from '../baseline.mjs';

describe('resourceType', () => {
  it('classifies by content type first, then by extension', () => {
    expect(resourceType('http://x/assets/js/main.123.js')).toBe('js');
    expect(resourceType('http://x/chunk', 'application/javascript; charset=utf-8')).toBe('js');
    expect(resourceType('http://x/assets/css/styles.css?v=1')).toBe('css');
    expect(resourceType('http://x/docs/intro/', 'text/html; charset=utf-8')).toBe('html');
    expect(resourceType('http://x/img/logo.svg', 'image/svg+xml')).toBe('other');
  });

  it('puts anything fetched ahead for a later navigation apart, whatever its type', () => {
    expect(resourceType('http://x/assets/js/1a2b.js', 'application/javascript', 'prefetch')).toBe('prefetch');
    expect(resourceType('http://x/assets/js/1a2b.js', 'application/javascript', '')).toBe('js');
  });
});

describe('weigh', () => {
  it('adds raw and gzip sizes per type and ignores other resources', () => {
    const js = Buffer.from('const answer = 42;'.repeat(50));
    const css = Buffer.from('body{color:red}');
    const html = Buffer.from('<!doctype html><title>x</title>');
    const result = weigh([
      {type: 'js', body: js},
      {type: 'js', body: js},
      {type: 'css', body: css},
      {type: 'html', body: html},
      {type: 'prefetch', body: js},
      {type: 'other', body: Buffer.from('ignored')},
    ]);
    expect(result.prefetch.files).toBe(1);
    const br = (body: Buffer) => brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
    expect(result.js).toEqual({
      raw: js.length * 2,
      gzip: gzipSync(js, {level: 6}).length * 2,
      brotli: br(js) * 2,
      files: 2,
    });
    expect(result.css).toEqual({raw: css.length, gzip: gzipSync(css, {level: 6}).length, brotli: br(css), files: 1});
    expect(result.html).toEqual({
      raw: html.length,
      gzip: gzipSync(html, {level: 6}).length,
      brotli: br(html),
      files: 1,
    });
  });
});

describe('process tree memory', () => {
  it('reads pid and parent pid even when the command name holds spaces and parentheses', () => {
    expect(parseProcStat('4242 (node (worker) 1) S 17 4242 17 0 -1')).toEqual({pid: 4242, ppid: 17});
  });

  it('collects every descendant of the root, whatever the map order, and nothing else', () => {
    const parentOf = new Map([
      [30, 20],
      [20, 10],
      [21, 10],
      [40, 1],
      [10, 1],
    ]);
    expect([...processTree(10, parentOf)].sort()).toEqual([10, 20, 21, 30]);
  });

  it.runIf(process.platform === 'linux')(
    'measures a command: wall time and a peak that includes its child',
    async () => {
      // The child holds a 64 MB buffer; the parent shell alone stays far below that.
      const script = 'const b = Buffer.alloc(64 * 1024 * 1024, 1); setTimeout(() => b.length, 600);';
      const {ms, peakRssBytes} = await runMeasured('sh', ['-c', `node -e "${script}"; exit 0`]);
      expect(ms).toBeGreaterThan(500);
      expect(peakRssBytes).toBeGreaterThan(64 * 1024 * 1024);
    },
  );

  it('rejects when the command fails', async () => {
    await expect(runMeasured('node', ['-e', 'process.exit(3)'])).rejects.toThrow(/exited with 3/);
  });
});

describe('comparisons', () => {
  it('divides ours by the baseline, and handles a zero baseline', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBeNull();
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('baseline template version', () => {
  it('uses the wanted version when the registry has it', () => {
    expect(pickTemplateVersion(['3.5.2', '3.6.1', '3.6.3'])).toBe('3.6.1');
  });

  it('falls back to the newest stable patch of the same minor line', () => {
    expect(pickTemplateVersion(['3.4.0', '3.6.3', '3.6.10', '3.6.11-canary-1', '3.7.0'])).toBe('3.6.10');
  });

  it('gives up when the minor line is absent', () => {
    expect(pickTemplateVersion(['3.5.2', '3.7.0'])).toBeNull();
  });
});

describe('compare', () => {
  const site = (lcpMs: number, lcpWithBundleMs: number | null) => ({
    build: {msPerPage: 10, peakRssBytes: 100},
    measured: {
      weights: {doc: {js: {gzip: 100, brotli: 90}, css: {gzip: 10, brotli: 9}, html: {gzip: 5, brotli: 4}}},
      lighthouse: {doc: {lcpMs, lcpWithBundleMs, tbtMs: 100, cls: 0}},
    },
  });

  it('compares LCP as measured and, like for like, over the runs that counted the bundle on both sides', () => {
    // Ours always counted the bundle (2 s); the baseline's median fell on a run that did not (1.2 s).
    const {pages} = compare(site(2000, 2000), site(1200, 2400), ['doc']);
    expect(pages.doc.lcp).toBe(1.67);
    expect(pages.doc.lcpWithBundle).toBe(0.83);
  });

  it('leaves the like-for-like LCP out when one side has no run that counted the bundle', () => {
    expect(compare(site(2000, 2000), site(1200, null), ['doc']).pages.doc.lcpWithBundle).toBeNull();
  });
});
