/**
 * The client API page (`docusaurus-core.md`) documents every `@docusaurus/*` module that
 * `@docusaurus/module-type-aliases` declares: each module is named on the page, its default export
 * has a heading (named after the module's last path segment), and so has each named value export.
 *
 * Canary and 3.6.1 pages are checked against the installed 3.6.1 declarations. The 3.7.0 file
 * declares the same modules and named exports (only return types differ: JSX.Element became
 * ReactNode), checked by hand. The 3.5.2 page is checked against the list below, read by hand from
 * the 3.5.2 package's `src/index.d.ts` (byte-identical to 3.6.1's): tests only read repo files.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsRoots, siteRoot} from './documentedOptions';

type ClientModule = {module: string; hasDefault: boolean; named: string[]};

/** The `@docusaurus/*` modules of a module-type-aliases declaration file, with their value exports. */
export function declaredClientModules(dts: string): ClientModule[] {
  const modules: ClientModule[] = [];
  for (const [, module, body] of dts.matchAll(/^declare module '(@docusaurus\/[^']+)' \{\n([\s\S]*?)^\}/gm)) {
    const named = new Set<string>();
    for (const [, name] of body.matchAll(/^\s*export (?:declare )?(?:function|const|let|class) (\w+)/gm))
      named.add(name);
    for (const [, list] of body.matchAll(/^\s*export \{([^}]*)\} from/gm)) {
      for (const item of list.split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (name && name !== 'default') named.add(name);
      }
    }
    modules.push({module, hasDefault: /^\s*export (?:default\b|=)/m.test(body), named: [...named].sort()});
  }
  return modules.sort((a, b) => a.module.localeCompare(b.module));
}

/** Heading texts of a Markdown page, outside code fences, without `{#id}`. */
function headingsOf(page: string): string[] {
  const headings: string[] = [];
  let inFence = false;
  for (const line of page.split(/\r?\n/)) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    else if (!inFence) {
      const match = /^#{2,6}\s+(.*?)\s*(?:\{#[^}]*\})?\s*$/.exec(line);
      if (match) headings.push(match[1]);
    }
  }
  return headings;
}

const hasWord = (text: string, word: string) =>
  new RegExp(`(?:^|[^\\w$])${word.replace(/\$/g, '\\$')}(?:[^\\w$]|$)`).test(text);

/** What a page fails to document of the declared modules, one line per gap. */
export function undocumented(page: string, modules: ClientModule[]): string[] {
  const headings = headingsOf(page);
  const gaps: string[] = [];
  for (const {module, hasDefault, named} of modules) {
    if (!page.includes(module)) gaps.push(`${module}: module never named`);
    const defaultName = module.split('/').pop()!;
    if (hasDefault && !headings.some((h) => hasWord(h, defaultName))) {
      gaps.push(`${module}: no heading for the default export ${defaultName}`);
    }
    for (const name of named) {
      if (!headings.some((h) => hasWord(h, name))) gaps.push(`${module}: no heading for ${name}`);
    }
  }
  return gaps;
}

/** `@docusaurus/*` modules of @docusaurus/module-type-aliases 3.5.2, read from its src/index.d.ts. */
const DECLARED_3_5_2: ClientModule[] = [
  {module: '@docusaurus/BrowserOnly', hasDefault: true, named: []},
  {module: '@docusaurus/ComponentCreator', hasDefault: true, named: []},
  {module: '@docusaurus/ErrorBoundary', hasDefault: true, named: []},
  {module: '@docusaurus/ExecutionEnvironment', hasDefault: true, named: []},
  {module: '@docusaurus/Head', hasDefault: true, named: []},
  {module: '@docusaurus/Interpolate', hasDefault: true, named: ['interpolate']},
  {module: '@docusaurus/Link', hasDefault: true, named: []},
  {module: '@docusaurus/Noop', hasDefault: true, named: []},
  {module: '@docusaurus/Translate', hasDefault: true, named: ['translate']},
  {module: '@docusaurus/constants', hasDefault: false, named: ['DEFAULT_PLUGIN_ID']},
  {module: '@docusaurus/isInternalUrl', hasDefault: true, named: ['hasProtocol']},
  {module: '@docusaurus/renderRoutes', hasDefault: true, named: []},
  {module: '@docusaurus/router', hasDefault: false, named: ['Redirect', 'matchPath', 'useHistory', 'useLocation']},
  {module: '@docusaurus/useBaseUrl', hasDefault: true, named: ['useBaseUrlUtils']},
  {module: '@docusaurus/useBrokenLinks', hasDefault: true, named: []},
  {module: '@docusaurus/useDocusaurusContext', hasDefault: true, named: []},
  {module: '@docusaurus/useGlobalData', hasDefault: true, named: ['useAllPluginInstancesData', 'usePluginData']},
  {module: '@docusaurus/useIsBrowser', hasDefault: true, named: []},
  {module: '@docusaurus/useIsomorphicLayoutEffect', hasDefault: true, named: []},
  {module: '@docusaurus/useRouteContext', hasDefault: true, named: []},
].sort((a, b) => a.module.localeCompare(b.module));

const installed = declaredClientModules(
  readFileSync(path.join(siteRoot, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts'), 'utf8'),
);

const pageOf = (version: string) => readFileSync(path.join(docsRoots[version], 'docusaurus-core.md'), 'utf8');

describe('declaredClientModules', () => {
  it('reads modules, default exports and named value exports, not types', () => {
    const dts = [
      "declare module '@docusaurus/Thing' {",
      '  export type Props = {a: string};',
      '  export function helper(a: string): string;',
      '  export function helper(a: number): string;',
      '  export default function Thing(props: Props): JSX.Element;',
      '}',
      "declare module '@docusaurus/routing' {",
      "  export {useA, B as C} from 'somewhere';",
      '}',
      "declare module '@theme/Layout' {",
      '  export default function Layout(): JSX.Element;',
      '}',
    ].join('\n');
    expect(declaredClientModules(dts)).toEqual([
      {module: '@docusaurus/routing', hasDefault: false, named: ['C', 'useA']},
      {module: '@docusaurus/Thing', hasDefault: true, named: ['helper']},
    ]);
  });

  it('finds the installed modules', () => {
    expect(installed.length).toBeGreaterThan(15);
    expect(installed.find((m) => m.module === '@docusaurus/router')?.named).toContain('useLocation');
  });
});

describe('undocumented', () => {
  it('reports a module without a heading, and a named export only mentioned in code', () => {
    const modules: ClientModule[] = [
      {module: '@docusaurus/useBaseUrl', hasDefault: true, named: ['useBaseUrlUtils']},
      {module: '@docusaurus/Noop', hasDefault: true, named: []},
    ];
    const page = [
      '### `useBaseUrlUtils()`',
      "```ts\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n## useBaseUrl\n```",
      'The `@docusaurus/Noop` module.',
      '## `Noop` {#noop}',
    ].join('\n');
    expect(undocumented(page, modules)).toEqual([
      '@docusaurus/useBaseUrl: no heading for the default export useBaseUrl',
    ]);
  });
});

describe.each(['current', '3.6.1'])('client API page of docs version %s', (version) => {
  it('has a heading for every module and export the installed types declare', () => {
    expect(undocumented(pageOf(version), installed)).toEqual([]);
  });
});

describe('client API page of docs version 3.5.2', () => {
  it('has a heading for every module and export 3.5.2 declares', () => {
    expect(undocumented(pageOf('3.5.2'), DECLARED_3_5_2)).toEqual([]);
  });
});
