/**
 * Every member of the plugin API has its own heading in the plugin methods reference of each
 * docs version, and no heading documents a method the version does not have.
 *
 * The per-version lists live in scripts/content/pluginApi.ts; the 3.6.1 list is compared with
 * the installed `@docusaurus/types/src/plugin.d.ts`, so an upgrade that adds a method fails here
 * until the pages and the list cover it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {builtVersions, canary, docsFolderOf, docsVersions} from '@site/config/releases.mjs';
import {PLUGIN_API_BY_DOCS_DIR} from '../pluginApi';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const PAGES_DIR = 'api/plugin-methods';

/** Property names of the object type a type alias declares (call signatures and index signatures excluded). */
export function membersOfTypeAlias(source: string, typeName: string): string[] {
  const file = ts.createSourceFile('plugin.d.ts', source, ts.ScriptTarget.Latest, true);
  const alias = file.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === typeName,
  );
  if (!alias || !ts.isTypeLiteralNode(alias.type)) throw new Error(`No object type alias ${typeName}`);
  return alias.type.members
    .filter((m) => (ts.isPropertySignature(m) || ts.isMethodSignature(m)) && m.name && ts.isIdentifier(m.name))
    .map((m) => (m.name as ts.Identifier).text);
}

type Heading = {level: number; text: string; line: number};

/** Markdown headings outside code fences. */
export function headingsOf(source: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | null = null;
  source.split(/\r?\n/).forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text);
    if (marker) {
      if (fence === null) fence = marker[1]!;
      else if (marker[1]![0] === fence[0] && marker[1]!.length >= fence.length) fence = null;
      return;
    }
    const heading = fence === null ? /^(#{1,6})\s+(.*?)\s*$/.exec(text) : null;
    if (heading) headings.push({level: heading[1]!.length, text: heading[2]!, line: index + 1});
  });
  return headings;
}

/** The API name a heading documents: the identifier its first code span starts with (`` `loadContent()` `` → `loadContent`). */
export function documentedName(heading: string): string | undefined {
  return /^`([A-Za-z_$][\w$]*)(?:\(|`)/.exec(heading)?.[1];
}

/** The text of the section under the first heading that documents `name`, up to the next heading of its level or above. */
export function sectionOf(source: string, name: string): string | undefined {
  const lines = source.split(/\r?\n/);
  const headings = headingsOf(source);
  const start = headings.findIndex((h) => documentedName(h.text) === name);
  if (start < 0) return undefined;
  const {level, line} = headings[start]!;
  const next = headings.slice(start + 1).find((h) => h.level <= level);
  return lines.slice(line - 1, next ? next.line - 1 : undefined).join('\n');
}

function pagesOf(docsDir: string): Array<{file: string; source: string}> {
  const dir = path.join(rootDir, docsDir, PAGES_DIR);
  return readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => ({file: path.join(docsDir, PAGES_DIR, f), source: readFileSync(path.join(dir, f), 'utf8')}));
}

describe('helpers', () => {
  it('read the members of a type alias', () => {
    const source = 'export type P = {name: string; load?: () => void; (x: number): void; [k: string]: unknown};';
    expect(membersOfTypeAlias(source, 'P')).toEqual(['name', 'load']);
  });

  it('find the documented name and section of a heading, ignoring code blocks', () => {
    const page = [
      '## `loadContent()`',
      'Loads.',
      '```md',
      '## `postStart()`',
      '```',
      '### Example',
      '## `name`',
      'x',
    ].join('\n');
    expect(headingsOf(page).map((h) => documentedName(h.text))).toEqual(['loadContent', undefined, 'name']);
    expect(sectionOf(page, 'loadContent')).toBe(
      ['## `loadContent()`', 'Loads.', '```md', '## `postStart()`', '```', '### Example'].join('\n'),
    );
  });
});

describe('the per-version lists', () => {
  it('cover every docs version of config/releases.mjs, each read from its own release', () => {
    expect(Object.keys(PLUGIN_API_BY_DOCS_DIR).sort()).toEqual(docsVersions.map(docsFolderOf).sort());
    expect(PLUGIN_API_BY_DOCS_DIR[docsFolderOf('current')]!.version).toBe(canary.release);
    for (const version of builtVersions) {
      expect(PLUGIN_API_BY_DOCS_DIR[docsFolderOf(version)]!.version).toBe(version);
    }
  });
});

describe('the installed plugin API (3.6.1)', () => {
  const source = readFileSync(path.join(rootDir, 'node_modules/@docusaurus/types/src/plugin.d.ts'), 'utf8');
  const {api} = PLUGIN_API_BY_DOCS_DIR['versioned_docs/version-3.6.1']!;

  it('matches the checked-in list of Plugin members', () => {
    expect([...membersOfTypeAlias(source, 'Plugin')].sort()).toEqual([...api.plugin].sort());
  });

  it('matches the checked-in list of PluginModule static members', () => {
    expect([...membersOfTypeAlias(source, 'PluginModule')].sort()).toEqual([...api.module].sort());
  });
});

describe.each(Object.entries(PLUGIN_API_BY_DOCS_DIR))('plugin methods reference in %s', (docsDir, {version, api}) => {
  const pages = pagesOf(docsDir);
  const documented = new Map<string, string>();
  for (const {file, source} of pages) {
    for (const heading of headingsOf(source)) {
      const name = documentedName(heading.text);
      if (name && !documented.has(name)) documented.set(name, `${file}:${heading.line}`);
    }
  }
  const known = new Set([...api.plugin, ...api.module]);

  it(`has a heading for every member of the ${version} plugin API`, () => {
    expect([...known].filter((name) => !documented.has(name))).toEqual([]);
  });

  it(`documents no method that ${version} does not have`, () => {
    // A heading `` `someName()` `` is a method; `actions.addRoute()` and the like are not top-level names.
    const ghosts = pages.flatMap(({file, source}) =>
      headingsOf(source)
        .filter((h) => /^`[A-Za-z_$][\w$]*\(/.test(h.text) && !known.has(documentedName(h.text)!))
        .map((h) => `${file}:${h.line}: ${h.text}`),
    );
    expect(ghosts).toEqual([]);
  });

  const configureWebpack = pages.map(({source}) => sectionOf(source, 'configureWebpack')).find(Boolean) ?? '';
  if (version === '3.5.2') {
    it('never mentions currentBundler, which arrived in 3.6', () => {
      const hits = pages.filter(({source}) => /currentBundler/.test(source)).map(({file}) => file);
      expect(hits).toEqual([]);
    });
  } else {
    it('lists currentBundler with the other configureWebpack utils', () => {
      expect(configureWebpack).toMatch(/currentBundler/);
      expect(configureWebpack).toMatch(/getStyleLoaders/);
      expect(configureWebpack).toMatch(/getJSLoader/);
    });
  }
});
