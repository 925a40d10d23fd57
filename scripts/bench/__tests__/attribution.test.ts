import {describe, expect, it} from 'vitest';
import {
  apportion,
  attributeScript,
  categorise,
  decodeMappings,
  decodeVlq,
  gzipSize,
  longTasks,
  moduleGroup,
  normaliseSource,
  originalPosition,
  packageOf,
  pageMainThread,
  piecesBySource,
  selfTimeInWindows,
  sumCategories,
  totalsBy,
  type TraceEvent,
} from '../attributionCore.mjs';

describe('normaliseSource', () => {
  it('strips the bundler scheme, loader prefixes, queries and leading ./', () => {
    expect(normaliseSource('webpack://docusaurus-website/./node_modules/react-dom/cjs/x.js')).toBe(
      'node_modules/react-dom/cjs/x.js',
    );
    expect(normaliseSource('webpack:///./src/theme/CodeBlock/index.tsx?abc')).toBe('src/theme/CodeBlock/index.tsx');
    expect(normaliseSource('webpack://site/builtin:swc-loader!./src/a.ts')).toBe('src/a.ts');
    expect(normaliseSource('webpack://site/./static/img/showcase|sync|/^\\.\\/.*\\.png$/')).toBe('static/img/showcase');
    expect(normaliseSource('webpack://site/webpack/runtime/load_script')).toBe('webpack/runtime/load_script');
  });

  it('makes absolute paths relative to the site, JSON modules included', () => {
    expect(normaliseSource('webpack://site/json|/work/site/.docusaurus/globalData.json', '/work/site')).toBe(
      '.docusaurus/globalData.json',
    );
    expect(normaliseSource('webpack://site//work/site/src/a.ts', '/work/site')).toBe('src/a.ts');
    // Generated files of a build run from another folder still read as generated.
    expect(normaliseSource('webpack://site/json|/elsewhere/.docusaurus/i18n.json')).toBe('.docusaurus/i18n.json');
    expect(normaliseSource('webpack://site/../../main/node_modules/react/index.js')).toBe(
      '../../main/node_modules/react/index.js',
    );
  });
});

describe('packageOf', () => {
  it('names the innermost package, scoped or not', () => {
    expect(packageOf('node_modules/react/index.js')).toBe('react');
    expect(packageOf('node_modules/@docusaurus/core/lib/client/App.js')).toBe('@docusaurus/core');
    expect(packageOf('node_modules/a/node_modules/@scope/b/x.js')).toBe('@scope/b');
    expect(packageOf('src/theme/CodeBlock/index.tsx')).toBeNull();
  });
});

describe('categorise', () => {
  it.each([
    ['node_modules/@docusaurus/core/lib/client/App.js', 'framework'],
    ['node_modules/@docusaurus/react-loadable/lib/index.js', 'framework'],
    ['node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js', 'framework'],
    ['webpack/runtime/jsonp_chunk_loading', 'framework'],
    ['RemotesRuntimeModule', 'framework'],
    ['../../main/node_modules/@docusaurus/core/lib/client/App.js', 'framework'],
    ['../../main/node_modules/react/index.js', 'third party'],
    ['webpack/runtime/get javascript chunk filename', 'route data'],
    ['ChunkAssetRuntimeModule', 'route data'],
    ['.docusaurus/registry.js', 'route data'],
    ['.docusaurus/routes.js', 'route data'],
    ['.docusaurus/routesChunkNames.json', 'route data'],
    ['.docusaurus/globalData.json', 'site data'],
    ['.docusaurus/docusaurus.config.mjs', 'site data'],
    ['.docusaurus/docusaurus-plugin-content-docs/default/p/docs-bd8.json', 'site data'],
    ['src/clientModules/storageValidation.ts', 'ours'],
    ['src/theme/CodeBlock/index.tsx', 'ours'],
    ['src/plugins/search/theme/SearchBar/index.tsx', 'ours'],
    ['tests-area/navbar/itemTypes.tsx', 'ours'],
    ['config/releases.mjs', 'ours'],
    ['docs/installation.mdx', 'content'],
    ['versioned_docs/version-3.6.1/intro.md', 'content'],
    ['blog/releases/3.6/index.mdx', 'content'],
    ['blog/releases/3.6/social-card.png', 'content'],
    ['tests-area/docs/intro.mdx', 'content'],
    ['changelog/changes.ts', 'ours'],
    ['src/data/showcase/site.png', 'ours'],
    ['src/pages/examples/markdownPageExample.md', 'content'],
    ['node_modules/react-dom/cjs/react-dom.production.min.js', 'third party'],
    ['node_modules/prism-react-renderer/dist/index.js', 'third party'],
    ['', 'unmapped'],
  ])('%s is %s', (path, category) => {
    expect(categorise(path)).toBe(category);
  });
});

