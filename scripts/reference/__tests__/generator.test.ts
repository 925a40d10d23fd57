import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOURCES, describeDefault, describeType, extractReference, renderDataModule, schemaToRows} from '../extract.mjs';
import {referenceByVersion} from '../../../src/data/reference';
import {siteRoot} from './documentedOptions';

const installed = path.join(siteRoot, 'node_modules', '@docusaurus');
const jiti = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: false});
const requireFrom = (file: string) => jiti(file);
// Every source whose package the site installs (the generator downloads the others).
const installedSpecs = SOURCES.filter((source) => existsSync(path.join(installed, source.pkg)));

describe('schema extraction', () => {
  it('names types, unions and allowed values the way a reader expects', () => {
    expect(describeType({type: 'string', flags: {only: true}, allow: ['warn', 'throw']})).toBe('"warn" | "throw"');
    expect(describeType({type: 'array', items: [{type: 'string'}]})).toBe('string[]');
    expect(
      describeType({type: 'alternatives', matches: [{schema: {type: 'boolean'}}, {schema: {type: 'string'}}]}),
    ).toBe('boolean | string');
    expect(describeDefault({flags: {default: 3}})).toBe('3');
    expect(describeDefault({flags: {}})).toBeNull();
    expect(describeDefault({flags: {default: () => 1}})).toBe('(computed)');
  });

  it('lists nested keys after their parent and drops forbidden keys', () => {
    const rows = schemaToRows({
      type: 'object',
      keys: {
        a: {type: 'object', keys: {b: {type: 'number', flags: {default: 1}}}},
        removed: {type: 'any', flags: {presence: 'forbidden'}},
        c: {type: 'string', flags: {presence: 'required'}},
      },
    });
    expect(rows.map((row: {name: string}) => row.name)).toEqual(['a', 'a.b', 'c']);
    expect(rows[2]).toEqual({name: 'c', type: 'string', default: null, required: true});
  });

  it('gives the same output on every run', () => {
    const first = extractReference(installed, requireFrom, installedSpecs);
    const second = extractReference(installed, requireFrom, installedSpecs);
    expect(renderDataModule('current', second)).toBe(renderDataModule('current', first));
  }, 60_000);

  it.each(['current', '3.6.1'])(
    'matches the committed data of %s (read from the installed packages)',
    (version) => {
      const fresh = extractReference(installed, requireFrom, installedSpecs);
      expect(installedSpecs.length).toBeGreaterThan(10);
      for (const {id: sourceId} of installedSpecs) {
        expect(referenceByVersion[version].sources[sourceId]).toEqual(fresh[sourceId]);
      }
    },
    60_000,
  );

  it('knows that Docusaurus Faster is new in 3.6', () => {
    const names = (version: string) => referenceByVersion[version].sources.config.options.map(({name}) => name);
    expect(names('3.6.1')).toContain('future.experimental_faster');
    expect(names('3.5.2')).not.toContain('future.experimental_faster');
  });
});
