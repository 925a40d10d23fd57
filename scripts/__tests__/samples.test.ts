import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {extractSamples, sampleKindOf, type Sample} from '../samples/extract';
import type {PlacedSample} from '../samples/fixture';
import {configEntryFor, hasDefaultExport, pageFolderName, pointSiteImports} from '../samples/placement';
import {blame, collectPages, runSamples, type RunResult} from '../samples/run';

const rootDir = path.resolve(import.meta.dirname, '../..');
/** The content that documents 3.6.1, the installed release: its docs version, and community and blog (as the site). */
const CONTENT_3_6_1 = ['versioned_docs/version-3.6.1', 'community', 'blog'];
const fence = '```';

function sample(title: string, code: string, overrides: Partial<Sample> = {}): Sample {
  return {file: 'docs/page.md', line: 3, title, kind: sampleKindOf(title) ?? 'component', code, ...overrides};
}

describe('extractSamples', () => {
  it('classifies samples by the path their title gives', () => {
    expect(sampleKindOf('src/plugins/word-count/index.ts')).toBe('plugin');
    expect(sampleKindOf('plugins/status-page.js')).toBe('plugin');
    expect(sampleKindOf('src/plugins/release-data.ts')).toBe('plugin');
    // A plugin's helper file is no plugin of its own.
    expect(sampleKindOf('src/plugins/status-theme/client/statusBadge.ts')).toBeUndefined();
    expect(sampleKindOf('presets/company-preset.js')).toBe('preset');
    expect(sampleKindOf('src/theme/Footer/index.tsx')).toBe('theme-component');
    expect(sampleKindOf('src/components/PriceCard/index.tsx')).toBe('component');
    expect(sampleKindOf('src/pages/pricing.tsx')).toBe('page');
    expect(sampleKindOf('src/pages/privacy.md')).toBeUndefined();
    expect(sampleKindOf('src/clientModules/analytics.ts')).toBe('client-module');
    expect(sampleKindOf('src/remark/flagTodos.mjs')).toBe('mdx-plugin');
    expect(sampleKindOf('docusaurus.config.ts')).toBe('site-config');
    expect(sampleKindOf('src/css/custom.css')).toBeUndefined();
  });

  it('reads `partial` as a fragment and `partial="reason"` as a complete sample that cannot run', () => {
    const markdown = [
      '# Page',
      `${fence}tsx title="src/components/A.tsx" partial`,
      'export default function A() {}',
      fence,
      `${fence}tsx title="src/components/B.tsx" partial="needs a doc page"`,
      'export default function B() {}',
      fence,
      `${fence}tsx title="src/components/C.tsx"`,
      'export default function C() {}',
      fence,
    ].join('\n');
    expect(extractSamples(markdown, 'p.md').map(({line, skip}) => ({line, skip}))).toEqual([
      {line: 3, skip: 'fragment'},
      {line: 6, skip: 'needs a doc page'},
      {line: 9},
    ]);
  });

  it('every `partial="..."` in the docs gives its reason', () => {
    const reasons = collectPages(rootDir, ['docs', 'versioned_docs', ...CONTENT_3_6_1.slice(1)])
      .flatMap((page) => page.samples)
      .filter((s) => s.skip !== undefined && s.skip !== 'fragment');
    expect(reasons.filter((s) => s.skip!.trim().length < 10).map((s) => `${s.file}:${s.line}`)).toEqual([]);
  });
});

describe('fixture helpers', () => {
  const plugin = sample('src/plugins/release-notes/index.ts', 'export default function p() {}');

  it('finds how the page registers a plugin, with literal options', () => {
    const config = sample(
      'docusaurus.config.ts',
      `export default {plugins: [['./src/plugins/release-notes/index.ts', {file: 'releases.json', keep: [1, true]}]]};`,
      {line: 40},
    );
    expect(configEntryFor(plugin, [config])).toMatchObject({
      request: './src/plugins/release-notes/index.ts',
      options: {file: 'releases.json', keep: [1, true]},
    });
  });

  it('keeps a folder registration of an index.ts plugin, which the resolver cannot find', () => {
    const config = sample('docusaurus.config.ts', `plugins: ['./src/plugins/release-notes'],`, {skip: 'fragment'});
    expect(configEntryFor(plugin, [config])?.request).toBe('./src/plugins/release-notes');
  });

  it('drops options that are not plain literals', () => {
    const config = sample(
      'docusaurus.config.ts',
      `plugins: [['./src/plugins/release-notes/index.ts', {file: readFile()}]],`,
    );
    expect(configEntryFor(plugin, [config])?.options).toEqual({});
  });

  it("points @site paths of the page's own files at the page's folder", () => {
    const code = `import Badge from '@site/src/components/Badge';\nimport X from '@site/src/other';`;
    expect(pointSiteImports(code, 'samples/react', new Set(['src/components/Badge.tsx']))).toBe(
      `import Badge from '@site/samples/react/src/components/Badge';\nimport X from '@site/src/other';`,
    );
  });

  it('tells a plugin module from a helper module', () => {
    expect(hasDefaultExport('export default function p() {}')).toBe(true);
    expect(hasDefaultExport('module.exports = function p() {};')).toBe(true);
    expect(hasDefaultExport('export function reportMissingAlt() {}')).toBe(false);
  });

  it('names folders after their page', () => {
    expect(pageFolderName('versioned_docs/version-3.6.1/advanced/plugins.md')).toBe('advanced--plugins');
    expect(pageFolderName('blog/releases/3.5/index.md')).toBe('blog--releases--3.5');
  });
});

