import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {compareLoads, htmlScriptPaths, sumScripts, weighFile} from '../firstLoadDiff.mjs';

describe('htmlScriptPaths', () => {
  it('reads src quoted or bare, as the HTML minifier leaves it, and skips inline scripts', () => {
    const html = [
      '<script>window.x=1</script>',
      '<script src=/assets/js/runtime~main.9a54cd37.js defer></script>',
      '<script defer src="/assets/js/main.26dc8991.js"></script>',
      "<script src='/assets/js/a1b2.js' type=module></script>",
      '<link rel=preload href=/assets/js/nope.js as=script>',
    ].join('');
    expect(htmlScriptPaths(html)).toEqual([
      '/assets/js/runtime~main.9a54cd37.js',
      '/assets/js/main.26dc8991.js',
      '/assets/js/a1b2.js',
    ]);
  });
});

describe('weighFile', () => {
  it('weighs raw, gzip -9 and brotli, and brotli beats gzip on repetitive text', () => {
    const body = Buffer.from('function f(){return "copy page"}\n'.repeat(200));
    const weight = weighFile(body);
    expect(weight.raw).toBe(body.length);
    expect(weight.gzip).toBe(gzipSync(body, {level: 9}).length);
    expect(weight.brotli).toBeLessThan(weight.gzip);
  });
});

describe('compareLoads', () => {
  const script = (path: string, gzip: number) => ({path, raw: gzip * 3, gzip, brotli: gzip - 10});

  it('sums each side and reports candidate minus baseline', () => {
    expect(sumScripts([script('/a.js', 100), script('/b.js', 50)])).toEqual({raw: 450, gzip: 150, brotli: 130});
    const diff = compareLoads(
      [script('/main.1.js', 1000), script('/route.js', 200)],
      [script('/main.2.js', 1300), script('/route.js', 200)],
    );
    expect(diff.baseline).toEqual({files: 2, raw: 3600, gzip: 1200, brotli: 1180});
    expect(diff.candidate).toEqual({files: 2, raw: 4500, gzip: 1500, brotli: 1480});
    expect(diff.added).toEqual({raw: 900, gzip: 300, brotli: 300});
    expect(diff.onlyBaseline.map((s) => s.path)).toEqual(['/main.1.js']);
    expect(diff.onlyCandidate.map((s) => s.path)).toEqual(['/main.2.js']);
  });
});
