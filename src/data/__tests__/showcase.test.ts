import {describe, expect, it} from 'vitest';
import {showcaseSites, showcaseTags, sortSites} from '../showcase';

describe('showcase data', () => {
  it('has unique names, https URLs and known tags only', () => {
    const names = showcaseSites.map((site) => site.name);
    expect(new Set(names).size).toBe(names.length);
    for (const site of showcaseSites) {
      expect(site.url, site.name).toMatch(/^https:\/\//);
      if (site.source) {
        expect(site.source, site.name).toMatch(/^https:\/\//);
      }
      for (const tag of site.tags) {
        expect(Object.keys(showcaseTags), `${site.name} tag ${tag}`).toContain(tag);
      }
      expect(site.description.length, site.name).toBeGreaterThan(20);
    }
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
