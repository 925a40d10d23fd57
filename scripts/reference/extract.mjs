// Turns the Joi validation schemas of @docusaurus/* packages into plain option
// rows (name, type, default, required). Pure functions: no file system, no
// network, so the same packages always give the same rows.
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

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
    // URISchema (`href`, `image`, `editUrl`…) is a URI string or, through a custom rule, anything
    // `new URL()` accepts: a string to the reader, so its `any` branch is not shown.
    const isUri = (schema.matches ?? []).some((match) => match.schema?.rules?.some((rule) => rule.name === 'uri'));
    const unique = [...new Set(parts)];
    return (isUri ? unique.filter((part) => part !== 'any') : unique).join(' | ') || 'any';
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

/**
 * The object schema of an array's items, looking through alternatives. Items
 * chosen by a `when` switch (navbar items) have no single shape: their
 * variants get their own tables, see `switchVariants`.
 */
function arrayItemSchema(schema) {
  if (!schema) return undefined;
  if (schema.type === 'array') {
    const item = (schema.items ?? []).find((candidate) => objectKeys(candidate));
    return item && !item.whens ? item : undefined;
  }
  if (schema.type === 'alternatives') {
    for (const match of schema.matches ?? []) {
      const item = arrayItemSchema(match.schema);
      if (item) return item;
    }
  }
  return undefined;
}

/**
 * Flattens a described object schema into rows, parents before children.
 * With `arrayItems`, the keys of objects inside arrays are listed too, as
 * `parent[].key` (footer columns, metadata tags, magic comments).
 */
export function schemaToRows(described, depth = MAX_DEPTH, prefix = '', {arrayItems = false} = {}) {
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
    if (depth <= 1) return [row];
    const item = arrayItems && !objectKeys(schema) ? arrayItemSchema(schema) : undefined;
    const children = item
      ? schemaToRows(item, depth - 1, `${name}[].`, {arrayItems})
      : schemaToRows(schema, depth - 1, `${name}.`, {arrayItems});
    return [row, ...children];
  });
}

/** The `type` value a `when` case matches: a literal, `custom` for a pattern, `link` for no type at all. */
function variantName(isSchema) {
  const typeSchema = isSchema?.keys?.type;
  if (!typeSchema) return undefined;
  if (typeSchema.flags?.presence === 'forbidden') return 'link';
  if (typeSchema.flags?.only && typeSchema.allow?.length === 1) return String(typeSchema.allow[0]);
  const pattern = typeSchema.rules?.find((rule) => rule.name === 'pattern')?.args?.regex;
  if (pattern)
    return String(pattern)
      .replace(/^\/|\/$/g, '')
      .replace(/-\.\*$/, '');
  return undefined;
}

/**
 * The variants of an object chosen by a `when('.', {switch})` on its `type`
 * (navbar items): one row list per type, each starting with the keys every
 * variant shares (`position`). A case whose schema is itself a `when` (a
 * navbar item without `type` is a dropdown when it has `items`, else a link)
 * contributes both of its branches; forbidden cases (nested dropdowns) none.
 */
export function switchVariants(described) {
  const shared = schemaToRows(described, 1);
  const variants = new Map();
  const add = (name, schema) => {
    if (!name || variants.has(name) || !schema || schema.flags?.presence === 'forbidden') return;
    if (schema.type !== 'object') return;
    variants.set(name, [...shared, ...schemaToRows(schema, 1)]);
  };
  for (const when of described?.whens ?? []) {
    for (const branch of when.switch ?? []) {
      const name = variantName(branch.is);
      const nested = branch.then?.whens?.[0];
      if (nested && !objectKeys(branch.then)) {
        add(variantName(nested.is) ?? (nested.is?.keys?.items ? 'dropdown' : undefined), nested.then);
        add(name, nested.otherwise);
      } else {
        add(name, branch.then);
      }
    }
  }
  return variants;
}

