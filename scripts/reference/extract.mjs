// Turns the Joi validation schemas of @docusaurus/* packages into plain option
// rows (name, type, default, required). Pure functions: no file system, no
// network, so the same packages always give the same rows.
import path from 'node:path';
import {readFileSync} from 'node:fs';

/** Nested keys are listed down to this depth (1 = `a`, 2 = `a.b`). */
export const MAX_DEPTH = 2;
/** Defaults longer than this are summarised, not printed in full. */
const MAX_DEFAULT_LENGTH = 90;

/** Human-readable type of a described Joi schema. */
export function describeType(schema) {
  if (!schema) return 'any';
  if (schema.type === 'alternatives') {
    const parts = (schema.matches ?? []).flatMap((match) =>
      [match.schema, match.then, match.otherwise].filter(Boolean).map(describeType),
    );
    return [...new Set(parts)].join(' | ') || 'any';
  }
  if (schema.flags?.only && Array.isArray(schema.allow)) {
    return schema.allow.map((value) => JSON.stringify(value)).join(' | ');
  }
  if (schema.type === 'array') {
    const items = (schema.items ?? []).map(describeType);
    const inner = [...new Set(items)].join(' | ') || 'any';
    return items.length > 1 || inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
  }
  if (schema.type === 'link') return 'object';
  return schema.type ?? 'any';
}

/** The default of a described schema as display text, or null when there is none. */
export function describeDefault(schema) {
  const flags = schema?.flags ?? {};
  if (!('default' in flags)) return null;
  const value = flags.default;
  if (value === undefined) return null;
  if (typeof value === 'function') return '(computed)';
  if (value && typeof value === 'object' && 'special' in value) return '(computed)';
  const text = JSON.stringify(value);
  if (text === undefined) return '(computed)';
  if (text.length > MAX_DEFAULT_LENGTH) return Array.isArray(value) ? '[…]' : '{…}';
  return text;
}

/** The object keys of a schema, looking through alternatives (e.g. `boolean | {…}`). */
function objectKeys(schema) {
  if (!schema) return undefined;
  if (schema.type === 'object' && schema.keys) return schema.keys;
  if (schema.type === 'alternatives') {
    for (const match of schema.matches ?? []) {
      const keys = objectKeys(match.schema);
      if (keys) return keys;
    }
  }
  return undefined;
}

/** Flattens a described object schema into rows, parents before children. */
export function schemaToRows(described, depth = MAX_DEPTH, prefix = '') {
  const keys = objectKeys(described) ?? {};
  return Object.entries(keys).flatMap(([key, schema]) => {
    // Forbidden keys only exist to reject removed options with a helpful error.
    if (schema.flags?.presence === 'forbidden') return [];
    const name = `${prefix}${key}`;
    const row = {
      name,
      type: describeType(schema),
      default: describeDefault(schema),
      required: schema.flags?.presence === 'required',
    };
    const children = depth > 1 ? schemaToRows(schema, depth - 1, `${name}.`) : [];
    return [row, ...children];
  });
}

/** Captures the Joi schema a plugin hands to the `validate` callback of its `validateOptions`. */
export function captureOptionsSchema(validateOptions) {
  let captured;
  validateOptions({
    options: {},
    validate: (schema, options) => {
      captured ??= schema;
      return options;
    },
  });
  if (!captured) throw new Error('validateOptions did not call validate()');
  return captured;
}

/**
 * Keys a schema accepts through `.unknown()` that the package's type
 * declarations name (ideal-image forwards them to its image loader).
 */
export function optionalKeysOfInterface(declarationText, interfaceName) {
  const match = new RegExp(`(?:interface ${interfaceName}|type ${interfaceName} =) \\{`).exec(declarationText);
  if (!match) return [];
  const body = declarationText.slice(match.index, declarationText.indexOf('\n  }', match.index));
  return [...body.matchAll(/^\s+(\w+)\?:\s*([^;]+);/gm)].map(([, name, type]) => ({
    name,
    type: type.trim(),
  }));
}