describe('blame', () => {
  const placed: PlacedSample[] = [
    {sample: sample('src/plugins/a/index.ts', ''), folder: 'samples/advanced--plugins', how: 'plugin'},
    {sample: sample('src/components/B.tsx', '', {line: 90}), folder: 'samples/advanced--plugins', how: 'render'},
    {
      sample: sample('src/components/C.tsx', '', {file: 'docs/other.md', line: 7}),
      folder: 'samples/other',
      how: 'render',
      route: '/samples/3/',
    },
  ];

  it('blames the sample whose file a stack frame or a module error names', () => {
    const log = `TypeError: x\n    at wordCount (/tmp/f/samples/advanced--plugins/src/plugins/a/index.ts:9:36)`;
    expect(blame(log, placed).map((p) => p.sample.line)).toEqual([3]);
    const moduleError = `Module not found: Can't resolve './styles.module.css' in '/tmp/f/samples/advanced--plugins/src/components'`;
    expect(blame(moduleError, placed).map((p) => p.sample.line)).toEqual([90]);
  });

  it('blames the sample a generated page renders', () => {
    expect(blame('Error: Can\'t render static file for pathname "/samples/3/"', placed)).toEqual([placed[2]]);
    expect(blame('static site generation failed for 1 paths:\n  - "/samples/3"', placed)).toEqual([placed[2]]);
  });
});

describe('the plugin check before the build (core 3.6.1 loader, no build)', () => {
  it('fails a plugin that its page registers by a folder holding only index.ts, naming the page and line', async () => {
    const siteRoot = mkdtempSync(path.join(tmpdir(), 'samples-page-'));
    try {
      mkdirSync(path.join(siteRoot, 'content'));
      const page = [
        '# Plugins', // 1
        `${fence}ts title="src/plugins/release-notes/index.ts"`, // 2
        `export default function releaseNotes() { return {name: 'release-notes'}; }`,
        fence,
        `${fence}ts title="docusaurus.config.ts" partial`,
        `plugins: ['./src/plugins/release-notes'],`,
        fence,
      ].join('\n');
      writeFileSync(path.join(siteRoot, 'content', 'plugins.md'), page);
      const {problems} = await runSamples({
        rootDir: siteRoot,
        contentDirs: ['content'],
        packagesRoot: rootDir,
        repoDir: rootDir,
        workDir: path.join(siteRoot, 'fixture'),
        build: false,
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]!.location).toBe(`content${path.sep}plugins.md:3`);
      expect(problems[0]!.message).toContain(
        "Cannot find module './samples/content--plugins/src/plugins/release-notes'",
      );

      writeFileSync(
        path.join(siteRoot, 'content', 'plugins.md'),
        page.replace("'./src/plugins/release-notes'", "'./src/plugins/release-notes/index.ts'"),
      );
      const fixed = await runSamples({
        rootDir: siteRoot,
        contentDirs: ['content'],
        packagesRoot: rootDir,
        repoDir: rootDir,
        workDir: path.join(siteRoot, 'fixture'),
        build: false,
      });
      expect(fixed.problems).toEqual([]);
    } finally {
      rmSync(siteRoot, {recursive: true, force: true});
    }
  }, 60_000);
});

describe('the samples of the 3.6.1 docs, community and blog', () => {
  let workDir = '';
  let result: RunResult;
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'samples-'));
    result = await runSamples({rootDir, contentDirs: CONTENT_3_6_1, packagesRoot: rootDir, workDir});
  }, 600_000);
  afterAll(() => {
    if (workDir) rmSync(workDir, {recursive: true, force: true});
  });

  it('are found: plugins, components, pages, swizzled components and client modules', () => {
    const kinds = new Set(result.fixture.placed.map((p) => p.sample.kind));
    expect([...kinds].sort()).toEqual([
      'client-module',
      'component',
      'mdx-plugin',
      'page',
      'plugin',
      'preset',
      'theme-component',
    ]);
    expect(result.fixture.placed.length).toBeGreaterThan(60);
  });

  it('config and sidebars samples pass the validators of 3.6.1: core, the official plugins and themes, the docs sidebars', () => {
    const {configs} = result;
    expect(configs.problems.map((p) => `${p.location}: ${p.message}`)).toEqual([]);
    expect(configs.validated.length).toBeGreaterThan(140);
    expect(configs.validated.length + configs.partial).toBe(configs.found);
    expect(configs.officialEntries).toBeGreaterThan(200);
  });

  it('load, bundle and render in one Rspack build of a fixture site', () => {
    expect(result.problems.map((p) => `${p.location}: ${p.message}`)).toEqual([]);
    expect(result.fixture.faster).toBe(true);
    // Every rendered sample has its page in the build output.
    const routes = result.fixture.placed.flatMap((p) => (p.route ? [p.route] : []));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !existsSync(path.join(workDir, 'build', route, 'index.html')))).toEqual([]);
  });
});