/** The described schema at a dotted path of object keys, stepping into array items. */
function describedAt(described, keyPath) {
  return keyPath.split('.').reduce((schema, key) => {
    const inner = schema?.type === 'array' ? schema.items?.[0] : schema;
    return objectKeys(inner)?.[key];
  }, described);
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
 * Captures the Joi schema a front matter validator passes to
 * `validateFrontMatter` of @docusaurus/utils-validation. The blog and pages
 * plugins keep their schemas private; their validators call that helper
 * through its module's exports, so swapping the export for a moment hands us
 * the schema. `validationModule` is the exports object of the module that
 * defines the helper (the package index only re-exports it through a getter).
 */
export function captureFrontMatterSchema(validateFrontMatter, validationModule) {
  const original = validationModule.validateFrontMatter;
  let captured;
  validationModule.validateFrontMatter = (frontMatter, schema) => {
    captured ??= schema;
    return frontMatter;
  };
  try {
    validateFrontMatter({});
  } finally {
    validationModule.validateFrontMatter = original;
  }
  if (!captured) throw new Error('the front matter validator did not call validateFrontMatter()');
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
    // Deep enough for `footer.links[].items[].href` and `prism.magicComments[].block.start`.
    depth: 4,
    arrayItems: true,
    // Each navbar item type gets its own table: `navbar-item-doc`, `navbar-item-dropdown`…
    variants: {path: 'navbar.items', idPrefix: 'navbar-item-'},
  },
  {
    id: 'docs-front-matter',
    pkg: 'plugin-content-docs',
    module: 'lib/frontMatter.js',
    kind: 'export',
    exportName: 'DocFrontMatterSchema',
  },
  {
    id: 'blog-front-matter',
    pkg: 'plugin-content-blog',
    module: 'lib/frontMatter.js',
    kind: 'frontMatter',
    exportName: 'validateBlogPostFrontMatter',
  },
  {
    id: 'pages-front-matter',
    pkg: 'plugin-content-pages',
    module: 'lib/frontMatter.js',
    kind: 'frontMatter',
    exportName: 'validatePageFrontMatter',
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

/** The Joi schema of one source, from a loaded module. */
function loadSchema(source, loaded, moduleFile, requireFrom) {
  if (source.kind === 'export') return loaded[source.exportName];
  if (source.kind === 'options') return captureOptionsSchema(loaded.validateOptions);
  if (source.kind === 'frontMatter') {
    // The helper lives in lib/validationUtils.js of the utils-validation copy this package resolves.
    const validationIndex = createRequire(moduleFile).resolve('@docusaurus/utils-validation');
    const validationModule = requireFrom(path.join(path.dirname(validationIndex), 'validationUtils.js'));
    return captureFrontMatterSchema(loaded[source.exportName], validationModule);
  }
  throw new Error(`${source.id}: unknown kind "${source.kind}"`);
}

/**
 * Reads every source from a folder holding `@docusaurus/<pkg>` packages.
 * `requireFrom` loads a module by absolute path. A source with `variants`
 * adds one more source per variant (`navbar-item-doc`, …).
 */
export function extractReference(packagesDir, requireFrom, sourceList = SOURCES) {
  const sources = {};
  for (const source of sourceList) {
    const packageDir = path.join(packagesDir, source.pkg);
    const moduleFile = path.join(packageDir, source.module);
    const schema = loadSchema(source, requireFrom(moduleFile), moduleFile, requireFrom);
    if (!schema?.describe) throw new Error(`${source.id}: no Joi schema found in ${source.module}`);
    const described = schema.describe();
    const rows = schemaToRows(described, source.depth ?? MAX_DEPTH, '', {arrayItems: source.arrayItems});
    if (source.typedUnknownKeys) {
      const text = readFileSync(path.join(packageDir, source.typedUnknownKeys.file), 'utf8');
      const known = new Set(rows.map((row) => row.name));
      for (const {name, type} of optionalKeysOfInterface(text, source.typedUnknownKeys.interfaceName)) {
        if (!known.has(name)) rows.push({name, type, default: null, required: false});
      }
    }
    const pkg = `@docusaurus/${source.pkg}`;
    sources[source.id] = {package: pkg, options: rows};
    if (source.variants) {
      const list = describedAt(described, source.variants.path);
      const variants = switchVariants(list?.items?.[0]);
      if (variants.size === 0) throw new Error(`${source.id}: no variants at ${source.variants.path}`);
      for (const [name, options] of variants) sources[`${source.variants.idPrefix}${name}`] = {package: pkg, options};
    }
  }
  return sources;
}

/** The release of the package a source comes from, read from its package.json. */
export function packageVersion(packagesDir, pkg) {
  return JSON.parse(readFileSync(path.join(packagesDir, pkg, 'package.json'), 'utf8')).version;
}
