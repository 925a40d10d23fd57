import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {previewSlug, showcaseSites, showcaseTags, sortSites, type ShowcaseTagKey} from '../showcase';

const root = path.resolve(import.meta.dirname, '../../..');

describe('showcase data', () => {
  it('lists at least 60 sites', () => {
    expect(showcaseSites.length).toBeGreaterThanOrEqual(60);
  });

  it('keeps entries sorted by name, so additions land in a predictable place', () => {
    const names = showcaseSites.map((site) => site.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('has unique names, https URLs and known tags only', () => {
    const names = showcaseSites.map((site) => site.name);
    expect(new Set(names).size).toBe(names.length);
    const urls = showcaseSites.map((site) => site.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const site of showcaseSites) {
      expect(site.url, site.name).toMatch(/^https:\/\//);
      if (site.source) {
        expect(site.source, site.name).toMatch(/^https:\/\//);
      }
      expect(site.tags.length, `${site.name} has tags`).toBeGreaterThan(0);
      expect(new Set(site.tags).size, `${site.name} repeats a tag`).toBe(site.tags.length);
      for (const tag of site.tags) {
        expect(Object.keys(showcaseTags), `${site.name} tag ${tag}`).toContain(tag);
      }
      expect(site.description.length, site.name).toBeGreaterThan(20);
    }
  });

  it('tags a site open source exactly when its source is linked', () => {
    for (const site of showcaseSites) {
      expect(site.tags.includes('opensource'), site.name).toBe(Boolean(site.source));
    }
  });

  it('gives every tag a label and a description', () => {
    for (const [key, tag] of Object.entries(showcaseTags)) {
      expect(tag.label, key).not.toBe('');
      expect(tag.description.length, key).toBeGreaterThan(10);
    }
  });

  it('offers only tags that match at least one site, so no filter comes up empty', () => {
    const used = new Set(showcaseSites.flatMap((site) => site.tags));
    expect(Object.keys(showcaseTags).filter((key) => !used.has(key as ShowcaseTagKey))).toEqual([]);
  });

  it('has a generated preview card for every site, with no two sites sharing one', () => {
    const slugs = showcaseSites.map((site) => previewSlug(site.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(existsSync(path.join(root, 'static', 'img', 'showcase', `${slug}.png`)), slug).toBe(true);
    }
  });

  it('makes file-safe preview slugs', () => {
    expect(previewSlug('Home Assistant Developer Docs')).toBe('home-assistant-developer-docs');
    expect(previewSlug('tRPC')).toBe('trpc');
    expect(previewSlug('LangChain.js')).toBe('langchain-js');
  });

  it('sorts favourites first, then by name', () => {
    const sorted = sortSites([
      {name: 'Beta', description: '', url: 'https://b.example', tags: []},
      {name: 'Alpha', description: '', url: 'https://a.example', tags: []},
      {name: 'Zeta', description: '', url: 'https://z.example', tags: ['favorite']},
    ]);
    expect(sorted.map((site) => site.name)).toEqual(['Zeta', 'Alpha', 'Beta']);
  });
});
