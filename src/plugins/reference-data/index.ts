/**
 * Remark plugin that gives each API reference page the generated option rows
 * of its own docs version, and nothing else.
 *
 * A page writes `<ReferenceTable source="plugin-content-docs">`. At build time
 * this plugin reads the page's docs version from its file path (`docs/` is
 * `current`, `versioned_docs/version-3.6.1/` is `3.6.1`), looks the source up
 * in `src/data/reference/manifest.json` and adds to the page an import of that
 * one generated module plus `data`, `release` and `version` props on the
 * table. The page's chunk therefore holds only its version's rows of the
 * sources it shows. Pages stay version-agnostic, so `docusaurus docs:version`
 * copies them unchanged; after it, running the reference generator adds the
 * new version to the manifest (until then this plugin fails the build with a
 * message saying so). An unknown source fails the build here too.
 *
 * It also adds `history`: for each row the page names, what the schema history
 * (src/data/reference/history/) says about that option up to the page's
 * release ("Added in 3.4", default changes, a later removal), computed here by
 * ./history.ts so the page ships a few literals rather than the history.
 */
import path from 'node:path';
import type {ReferenceManifest} from '../../data/reference/types';
import generatedManifest from '../../data/reference/manifest.json';
import type {OptionRename, SchemaHistory} from '../../data/reference/history/types';
import {schemaHistory} from '../../data/reference/history/all';
import {renames as recordedRenames} from '../../data/reference/history/renames';
import {tableHistory} from './history';

export interface ReferenceDataOptions {
  /** The site directory; page paths are read relative to it. */
  siteDir: string;
  /** The docs plugin's `path`, `docs` by default. */
  docsPath?: string;
  /** For tests: a manifest other than the generated one. */
  manifest?: ReferenceManifest;
  /** For tests: a schema history and renames other than the generated ones. */
  history?: SchemaHistory;
  renames?: readonly OptionRename[];
}

/** The import specifier of a generated module, resolved by the bundler's `@site` alias. */
export const modulePrefix = '@site/src/data/reference/sources/';

/**
 * The docs version a file belongs to: `current` for the docs folder (and its
 * translations), the version name for `versioned_docs/version-<name>/`.
 */
export function docsVersionOfFile(siteDir: string, filePath: string, docsPath = 'docs'): string | undefined {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  if (relative.startsWith(`${docsPath.replace(/\/$/, '')}/`)) return 'current';
  const versioned = /^(?:versioned_docs|i18n\/[^/]+\/docusaurus-plugin-content-docs)\/version-([^/]+)\//.exec(relative);
  if (versioned) return versioned[1];
  if (/^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\//.test(relative)) return 'current';
  return undefined;
}

// The few mdast/MDX node shapes this plugin reads and writes.
interface Node {
  type: string;
  children?: Node[];
}
interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: unknown;
}
interface JsxElement extends Node {
  name: string | null;
  attributes: JsxAttribute[];
}
interface File {
  path?: string;
}

function isTable(node: Node): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node as JsxElement).name === 'ReferenceTable'
  );
}

function findTables(node: Node, found: JsxElement[] = []): JsxElement[] {
  if (isTable(node)) found.push(node);
  for (const child of node.children ?? []) findTables(child, found);
  return found;
}

function stringAttribute(name: string, value: string): JsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** `name={identifier}`, with the estree MDX needs to compile the expression. */
function identifierAttribute(name: string, identifier: string): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}}],
        },
      },
    },
  };
}

type Json = string | number | boolean | null | Json[] | {[key: string]: Json};

/** The estree of a JSON value, for an MDX attribute expression. */
function jsonToEstree(value: Json): unknown {
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(jsonToEstree)};
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
        value: jsonToEstree(item),
      })),
    };
  }
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

/** `name={<JSON value>}`, with its estree. */
function jsonAttribute(name: string, value: Json): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression: jsonToEstree(value)}],
        },
      },
    },
  };
}

/** The literal `name` of every `<ReferenceOption>` inside a table. */
function optionNames(node: Node, found: string[] = []): string[] {
  for (const child of node.children ?? []) {
    const element = child as JsxElement;
    if (
      (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
      element.name === 'ReferenceOption'
    ) {
      const name = element.attributes.find((attribute) => attribute.name === 'name')?.value;
      if (typeof name === 'string') found.push(name);
    } else {
      optionNames(child, found);
    }
  }
  return found;
}

/** `import identifier from 'specifier';` as an MDX ESM node. */
function importNode(identifier: string, specifier: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${identifier} from ${JSON.stringify(specifier)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: identifier}}],
            source: {type: 'Literal', value: specifier, raw: JSON.stringify(specifier)},
          },
        ],
      },
    },
  } as Node;
}

export default function referenceData(options: ReferenceDataOptions) {
  const {
    siteDir,
    docsPath = 'docs',
    manifest = generatedManifest as ReferenceManifest,
    history = schemaHistory,
    renames = recordedRenames,
  } = options;
  return (tree: Node, file: File): void => {
    const tables = findTables(tree);
    if (tables.length === 0) return;
    const where = file.path ?? '(unknown file)';
    const version = file.path ? docsVersionOfFile(siteDir, file.path, docsPath) : undefined;
    if (!version) {
      throw new Error(`${where}: <ReferenceTable> is only available in the pages of the main docs instance.`);
    }
    const versionData = manifest.versions[version];
    if (!versionData) {
      throw new Error(
        `${where}: no reference data for docs version "${version}". ` +
          'Run `node scripts/reference/generate.mjs` after `docusaurus docs:version`.',
      );
    }
    const identifiers = new Map<string, string>();
    for (const table of tables) {
      const source = table.attributes.find((attribute) => attribute.name === 'source')?.value;
      if (typeof source !== 'string') throw new Error(`${where}: <ReferenceTable> needs a literal source="…"`);
      const moduleId = versionData.sources[source];
      if (!moduleId) throw new Error(`${where}: no reference source "${source}" in docs version "${version}"`);
      if (!identifiers.has(moduleId)) identifiers.set(moduleId, `__referenceSource${identifiers.size}`);
      table.attributes = [
        ...table.attributes.filter(({name}) => !['data', 'release', 'version', 'history'].includes(name ?? '')),
        identifierAttribute('data', identifiers.get(moduleId)!),
        stringAttribute('release', versionData.release),
        stringAttribute('version', version),
        jsonAttribute(
          'history',
          tableHistory(history, renames, source, optionNames(table), versionData.release) as unknown as Json,
        ),
      ];
    }
    tree.children = [
      ...[...identifiers].map(([moduleId, identifier]) => importNode(identifier, `${modulePrefix}${moduleId}`)),
      ...(tree.children ?? []),
    ];
  };
}
