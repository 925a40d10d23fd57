import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {extractConfigExamples, kindOfTitle, type ConfigExample} from '../config-examples/extract';
import {instrument} from '../config-examples/instrument';
import {typecheckExamples, type ExampleProblem} from '../config-examples/typecheck';

const rootDir = path.resolve(import.meta.dirname, '../..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'community', 'blog'];

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(rootDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

function example(code: string, overrides: Partial<ConfigExample> = {}): ConfigExample {
  return {
    file: 'fixture.md',
    line: 1,
    title: 'docusaurus.config.ts',
    kind: 'site-config',
    javascript: false,
    partial: false,
    canary: false,
    code,
    ...overrides,
  };
}

const fence = '```';

function plugin(code: string): ConfigExample {
  return example(code, {kind: 'plugin', title: 'src/plugins/stats/index.ts'});
}

describe('extractConfigExamples', () => {
  it('finds titled config and sidebars blocks with their language, line and marker', () => {
    const markdown = [
      '# Page', // 1
      '',
      `${fence}ts title="docusaurus.config.ts"`, // 3
      'export default {title: "A"};',
      fence,
      `${fence}js title="website/sidebars.js" partial showLineNumbers`, // 6
      'module.exports = {docs: []};',
      fence,
      `${fence}ts title="src/pages/index.tsx"`,
      'export default 1;',
      fence,
      `${fence}ts`,
      'export default {};',
      fence,
    ].join('\n');
    const found = extractConfigExamples(markdown, 'page.md');
    expect(found.map(({line, kind, javascript, partial}) => ({line, kind, javascript, partial}))).toEqual([
      {line: 4, kind: 'site-config', javascript: false, partial: false},
      {line: 7, kind: 'sidebars', javascript: true, partial: true},
    ]);
    expect(found[0]!.code).toBe('export default {title: "A"};');
  });

  it('does not treat the marker inside a title as the marker', () => {
    const markdown = `${fence}ts title="partial docusaurus.config.ts"\nexport default {};\n${fence}`;
    expect(extractConfigExamples(markdown, 'x.md')).toEqual([]);
    const marked = `${fence}ts title='docusaurus.config.ts' partial\nexport default {};\n${fence}`;
    expect(extractConfigExamples(marked, 'x.md')[0]?.partial).toBe(true);
  });

  it('recognises config file names only by the file name', () => {
    expect(kindOfTitle('docusaurus.config.mjs')).toBe('site-config');
    expect(kindOfTitle('my-site/sidebars.ts')).toBe('sidebars');
    expect(kindOfTitle('docusaurus.config.ts.bak')).toBeUndefined();
    expect(kindOfTitle('sidebarsCommunity.js')).toBeUndefined();
  });

  it('recognises the entry file of a local plugin by its src/plugins path', () => {
    expect(kindOfTitle('src/plugins/word-count/index.ts')).toBe('plugin');
    expect(kindOfTitle('my-site/src/plugins/tools/stats/index.js')).toBe('plugin');
    expect(kindOfTitle('src/plugins/release-data.ts')).toBe('plugin');
    expect(kindOfTitle('src/plugins/word-count/schema.ts')).toBeUndefined();
    expect(kindOfTitle('src/theme/Footer/index.tsx')).toBeUndefined();
  });
});

// Building a TypeScript program takes seconds, so every fixture and every docs example is
// checked in a single program, and each test looks at the problems of its own examples.
const fixtures = {
  valid: example(`import type {Config} from '@docusaurus/types';
const config: Config = {
  title: 'My site',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.ts'}, blog: false}]],
  themeConfig: {navbar: {title: 'My site'}},
};
export default config;`),
  siteOption: example(`export default {title: 'A', url: 'https://a.dev', baseUrl: '/', trailingSlashes: true};`),
  presetOptionInJs: example(
    `module.exports = {title: 'A', url: 'https://a.dev', baseUrl: '/',\n  presets: [['classic', {docs: {sidebarPaht: './sidebars.js'}}]]};`,
    {javascript: true, title: 'docusaurus.config.js'},
  ),
  pluginOption: example(
    `const config = {title: 'A', url: 'https://a.dev', baseUrl: '/',\n  plugins: [['@docusaurus/plugin-content-docs', {id: 'x', routeBasePaht: 'x'}]]};\nexport default config;`,
  ),
  themeConfigKey: example(`export default {title: 'A', url: 'https://a.dev', baseUrl: '/', themeConfig: {navbr: {}}};`),
  themeClassic: example(
    `export default {title: 'A', url: 'https://a.dev', baseUrl: '/',\n  themes: [['classic', {customCss: './custom.css'}]]};`,
  ),
  presetWithThemeOption: example(
    `export default {title: 'A', url: 'https://a.dev', baseUrl: '/',\n  presets: [['classic', {customCss: './custom.css'}]]};`,
  ),
  valueType: example(`export default {title: 'A', url: 'https://a.dev', baseUrl: '/', trailingSlash: 'yes'};`),
  badSidebars: example(`export default {docs: [{type: 'categroy', label: 'A', items: []}]};`, {
    kind: 'sidebars',
    title: 'sidebars.ts',
  }),
  goodSidebars: example(`export default {docs: [{type: 'category', label: 'A', items: ['intro']}]};`, {
    kind: 'sidebars',
    title: 'sidebars.ts',
  }),
  partial: example('themeConfig: {navbr: {}}', {partial: true}),
  goodPlugin: plugin(`import type {LoadContext, Plugin} from '@docusaurus/types';
export default function statsPlugin(context: LoadContext, options: {limit: number}): Plugin<number[]> {
  return {
    name: 'stats',
    loadContent: () => [options.limit],
    async contentLoaded({content, actions}) {
      const data = await actions.createData('stats.json', {total: content.length});
      actions.addRoute({path: context.baseUrl + 'stats/', component: '@site/src/components/Stats', modules: {data}});
    },
  };
}`),
  pluginMethodAnnotated: plugin(`import type {Plugin} from '@docusaurus/types';
export default function statsPlugin(): Plugin {
  return {
    name: 'stats',
    loadContnet: () => 1,
  };
}`),
  pluginMethodUnannotated: plugin(`export default function statsPlugin() {
  return {
    name: 'stats',
    postbuild() {},
  };
}`),
  pluginBadAction: plugin(`module.exports = function statsPlugin() {
  return {
    name: 'stats',
    contentLoaded({actions}) {
      actions.addRoute({path: '/stats/'});
    },
  };
};`),
  pluginNotAModule: plugin(`export default function statsPlugin(): string {
  return 'stats';
}`),
};
for (const [name, fixture] of Object.entries(fixtures)) fixture.file = `fixture-${name}.md`;

const allDocsExamples = CONTENT_DIRS.flatMap(markdownFiles).flatMap((file) =>
  extractConfigExamples(readFileSync(path.join(rootDir, file), 'utf8'), file),
);
// Canary-only examples are checked against the upcoming release's packages (check-canary.mjs).
const docsExamples = allDocsExamples.filter((example) => !example.canary);

let problems: ExampleProblem[] = [];
beforeAll(() => {
  problems = typecheckExamples([...Object.values(fixtures), ...docsExamples], rootDir);
}, 180_000);

function problemsOf(fixture: ConfigExample): ExampleProblem[] {
  return problems.filter((p) => p.location.startsWith(`${fixture.file}:`));
}

describe('Canary-only examples', () => {
  it('are recognised by their fence meta word', () => {
    const markdown = `${fence}ts title="docusaurus.config.ts" canary\nexport default {};\n${fence}`;
    expect(extractConfigExamples(markdown, 'x.md').map(({canary, partial}) => ({canary, partial}))).toEqual([
      {canary: true, partial: false},
    ]);
  });

  it('appear only in the Canary docs, never in a released version, community or the blog', () => {
    const misplaced = allDocsExamples
      .filter((example) => example.canary && !example.file.startsWith(`docs${path.sep}`))
      .map((example) => `${example.file}:${example.line}`);
    expect(misplaced).toEqual([]);
  });
});

describe('typecheckExamples', () => {
  it('accepts a correct configuration, correct sidebars and a correct plugin', () => {
    expect(problemsOf(fixtures.valid)).toEqual([]);
    expect(problemsOf(fixtures.goodSidebars)).toEqual([]);
    expect(problemsOf(fixtures.goodPlugin)).toEqual([]);
  });

  it('checks a short name against the package of the list it is in', () => {
    // `classic` in `themes` is the theme, whose options include customCss...
    expect(problemsOf(fixtures.themeClassic)).toEqual([]);
    // ...while in `presets` it is the preset, where customCss belongs under `theme`.
    expect(problemsOf(fixtures.presetWithThemeOption)).not.toEqual([]);
  });

  it.each([
    ['a misspelled site option', fixtures.siteOption, 1],
    ['a misspelled preset option in an unannotated JS config', fixtures.presetOptionInJs, 2],
    ['a misspelled plugin option', fixtures.pluginOption, 2],
    ['a misspelled theme config key', fixtures.themeConfigKey, 1],
    ['a wrong value type', fixtures.valueType, 1],
    ['a wrong sidebar item type', fixtures.badSidebars, 1],
    ['a misspelled method of an annotated plugin', fixtures.pluginMethodAnnotated, 5],
    ['a misspelled method of an unannotated plugin', fixtures.pluginMethodUnannotated, 4],
    ['a route without a component', fixtures.pluginBadAction, 5],
    ['a default export that is no plugin constructor', fixtures.pluginNotAModule, 3],
  ])('reports %s at its Markdown line', (_name, fixture, line) => {
    const found = problemsOf(fixture);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.location).toBe(`${fixture.file}:${line}`);
  });

  it('skips examples marked partial', () => {
    expect(problemsOf(fixtures.partial)).toEqual([]);
  });

  it('keeps line numbers when it inserts the type wrappers', () => {
    const code = `module.exports = {\n  title: 'A',\n};`;
    const instrumented = instrument(example(code));
    expect(instrumented).toContain('satisfies');
    expect(instrumented.split('\n').length).toBe(code.split('\n').length + 2);
  });
});

describe('config examples in the docs', () => {
  it('exist', () => {
    expect(docsExamples.length).toBeGreaterThan(0);
  });

  it('type-check against the installed Docusaurus types', () => {
    const docsProblems = problems.filter((p) => !p.location.startsWith('fixture-'));
    expect(docsProblems.map((p) => `${p.location}: ${p.message}`)).toEqual([]);
  });
});