/** What to read, per reference source: package, module and how to get the schema. */
export const SOURCES = [
  {id: 'config', pkg: 'core', module: 'lib/server/configValidation.js', kind: 'export', exportName: 'ConfigSchema'},
  {id: 'plugin-content-docs', pkg: 'plugin-content-docs', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-content-blog', pkg: 'plugin-content-blog', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-content-pages', pkg: 'plugin-content-pages', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-client-redirects', pkg: 'plugin-client-redirects', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-google-analytics', pkg: 'plugin-google-analytics', module: 'lib/index.js', kind: 'options'},
  {id: 'plugin-google-gtag', pkg: 'plugin-google-gtag', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-google-tag-manager', pkg: 'plugin-google-tag-manager', module: 'lib/index.js', kind: 'options'},
  {
    id: 'plugin-ideal-image',
    pkg: 'plugin-ideal-image',
    module: 'lib/index.js',
    kind: 'options',
    typedUnknownKeys: {file: 'src/plugin-ideal-image.d.ts', interfaceName: 'PluginOptions'},
  },
  {id: 'plugin-pwa', pkg: 'plugin-pwa', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-sitemap', pkg: 'plugin-sitemap', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-vercel-analytics', pkg: 'plugin-vercel-analytics', module: 'lib/index.js', kind: 'options'},
  {id: 'theme-classic', pkg: 'theme-classic', module: 'lib/options.js', kind: 'options'},
  {
    id: 'theme-config',
    pkg: 'theme-classic',
    module: 'lib/options.js',
    kind: 'export',
    exportName: 'ThemeConfigSchema',
  },
  {
    id: 'theme-live-codeblock',
    pkg: 'theme-live-codeblock',
    module: 'lib/validateThemeConfig.js',
    kind: 'export',
    exportName: 'Schema',
  },
  {
    id: 'theme-mermaid',
    pkg: 'theme-mermaid',
    module: 'lib/validateThemeConfig.js',
    kind: 'export',
    exportName: 'Schema',
  },
  {
    id: 'theme-search-algolia',
    pkg: 'theme-search-algolia',
    module: 'lib/validateThemeConfig.js',
    kind: 'export',
    exportName: 'Schema',
  },
];

/**
 * Reads every source from a folder holding `@docusaurus/<pkg>` packages.
 * `requireFrom` loads a module by absolute path.
 */
export function extractReference(packagesDir, requireFrom, sourceList = SOURCES) {
  const sources = {};
  for (const source of sourceList) {
    const packageDir = path.join(packagesDir, source.pkg);
    const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
    const loaded = requireFrom(path.join(packageDir, source.module));
    const schema = source.kind === 'export' ? loaded[source.exportName] : captureOptionsSchema(loaded.validateOptions);
    if (!schema?.describe) throw new Error(`${source.id}: no Joi schema found in ${source.module}`);
    const rows = schemaToRows(schema.describe());
    if (source.typedUnknownKeys) {
      const text = readFileSync(path.join(packageDir, source.typedUnknownKeys.file), 'utf8');
      const known = new Set(rows.map((row) => row.name));
      for (const {name, type} of optionalKeysOfInterface(text, source.typedUnknownKeys.interfaceName)) {
        if (!known.has(name)) rows.push({name, type, default: null, required: false});
      }
    }
    sources[source.id] = {package: `@docusaurus/${source.pkg}`, packageVersion: version, options: rows};
  }
  return sources;
}

/** The TypeScript module written for one docs version. */
export function renderDataModule(versionName, sources) {
  const header =
    '// Generated by scripts/reference/generate.mjs from the validation schemas of the\n' +
    '// @docusaurus/* packages. Do not edit by hand: run the generator again.\n';
  return (
    `${header}import type {VersionReference} from './types';\n\n` +
    `export const reference: VersionReference = ${JSON.stringify({version: versionName, sources}, null, 2)};\n`
  );
}
