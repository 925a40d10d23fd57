// Reads one release's schemas into a summary: per source, its options as
// [name, type, default, required] rows. Defaults are compared in full here
// (the tables shorten them), and a default computed by a function is compared
// by a description of it, never by its code, whose compiled text changes with
// every build of the framework.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {extractReference} from '../extract.mjs';
import {describeDefault} from '../schemaRows.mjs';
import {SOURCES} from '../sources.mjs';

/** @import {SourceSpec} from '../sources.mjs' */

/**
 * One option of one release: name, type, default (null: none), and 1 when
 * required (left out otherwise, to keep the snapshot small).
 * @typedef {[name: string, type: string, defaultText: string | null] | [name: string, type: string, defaultText: string | null, required: 1]} SummaryRow
 */

/** Source id → rows, for one release. @typedef {Record<string, SummaryRow[]>} ReleaseSummary */

/**
 * The sources the history follows: every reference table's schema (sources.mjs)
 * plus the options of plugins the tables do not show yet.
 * @type {SourceSpec[]}
 */
export const HISTORY_SOURCES = [
  ...SOURCES,
  {id: 'plugin-rsdoctor', pkg: 'plugin-rsdoctor', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-svgr', pkg: 'plugin-svgr', module: 'lib/options.js', kind: 'options'},
];

/** Longer defaults are shown shortened, and compared through a hash of their full JSON. */
const MAX_SHOWN = 90;

/**
 * Eight hex digits of a SHA-256: enough to tell two long defaults apart.
 * @param {string} text
 * @returns {string}
 */
export function shortHash(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

/**
 * The value a function default stands for, when it can be known without a
 * site: many schemas default to a thunk returning a named function or a
 * constant (`() => DEFAULT_OPTIONS.sidebarItemsGenerator`). Functions that
 * take arguments compute from the other options and are not called.
 * @param {Function} fn
 * @returns {{value: unknown} | undefined}
 */
function thunkValue(fn) {
  if (fn.length > 0) return undefined;
  try {
    return {value: fn()};
  } catch {
    return undefined;
  }
}

/**
 * Describes a function default: `(computed: <name>)` when the function, or
 * the function its thunk returns, has a name, else `(computed)`.
 * @param {Function} fn
 * @returns {string | null} null when a thunk yields no default at all.
 */
function describeComputed(fn) {
  const result = thunkValue(fn);
  if (result) {
    const {value} = result;
    if (value === undefined) return null;
    if (typeof value === 'function') return value.name ? `(computed: ${value.name})` : '(computed)';
    return valueText(value);
  }
  return fn.name && fn.name !== 'default' ? `(computed: ${fn.name})` : '(computed)';
}

/**
 * A default value as text: JSON when short, else its shortened form and a hash.
 * @param {unknown} value
 * @returns {string}
 */
function valueText(value) {
  const json = JSON.stringify(value);
  if (json === undefined) return '(computed)';
  if (json.length <= MAX_SHOWN) return json;
  return `${Array.isArray(value) ? '[…]' : '{…}'}#${shortHash(json)}`;
}

/**
 * The default of a described schema as the history compares it.
 * @param {any} schema
 * @returns {string | null}
 */
export function historyDefault(schema) {
  const flags = schema?.flags ?? {};
  if (!('default' in flags) || flags.default === undefined) return null;
  const value = flags.default;
  if (typeof value === 'function') return describeComputed(value);
  // `{special: 'deep'}`: an object made of its keys' defaults, which have rows of their own.
  if (value && typeof value === 'object' && 'special' in value) return describeDefault(schema);
  return valueText(value);
}

/**
 * The text a reader sees for a summary default (hashes dropped).
 * @param {string | null} text
 * @returns {string | null}
 */
export function shownDefault(text) {
  return text === null ? null : text.replace(/#[0-9a-f]{8}$/, '');
}

/**
 * Reads the summary of one release from its scratch install. Sources whose
 * package the release lacks are left out; any other failure throws.
 * @param {string} nodeModules The install's node_modules folder.
 * @param {(file: string) => any} requireFrom
 * @param {SourceSpec[]} [sourceList]
 * @returns {ReleaseSummary}
 */
export function summariseRelease(nodeModules, requireFrom, sourceList = HISTORY_SOURCES) {
  const packagesDir = path.join(nodeModules, '@docusaurus');
  /** @type {ReleaseSummary} */
  const summary = {};
  for (const source of sourceList) {
    if (!existsSync(path.join(packagesDir, source.pkg, 'package.json'))) continue;
    const spec = resolveModule(packagesDir, source);
    const sources = extractReference(packagesDir, requireFrom, [spec], {defaultOf: historyDefault});
    for (const [id, {options}] of Object.entries(sources)) {
      summary[id] = options.map(({name, type, default: defaultText, required}) =>
        required ? [name, type, defaultText, 1] : [name, type, defaultText],
      );
    }
  }
  return summary;
}

/**
 * Older releases keep some schemas elsewhere (2.x plugins export
 * `validateOptions` from lib/index.js; 2.x docs keep their front matter
 * schema private behind `validateDocFrontMatter`). The first candidate
 * module that exists and exports what its spec needs wins.
 * @param {string} packagesDir
 * @param {SourceSpec} source
 * @returns {SourceSpec}
 */
export function resolveModule(packagesDir, source) {
  const specs = [source, ...(OLDER_SPECS[source.id] ?? [])];
  const tried = [];
  for (const spec of specs) {
    const wanted = spec.kind === 'options' ? 'validateOptions' : spec.exportName;
    for (const module of [spec.module, ...(MODULE_FALLBACKS[spec.kind] ?? [])]) {
      const file = path.join(packagesDir, spec.pkg, module);
      tried.push(`${module} (${wanted})`);
      if (existsSync(file) && readFileSync(file, 'utf8').includes(`exports.${wanted} =`)) return {...spec, module};
    }
  }
  throw new Error(`${source.id}: no schema in ${source.pkg}; tried ${tried.join(', ')}`);
}

/** Where older releases keep each kind of schema, tried after the source's own module. */
const MODULE_FALLBACKS = {
  options: ['lib/index.js'],
  export: [],
  frontMatter: [],
};

/**
 * Other ways to reach a source's schema in older releases, by source id.
 * @type {Record<string, SourceSpec[]>}
 */
const OLDER_SPECS = {
  'docs-front-matter': [
    {
      id: 'docs-front-matter',
      pkg: 'plugin-content-docs',
      module: 'lib/frontMatter.js',
      kind: 'frontMatter',
      exportName: 'validateDocFrontMatter',
    },
  ],
};
