import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {captureFrontMatterSchema, extractReference} from '../extract.mjs';
import {describeDefault, describeType, schemaToRows, switchVariants} from '../schemaRows.mjs';
import {SOURCES} from '../sources.mjs';
import {compareReleases, planFiles, renderSourceModule} from '../layout.mjs';
import {referenceByVersion} from '../../../src/data/reference/all';
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

  it('lists keys inside arrays as parent[].key when asked to, and skips items chosen by a switch', () => {
    const described = {
      type: 'object',
      keys: {
        metadata: {type: 'array', items: [{type: 'object', keys: {name: {type: 'string'}}}]},
        items: {type: 'array', items: [{type: 'object', keys: {position: {type: 'string'}}, whens: [{switch: []}]}]},
      },
    };
    expect(schemaToRows(described, 3).map(({name}: {name: string}) => name)).toEqual(['metadata', 'items']);
    expect(schemaToRows(described, 3, '', {arrayItems: true}).map(({name}: {name: string}) => name)).toEqual([
      'metadata',
      'metadata[].name',
      'items',
    ]);
  });

  it('shows a URI schema as a string, but keeps `any` where it means more', () => {
    const uri = {
      type: 'alternatives',
      matches: [{schema: {type: 'string', rules: [{name: 'uri'}]}}, {schema: {type: 'any', rules: [{name: 'custom'}]}}],
    };
    expect(describeType(uri)).toBe('string');
    expect(describeType({type: 'alternatives', matches: [{schema: {type: 'function'}}, {schema: {type: 'any'}}]})).toBe(
      'function | any',
    );
  });

  it('splits navbar items into one table per type, each with the shared keys first', () => {
    const typeIs = (value: string) => ({
      keys: {type: {type: 'string', flags: {only: true, presence: 'required'}, allow: [value]}},
    });
    const variants = switchVariants({
      type: 'object',
      keys: {position: {type: 'string'}},
      whens: [
        {
          switch: [
            {is: typeIs('doc'), then: {type: 'object', keys: {docId: {type: 'string'}}}},
            {is: typeIs('search'), then: {type: 'any', flags: {presence: 'forbidden'}}},
            {
              is: {keys: {type: {type: 'string', flags: {presence: 'forbidden'}}}},
              then: {
                type: 'object',
                whens: [
                  {
                    is: {keys: {items: {type: 'array'}}},
                    then: {type: 'object', keys: {items: {type: 'array'}}},
                    otherwise: {type: 'object', keys: {href: {type: 'string'}}},
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect([...variants.keys()]).toEqual(['doc', 'dropdown', 'link']);
    expect(variants.get('doc')?.map(({name}: {name: string}) => name)).toEqual(['position', 'docId']);
    expect(variants.get('link')?.map(({name}: {name: string}) => name)).toEqual(['position', 'href']);
  });

  it('captures the private schema a front matter validator hands to validateFrontMatter', () => {
    const schema = {describe: () => ({type: 'object', keys: {}})};
    const validationModule = {validateFrontMatter: (..._args: unknown[]) => 'original'};
    const captured = captureFrontMatterSchema(
      (frontMatter: object) => validationModule.validateFrontMatter(frontMatter, schema),
      validationModule,
    );
    expect(captured).toBe(schema);
    expect(validationModule.validateFrontMatter()).toBe('original');
  });

  it('gives the same output on every run', () => {
    const first = extractReference(installed, requireFrom, installedSpecs);
    const second = extractReference(installed, requireFrom, installedSpecs);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    for (const source of Object.values(first)) {
      expect(renderSourceModule(source)).toBe(renderSourceModule(structuredClone(source)));
    }
  }, 60_000);

  it('matches the committed data of 3.6.1 (read from the installed packages)', () => {
    const fresh = extractReference(installed, requireFrom, installedSpecs);
    expect(installedSpecs.length).toBeGreaterThan(10);
    // Variant sources (navbar-item-*) come with theme-config.
    expect(Object.keys(fresh).length).toBeGreaterThan(installedSpecs.length);
    for (const sourceId of Object.keys(fresh)) {
      expect({sourceId, data: referenceByVersion['3.6.1'].sources[sourceId]}).toEqual({
        sourceId,
        data: fresh[sourceId],
      });
    }
  }, 60_000);

  it('reads front matter schemas of docs, blog posts and pages', () => {
    const names = (sourceId: string) => referenceByVersion['3.6.1'].sources[sourceId].options.map(({name}) => name);
    expect(names('docs-front-matter')).toEqual(
      expect.arrayContaining(['sidebar_position', 'pagination_next', 'draft']),
    );
    expect(names('blog-front-matter')).toEqual(expect.arrayContaining(['authors', 'date', 'last_update.date']));
    expect(names('pages-front-matter')).toEqual(expect.arrayContaining(['wrapperClassName', 'unlisted']));
  });

  it('knows that Docusaurus Faster is new in 3.6', () => {
    const names = (version: string) => referenceByVersion[version].sources.config.options.map(({name}) => name);
    expect(names('3.6.1')).toContain('future.experimental_faster');
    expect(names('3.5.2')).not.toContain('future.experimental_faster');
  });
});

describe('file layout', () => {
  it('orders releases numerically', () => {
    expect(['3.10.0', '3.6.1', '3.7.0', '3.5.2'].sort(compareReleases)).toEqual(['3.5.2', '3.6.1', '3.7.0', '3.10.0']);
  });

  it('shares a module between versions with equal rows, named after the oldest release', () => {
    const rows = (...names: string[]) => ({
      package: '@docusaurus/x',
      options: names.map((name) => ({name, type: 'string', default: null, required: false})),
    });
    const {modules, manifest} = planFiles([
      {name: 'current', release: '3.7.0', sources: {a: rows('one', 'two'), b: rows('same')}},
      {name: '3.6.1', release: '3.6.1', sources: {a: rows('one'), b: rows('same')}},
      {name: '3.5.2', release: '3.5.2', sources: {a: rows('one'), b: rows('same')}},
    ]);
    expect([...modules.keys()].sort()).toEqual(['a/3.5.2', 'a/3.7.0', 'b/3.5.2']);
    expect(manifest.versions.current).toEqual({release: '3.7.0', sources: {a: 'a/3.7.0', b: 'b/3.5.2'}});
    expect(manifest.versions['3.6.1'].sources).toEqual({a: 'a/3.5.2', b: 'b/3.5.2'});
  });
});
