import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildFileFor, kindOf, weighCachedUrls} from '../offlineWeights.mjs';

describe('offline bench: kinds of cached files', () => {
  it('splits HTML by section and docs version', () => {
    expect(kindOf('/docs/')).toBe('HTML docs Canary');
    expect(kindOf('/docs/installation/')).toBe('HTML docs Canary');
    expect(kindOf('/docs/3.6.1/installation/')).toBe('HTML docs 3.6.1');
    expect(kindOf('/changelog/3.6.0/')).toBe('HTML changelog');
    expect(kindOf('/tests/docs/')).toBe('HTML tests');
    expect(kindOf('/404.html')).toBe('HTML other pages');
    expect(kindOf('/')).toBe('HTML other pages');
  });

  it('names code, styles, images and the search index', () => {
    expect(kindOf('/assets/js/main.93e33c55.js')).toBe('scripts');
    expect(kindOf('/assets/css/styles.e6104938.css')).toBe('styles');
    expect(kindOf('/assets/ideal-img/airbyte.3bd5b38.640.png')).toBe('images');
    expect(kindOf('/pagefind/docs-default-current/pagefind-entry.json')).toBe('search index');
    expect(kindOf('/manifest.json')).toBe('other');
  });

  it('maps a page path to its index.html', () => {
    expect(buildFileFor('/docs/installation/')).toBe('docs/installation/index.html');
    expect(buildFileFor('/')).toBe('index.html');
    expect(buildFileFor('/assets/js/runtime%7Emain.0e.js')).toBe('assets/js/runtime~main.0e.js');
  });
});

describe('weighCachedUrls', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'offline-bench-'));
    await mkdir(path.join(dir, 'docs'), {recursive: true});
    await writeFile(path.join(dir, 'docs', 'index.html'), 'x'.repeat(5000));
    await writeFile(path.join(dir, 'docs', 'index.html.gz'), 'g'.repeat(100));
    await writeFile(path.join(dir, 'docs', 'index.html.br'), 'b'.repeat(80));
    await writeFile(path.join(dir, 'main.js'), 'let a = 1;\n'.repeat(300));
  });

  afterAll(async () => {
    await rm(dir, {recursive: true, force: true});
  });

  it('weighs each file once by its compressed copies, compressing text the build left without copies', () => {
    const weight = weighCachedUrls(
      [
        'http://localhost/docs/',
        'http://localhost/docs/?offlineMode=true',
        'http://localhost/main.js?__WB_REVISION__=abc',
        'http://localhost/gone.js',
      ],
      dir,
    );
    expect(weight.files).toBe(2);
    expect(weight.byKind['HTML docs Canary']).toEqual({files: 1, gzip: 100, brotli: 80});
    expect(weight.byKind.scripts!.gzip).toBeLessThan(3300);
    expect(weight.missing).toEqual(['/gone.js']);
  });
});
