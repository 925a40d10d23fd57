import {describe, expect, it} from 'vitest';
import {referenceByVersion} from '../../../src/data/reference/all';
import {docsRoots, documentedOptions, tableLabels} from './documentedOptions';

describe.each(Object.keys(docsRoots))('API reference of docs version %s', (version) => {
  const data = referenceByVersion[version];
  const documented = documentedOptions(docsRoots[version]);

  it('has generated data', () => {
    expect(data?.version).toBe(version);
    expect(Object.keys(data.sources).length).toBeGreaterThan(10);
  });

  it.each(Object.keys(data.sources))('documents every option of %s', (sourceId) => {
    const documentedNames = new Set((documented.get(sourceId) ?? []).map(({name}) => name));
    const undocumented = data.sources[sourceId].options
      .map(({name}) => name)
      .filter((name) => !documentedNames.has(name));
    expect(undocumented).toEqual([]);
  });

  it('documents no option the schemas lack, and none twice', () => {
    const problems: string[] = [];
    for (const [sourceId, mentions] of documented) {
      const known = new Set(data.sources[sourceId]?.options.map(({name}) => name) ?? []);
      const seen = new Set<string>();
      for (const {name, file} of mentions) {
        if (!known.has(name)) problems.push(`${file}: ${sourceId} has no option "${name}"`);
        if (seen.has(name)) problems.push(`${file}: ${sourceId} option "${name}" documented twice`);
        seen.add(name);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(Object.keys(docsRoots))('reference tables of docs version %s', (version) => {
  it('each have a label no other table of the same page has (accessible region names)', () => {
    const duplicates = [...tableLabels(docsRoots[version])].flatMap(([file, labels]) =>
      labels.filter((label, index) => labels.indexOf(label) !== index).map((label) => `${file}: ${label}`),
    );
    expect(duplicates).toEqual([]);
  });
});
