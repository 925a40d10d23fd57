import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {llmsFilePaths, markdownTwinsBenchForDirectory, weigh} from '../markdownTwins.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'twins-bench-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('llmsFilePaths', () => {
  it('puts Canary at the root and each released version under /docs/<version>/', () => {
    expect(llmsFilePaths(['3.6.1']).map(({path: file}) => file)).toEqual([
      '/llms.txt',
      '/llms-full.txt',
      '/docs/3.6.1/llms.txt',
      '/docs/3.6.1/llms-full.txt',
    ]);
  });
});

describe('markdownTwinsBenchForDirectory', () => {
  it('counts the twins and weighs each llms file, reporting a missing one as null', async () => {
    const full = '# Installation\n\n'.repeat(200);
    const dir = build({
      'docs/installation.md': '# Installation\n',
      'docs/3.6.1/installation.md': '# Installation\n',
      'blog/releases/3.6.md': '# 3.6\n',
      'llms.txt': '# Docusaurus\n',
      'llms-full.txt': full,
      'docs/3.6.1/llms.txt': '# Docusaurus 3.6.1\n',
      'index.html': '<!doctype html>',
    });
    const report = await markdownTwinsBenchForDirectory(dir, ['3.6.1']);
    expect(report.twins).toBe(3);
    expect(report.files.find((file) => file.path === '/llms-full.txt')!.bytes).toEqual(weigh(Buffer.from(full)));
    expect(report.files.find((file) => file.path === '/docs/3.6.1/llms-full.txt')!.bytes).toBeNull();
  });

  it('weighs compressed sizes below the raw size of repetitive text', () => {
    const bytes = weigh(Buffer.from('abc '.repeat(1000)));
    expect(bytes.raw).toBe(4000);
    expect(bytes.gzip).toBeLessThan(200);
    expect(bytes.brotli).toBeLessThan(200);
  });
});