describe('moduleGroup', () => {
  it('groups third-party code by package and Docusaurus code by its first folders', () => {
    expect(moduleGroup('node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
    expect(moduleGroup('node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Content/index.js')).toBe(
      '@docusaurus/theme-classic/theme/Navbar',
    );
    expect(moduleGroup('node_modules/@docusaurus/core/lib/client/App.js')).toBe('@docusaurus/core/client');
    expect(moduleGroup('src/theme/CodeBlock/index.tsx')).toBe('src/theme/CodeBlock/index.tsx');
    expect(moduleGroup('')).toBe('(unmapped)');
  });
});

describe('decodeVlq', () => {
  it('reads signed base64 VLQ values', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CDEF')).toEqual([1, -1, 2, -2]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('hB')).toEqual([-16]);
  });

  it('rejects text that is not VLQ', () => {
    expect(() => decodeVlq('A*')).toThrow(/Invalid base64 VLQ/);
    expect(() => decodeVlq('g')).toThrow(/Truncated/);
  });
});

describe('decodeMappings', () => {
  it('turns deltas into absolute positions carried across lines, and sorts each line', () => {
    // Line 0: col 0 → source 0 line 0 col 0; col 4 → source 1 line 0 col 0 with name 0.
    // Line 1: col 2 (unmapped); col 0 → source 1 line 1 col 1 (given after, sorted first).
    expect(decodeMappings('AAAA,ICAAA;E,FACC')).toEqual([
      [
        [0, 0, 0, 0],
        [4, 1, 0, 0, 0],
      ],
      [[0, 1, 1, 1], [2]],
    ]);
  });
});

const twoSources = {sources: ['webpack://site/./src/a.ts', 'webpack://site/./node_modules/b/index.js'], names: ['fn']};

describe('piecesBySource', () => {
  it('gives each mapped span to its source and the rest to unmapped, newlines included', () => {
    const pieces = piecesBySource('abc;def\nxyz', {...twoSources, mappings: 'AAAA,ICAA;A'});
    expect(Object.fromEntries(pieces)).toEqual({
      'src/a.ts': ['abc;'],
      'node_modules/b/index.js': ['def\n'],
      '': ['xyz'],
    });
  });

  it('gives text before a line’s first mapping to unmapped', () => {
    const pieces = piecesBySource('xxabc', {...twoSources, mappings: 'EAAA'});
    expect(Object.fromEntries(pieces)).toEqual({'': ['xx'], 'src/a.ts': ['abc']});
  });
});

describe('apportion', () => {
  it('splits in proportion and always adds up to the total', () => {
    expect(apportion(10, {a: 1, b: 1})).toEqual({a: 5, b: 5});
    expect(apportion(10, {a: 1, b: 2})).toEqual({a: 3, b: 7});
    const parts = apportion(1001, {a: 3, b: 3, c: 3});
    expect(parts.a + parts.b + parts.c).toBe(1001);
    expect(apportion(7, {a: 0, b: 0})).toEqual({a: 0, b: 0});
  });
});

describe('attributeScript', () => {
  const code = `${'ours();'.repeat(200)}${'react();'.repeat(20)}\n/*glue*/`;
  const map = {...twoSources, mappings: 'AAAA,w3CCAA;A'};

  it('shares out the raw bytes exactly and the gzip size of the whole file', () => {
    const {raw, gzip, modules} = attributeScript(code, map);
    expect(raw.ours).toBe(1400);
    expect(raw['third party']).toBe(161);
    expect(raw.unmapped).toBe(8);
    expect(Object.values(raw).reduce((a, b) => a + b, 0)).toBe(code.length);
    expect(Object.values(gzip).reduce((a, b) => a + b, 0)).toBe(gzipSize(code));
    expect(gzip.ours).toBeGreaterThan(0);
    expect(gzip.framework).toBe(0);
    expect(modules.get('b')).toEqual({category: 'third party', raw: 161, gzip: gzipSize(`${'react();'.repeat(20)}\n`)});
  });

  it('adds the records of several scripts', () => {
    const one = attributeScript(code, map).raw;
    expect(sumCategories([one, one]).ours).toBe(2800);
  });
});

describe('originalPosition', () => {
  const decoded = decodeMappings('AAAA,ICAAA;A');
  it('finds the last mapping at or before a column, with its name', () => {
    expect(originalPosition(decoded, twoSources, 0, 2)).toEqual({source: 'src/a.ts', line: 0, column: 0, name: null});
    expect(originalPosition(decoded, twoSources, 0, 9)).toEqual({
      source: 'node_modules/b/index.js',
      line: 0,
      column: 0,
      name: 'fn',
    });
  });

  it('returns null for unmapped positions', () => {
    expect(originalPosition(decoded, twoSources, 1, 0)).toBeNull();
    expect(originalPosition(decoded, twoSources, 5, 0)).toBeNull();
  });
});

describe('trace reading', () => {
  const page = {pid: 2, tid: 1};
  const frame = (functionName: string, url = 'http://x/main.js') => ({
    functionName,
    url,
    lineNumber: 0,
    columnNumber: 0,
  });
  const events: TraceEvent[] = [
    {name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 1, args: {name: 'CrRendererMain'}},
    {name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 1, args: {name: 'CrRendererMain'}},
    {name: 'RunTask', ph: 'X', ts: 0, dur: 10_000, pid: 1, tid: 1},
    {name: 'RunTask', ph: 'X', ts: 1_000, dur: 60_000, pid: 2, tid: 1},
    {name: 'RunTask', ph: 'X', ts: 70_000, dur: 49_999, pid: 2, tid: 1},
    {name: 'RunTask', ph: 'X', ts: 200_000, dur: 100_000, pid: 2, tid: 1},
    {name: 'Profile', ph: 'P', ts: 0, pid: 2, tid: 1, id: '0x1', args: {data: {startTime: 0}}},
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 2,
      tid: 1,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              {id: 1, callFrame: frame('(root)', '')},
              {id: 2, callFrame: frame('hydrate'), parent: 1},
            ],
            samples: [1, 2],
          },
          // Samples at 1 ms and 31 ms.
          timeDeltas: [1_000, 30_000],
        },
      },
    },
    // Another process's profile, with the same id: ignored.
    {name: 'Profile', ph: 'P', ts: 0, pid: 1, tid: 1, id: '0x1', args: {data: {startTime: 0}}},
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 1,
      tid: 1,
      id: '0x1',
      args: {
        data: {cpuProfile: {nodes: [{id: 9, callFrame: frame('elsewhere')}], samples: [9, 9]}, timeDeltas: [0, 1]},
      },
    },
    // Written by the sampling thread (another tid) of the page's process.
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 2,
      tid: 7,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {nodes: [{id: 3, callFrame: frame('tokenize'), parent: 2}], samples: [3, 2]},
          // Samples at 210 ms and 260 ms.
          timeDeltas: [179_000, 50_000],
        },
      },
    },
  ];

  it('picks the busiest renderer main thread', () => {
    expect(pageMainThread(events)).toEqual(page);
  });

  it('keeps tasks of at least 50 ms on that thread', () => {
    expect(longTasks(events, page)).toEqual([
      {start: 1_000, end: 61_000},
      {start: 200_000, end: 300_000},
    ]);
  });

  it('gives each sample the time to the next one, clipped to the long tasks', () => {
    const self = selfTimeInWindows(events, page, longTasks(events, page));
    expect(self.map(({frame: {functionName}, selfUs}) => [functionName, selfUs])).toEqual([
      ['tokenize', 50_000],
      // 31 → 61 ms (clipped at the task's end) and 200 → 210 ms.
      ['hydrate', 40_000],
      // 1 → 31 ms; the last sample (260 ms) has no length.
      ['(root)', 30_000],
    ]);
  });
});

describe('totalsBy', () => {
  it('adds values per key, heaviest first', () => {
    expect(
      totalsBy(
        ['a', 'b', 'a'],
        (x) => x,
        () => 1,
      ),
    ).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
