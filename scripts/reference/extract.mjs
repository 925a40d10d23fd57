// Reads the Joi validation schemas of @docusaurus/* packages (the sources of
// sources.mjs) and turns them into option rows with schemaRows.mjs. No network:
// the same packages always give the same rows.
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {MAX_DEPTH, describedAt, schemaToRows, switchVariants} from './schemaRows.mjs';
import {SOURCES} from './sources.mjs';

/** @import {ReferenceSource} from '../../src/data/reference/types' */
/** @import {SourceSpec} from './sources.mjs' */
/** @import {RowOptions} from './schemaRows.mjs' */

/**
 * A Joi schema object: what is captured from a package, before `describe()`.
 * @typedef {{describe: () => unknown}} JoiSchema
 */

/**
 * Captures the Joi schema a plugin hands to the `validate` callback of its `validateOptions`.
 * @param {(args: {options: object, validate: (schema: JoiSchema, options: object) => object}) => unknown} validateOptions
 * @returns {JoiSchema}
 */
export function captureOptionsSchema(validateOptions) {
  /** @type {JoiSchema | undefined} */
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
 * @param {(frontMatter: object) => unknown} validateFrontMatter
 * @param {{validateFrontMatter: (frontMatter: object, schema: JoiSchema) => unknown}} validationModule
 * @returns {JoiSchema}
 */
export function captureFrontMatterSchema(validateFrontMatter, validationModule) {
  const original = validationModule.validateFrontMatter;
  /** @type {JoiSchema | undefined} */
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
 * @param {string} declarationText
 * @param {string} interfaceName
 * @returns {Array<{name: string, type: string}>}
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

/**
 * The Joi schema of one source, from a loaded module.
 * @param {SourceSpec} source
 * @param {any} loaded
 * @param {string} moduleFile
 * @param {(file: string) => any} requireFrom
 * @returns {JoiSchema}
 */
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
 * `rowOptions.defaultOf` replaces the tables' short defaults (schema history).
 * @param {string} packagesDir
 * @param {(file: string) => any} requireFrom
 * @param {SourceSpec[]} [sourceList]
 * @param {Pick<RowOptions, 'defaultOf'>} [rowOptions]
 * @returns {Record<string, ReferenceSource>}
 */
export function extractReference(packagesDir, requireFrom, sourceList = SOURCES, rowOptions = {}) {
  /** @type {Record<string, ReferenceSource>} */
  const sources = {};
  for (const source of sourceList) {
    const packageDir = path.join(packagesDir, source.pkg);
    const moduleFile = path.join(packageDir, source.module);
    const schema = loadSchema(source, requireFrom(moduleFile), moduleFile, requireFrom);
    if (!schema?.describe) throw new Error(`${source.id}: no Joi schema found in ${source.module}`);
    const described = schema.describe();
    const options = {...rowOptions, arrayItems: source.arrayItems};
    const rows = schemaToRows(described, source.depth ?? MAX_DEPTH, '', options);
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
      const variants = switchVariants(list?.items?.[0], options);
      if (variants.size === 0) throw new Error(`${source.id}: no variants at ${source.variants.path}`);
      for (const [name, options] of variants) sources[`${source.variants.idPrefix}${name}`] = {package: pkg, options};
    }
  }
  return sources;
}

/**
 * The release of the package a source comes from, read from its package.json.
 * @param {string} packagesDir
 * @param {string} pkg
 * @returns {string}
 */
export function packageVersion(packagesDir, pkg) {
  return JSON.parse(readFileSync(path.join(packagesDir, pkg, 'package.json'), 'utf8')).version;
}
