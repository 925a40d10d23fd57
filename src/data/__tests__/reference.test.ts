import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getReferenceSource, manifest, modules, referenceByVersion} from '../reference/all';

const siteDir = path.resolve(import.meta.dirname, '../../..');

describe('reference data lookup', () => {
  it('has one data set per docs version, each naming its own version and release', () => {
    expect(Object.keys(referenceByVersion).sort()).toEqual(['3.5.2', '3.6.1', 'current']);
    for (const [name, data] of Object.entries(referenceByVersion)) expect(data.version).toBe(name);
    expect(referenceByVersion.current.release).toBe('3.7.0');
    expect(referenceByVersion['3.6.1'].release).toBe('3.6.1');
    expect(referenceByVersion['3.5.2'].release).toBe('3.5.2');
  });

  it('covers every docs version of versions.json, plus Canary', () => {
    const released = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
    expect(Object.keys(manifest.versions).sort()).toEqual(['current', ...released].sort());
  });

  it('reads Canary from 3.7.0: new keys of 3.7 are there only', () => {
    const names = (version: string, sourceId: string) =>
      getReferenceSource(version, sourceId).options.map(({name}) => name);
    expect(names('current', 'theme-config')).toContain('footer.links[].className');
    expect(names('3.6.1', 'theme-config')).not.toContain('footer.links[].className');
    expect(names('current', 'blog-front-matter')).toContain('sidebar_label');
    expect(names('3.6.1', 'blog-front-matter')).not.toContain('sidebar_label');
    expect(names('3.6.1', 'blog-front-matter')).toContain('title_meta');
    expect(names('3.5.2', 'blog-front-matter')).not.toContain('title_meta');
  });

  it('shares one module between versions only where their rows are equal', () => {
    for (const sourceId of Object.keys(manifest.versions.current.sources)) {
      const byModule = new Map<string, string>();
      for (const [version, {sources}] of Object.entries(manifest.versions)) {
        const id = sources[sourceId];
        const content = JSON.stringify(modules[id]);
        for (const [otherId, otherContent] of byModule) {
          if (otherId !== id) expect(otherContent, `${sourceId} in ${version}`).not.toBe(content);
        }
        byModule.set(id, content);
      }
    }
    // Pages and navbar items did not change between 3.5.2 and 3.7.0: one module serves all three.
    const pages = new Set(Object.values(manifest.versions).map(({sources}) => sources['plugin-content-pages']));
    expect(pages.size).toBe(1);
  });

  it('has a module for every manifest entry and no orphan module', () => {
    const used = new Set(Object.values(manifest.versions).flatMap(({sources}) => Object.values(sources)));
    expect([...used].filter((id) => !modules[id])).toEqual([]);
    expect(Object.keys(modules).filter((id) => !used.has(id))).toEqual([]);
  });

  it('throws on an unknown version or source, so a typo fails loudly', () => {
    expect(() => getReferenceSource('9.9.9', 'config')).toThrow(/docs version "9.9.9"/);
    expect(() => getReferenceSource('current', 'plugin-nope')).toThrow(/plugin-nope/);
  });

  it('marks required options and keeps schema defaults', () => {
    const config = getReferenceSource('current', 'config').options;
    expect(config.find(({name}) => name === 'url')?.required).toBe(true);
    expect(config.find(({name}) => name === 'onBrokenLinks')?.default).toBe('"throw"');
  });
});

/** Files under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('reference data in the browser bundle', () => {
  it('is never imported wholesale by site code: pages get their modules from src/plugins/reference-data', () => {
    const offenders = filesUnder(path.join(siteDir, 'src'))
      .filter((file) => /\.(tsx?|jsx?|mdx?)$/.test(file) && !file.includes(`${path.sep}__tests__${path.sep}`))
      .filter((file) => !file.startsWith(path.join(siteDir, 'src', 'data', 'reference')))
      // The remark plugin runs in Node at build time and writes the per-page imports.
      .filter((file) => !file.startsWith(path.join(siteDir, 'src', 'plugins', 'reference-data')))
      // So does the Markdown twins plugin, which writes the tables' rows into each twin after the build.
      .filter((file) => !file.startsWith(path.join(siteDir, 'src', 'plugins', 'markdown-twins')))
      .filter((file) => /data\/reference(?:'|"|\/all|\/sources|\/index)/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(siteDir, file))).toEqual([]);
  });
});
