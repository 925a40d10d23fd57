import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {isCompressible, mapWithConcurrency, precompressDirectory} from '../precompress.mjs';

// Repetitive text compresses well; random bytes do not compress at all.
const text = (size: number) => 'const answer = 42; // a line of code\n'.repeat(Math.ceil(size / 37)).slice(0, size);
const random = (size: number) => Buffer.from(Array.from({length: size}, () => Math.floor(Math.random() * 256)));

describe('isCompressible', () => {
  it('takes text assets, Pagefind scripts and data at or above the threshold', () => {
    for (const file of [
      'index.html',
      'docs/installation/index.html',
      'assets/js/main.1a2b3c.js',
      'assets/css/styles.9f8e.css',
      'sitemap.xml',
      'img/logo.svg',
      'manifest.json',
      'robots.txt',
      'llms-full.txt',
      'docs/installation.md',
      'site.webmanifest',
      'pagefind/pagefind.js',
      'pagefind/pagefind-ui.css',
      'pagefind/pagefind-entry.json',
      'pagefind/pagefind-highlight.js',
    ]) {
      expect(isCompressible(file, 4096), file).toBe(true);
    }
  });

  it('leaves out compressed formats: Pagefind fragments, indexes and wasm, images, fonts, earlier copies', () => {
    for (const file of [
      'pagefind/fragment/en_1a2b3c.pf_fragment',
      'pagefind/index/en_1a2b3c.pf_index',
      'pagefind/pagefind.en_1a2b3c.pf_meta',
      'pagefind/wasm.en.pagefind',
      'pagefind/wasm.unknown.pagefind',
      'img/social-card.png',
      'img/photo.jpg',
      'img/photo.webp',
      'assets/fonts/inter.woff2',
      'favicon.ico',
      'index.html.br',
      'index.html.gz',
      'release.tar.gz',
    ]) {
      expect(isCompressible(file, 4096), file).toBe(false);
    }
  });

  it('leaves out files under the size threshold', () => {
    expect(isCompressible('robots.txt', 1023)).toBe(false);
    expect(isCompressible('robots.txt', 1024)).toBe(true);
    expect(isCompressible('robots.txt', 100, 50)).toBe(true);
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order of the results and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (value) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running -= 1;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });
});

describe('precompressDirectory', () => {
  const makeBuild = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets', 'js'), {recursive: true});
    mkdirSync(path.join(dir, 'pagefind', 'fragment'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${text(20_000)}</p>`);
    writeFileSync(path.join(dir, 'assets', 'js', 'main.abc.js'), text(50_000));
    writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), text(8_000));
    writeFileSync(path.join(dir, 'pagefind', 'fragment', 'en_1.pf_fragment'), text(8_000));
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    // Text-typed but incompressible: its copies would be bigger than the file.
    writeFileSync(path.join(dir, 'assets', 'js', 'random.js'), random(4_000));
    return dir;
  };

  it('writes .br and .gz copies that decompress to the original bytes', async () => {
    const dir = makeBuild();
    const report = await precompressDirectory(dir, {brotliQuality: 5, concurrency: 2});
    for (const file of ['index.html', 'assets/js/main.abc.js', 'pagefind/pagefind.js']) {
      const original = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(br.length, file).toBeLessThan(original.length);
      expect(gz.length, file).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
    }
    expect(report.totals).toMatchObject({files: 4, brFiles: 3, gzFiles: 3});
  });

  it('skips small files, compressed formats and copies that would not be smaller', async () => {
    const dir = makeBuild();
    const report = await precompressDirectory(dir, {brotliQuality: 5});
    for (const file of ['robots.txt', 'pagefind/fragment/en_1.pf_fragment', 'assets/js/random.js']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(report.files.find((file) => file.path === path.join('assets', 'js', 'random.js'))).toMatchObject({
      br: null,
      gz: null,
    });
  });

  it('replaces the copies of a changed file on a second run and removes ones no longer smaller', async () => {
    const dir = makeBuild();
    await precompressDirectory(dir, {brotliQuality: 5});
    const main = path.join(dir, 'assets', 'js', 'main.abc.js');
    writeFileSync(main, text(30_000).toUpperCase());
    writeFileSync(path.join(dir, 'index.html'), random(30_000));
    const report = await precompressDirectory(dir, {brotliQuality: 5});
    expect(brotliDecompressSync(readFileSync(`${main}.br`)).equals(readFileSync(main))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(false);
    // Earlier copies are never compressed again.
    expect(report.files.map((file) => file.path).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('removes copies of files that are gone or now under the threshold, and keeps published .gz archives', async () => {
    const dir = makeBuild();
    await precompressDirectory(dir, {brotliQuality: 5});
    rmSync(path.join(dir, 'assets', 'js', 'main.abc.js'));
    writeFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'tiny();');
    writeFileSync(path.join(dir, 'release.tar.gz'), random(2_000));
    const report = await precompressDirectory(dir, {brotliQuality: 5});
    for (const copy of ['assets/js/main.abc.js.br', 'assets/js/main.abc.js.gz', 'pagefind/pagefind.js.br']) {
      expect(existsSync(path.join(dir, copy)), copy).toBe(false);
    }
    expect(report.removedStaleCopies).toHaveLength(4);
    expect(existsSync(path.join(dir, 'release.tar.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });
});
