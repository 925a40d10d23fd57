import {describe, expect, it} from 'vitest';
import type {ShowcaseSite} from '../showcase';
import {filterSites, parseFilter, serializeFilter, toggleTag, type ShowcaseFilter} from '../showcaseFilter';

const site = (name: string, tags: ShowcaseSite['tags']): ShowcaseSite => ({
  name,
  tags,
  description: `${name} description`,
  url: `https://${name.toLowerCase()}.example/`,
});

const sites = [
  site('Alpha', ['opensource', 'i18n']),
  site('Beta', ['opensource']),
  site('Gamma', ['i18n', 'versioning']),
  site('Delta Docs', []),
];

const names = (filter: Partial<ShowcaseFilter>) =>
  filterSites(sites, {tags: [], operator: 'OR', name: '', ...filter}).map((s) => s.name);

describe('filterSites', () => {
  it('keeps every site when nothing is selected', () => {
    expect(names({})).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta Docs']);
  });

  it('with OR keeps sites having any selected tag', () => {
    expect(names({tags: ['opensource', 'versioning'], operator: 'OR'})).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('with AND keeps only sites having all selected tags', () => {
    expect(names({tags: ['opensource', 'i18n'], operator: 'AND'})).toEqual(['Alpha']);
    expect(names({tags: ['opensource', 'versioning'], operator: 'AND'})).toEqual([]);
  });

  it('matches part of the name, ignoring case and surrounding spaces', () => {
    expect(names({name: '  docs '})).toEqual(['Delta Docs']);
    expect(names({name: 'A', tags: ['i18n'], operator: 'AND'})).toEqual(['Alpha', 'Gamma']);
  });
});

describe('filter in the URL query', () => {
  it('parses repeated tags, the operator and the name', () => {
    expect(parseFilter('?tags=i18n&tags=opensource&operator=AND&name=re')).toEqual({
      tags: ['i18n', 'opensource'],
      operator: 'AND',
      name: 're',
    });
  });

  it('ignores unknown tags, duplicates and operators', () => {
    expect(parseFilter('?tags=nope&tags=meta&tags=meta&operator=XOR')).toEqual({
      tags: ['meta'],
      operator: 'OR',
      name: '',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(serializeFilter({tags: [], operator: 'OR', name: ''})).toBe('');
    expect(serializeFilter({tags: ['meta', 'large'], operator: 'AND', name: 'r n'}, '?ref=home&tags=old')).toBe(
      '?ref=home&tags=meta&tags=large&operator=AND&name=r+n',
    );
  });

  it('round-trips a filter through the query string', () => {
    const filter: ShowcaseFilter = {tags: ['design', 'personal'], operator: 'AND', name: 'Ωmega & co'};
    expect(parseFilter(serializeFilter(filter))).toEqual(filter);
  });

  it('toggles a tag on and off', () => {
    const on = toggleTag({tags: ['meta'], operator: 'OR', name: ''}, 'i18n');
    expect(on.tags).toEqual(['meta', 'i18n']);
    expect(toggleTag(on, 'meta').tags).toEqual(['i18n']);
  });
});
