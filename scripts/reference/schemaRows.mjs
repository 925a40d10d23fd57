// Turns described Joi schemas (what `schema.describe()` returns) into plain
// option rows (name, type, default, required). Pure functions: the same schema
// always gives the same rows.

/** @import {ReferenceOption} from '../../src/data/reference/types' */

/**
 * A Joi schema as `describe()` returns it: plain data whose shape depends on the
 * schema type, read defensively here.
 * @typedef {any} Described
 */

/** Nested keys are listed down to this depth (1 = `a`, 2 = `a.b`). */
export const MAX_DEPTH = 2;
/** Defaults longer than this are summarised, not printed in full. */
const MAX_DEFAULT_LENGTH = 90;

/**
 * Human-readable type of a described Joi schema.
 * @param {Described} schema
 * @returns {string}
 */
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

/**
 * The default of a described schema as display text, or null when there is none.
 * @param {Described} schema
 * @returns {string | null}
 */
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

/**
 * The object keys of a schema, looking through alternatives (e.g. `boolean | {…}`).
 * @param {Described} schema
 * @returns {Record<string, Described> | undefined}
 */
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
 * @param {Described} schema
 * @returns {Described | undefined}
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
 * How `schemaToRows` walks a schema. `defaultOf` replaces `describeDefault`
 * (the schema history compares defaults in full, the tables shorten them).
 * @typedef {object} RowOptions
 * @property {boolean} [arrayItems]
 * @property {(schema: Described) => string | null} [defaultOf]
 */

/**
 * Flattens a described object schema into rows, parents before children.
 * With `arrayItems`, the keys of objects inside arrays are listed too, as
 * `parent[].key` (footer columns, metadata tags, magic comments).
 * @param {Described} described
 * @param {number} [depth]
 * @param {string} [prefix]
 * @param {RowOptions} [options]
 * @returns {ReferenceOption[]}
 */
export function schemaToRows(described, depth = MAX_DEPTH, prefix = '', options = {}) {
  const {arrayItems = false, defaultOf = describeDefault} = options;
  const keys = objectKeys(described) ?? {};
  return Object.entries(keys).flatMap(([key, schema]) => {
    // Forbidden keys only exist to reject removed options with a helpful error.
    if (schema.flags?.presence === 'forbidden') return [];
    const name = `${prefix}${key}`;
    const row = {
      name,
      type: describeType(schema),
      default: defaultOf(schema),
      required: schema.flags?.presence === 'required',
    };
    if (depth <= 1) return [row];
    const item = arrayItems && !objectKeys(schema) ? arrayItemSchema(schema) : undefined;
    const children = item
      ? schemaToRows(item, depth - 1, `${name}[].`, options)
      : schemaToRows(schema, depth - 1, `${name}.`, options);
    return [row, ...children];
  });
}

/**
 * The `type` value a `when` case matches: a literal, `custom` for a pattern, `link` for no type at all.
 * @param {Described} isSchema
 * @returns {string | undefined}
 */
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
 * @param {Described} described
 * @param {RowOptions} [options]
 * @returns {Map<string, ReferenceOption[]>}
 */
export function switchVariants(described, options = {}) {
  const shared = schemaToRows(described, 1, '', options);
  /** @type {Map<string, ReferenceOption[]>} */
  const variants = new Map();
  /** @type {(name: string | undefined, schema: Described) => void} */
  const add = (name, schema) => {
    if (!name || variants.has(name) || !schema || schema.flags?.presence === 'forbidden') return;
    if (schema.type !== 'object') return;
    variants.set(name, [...shared, ...schemaToRows(schema, 1, '', options)]);
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

/**
 * The described schema at a dotted path of object keys, stepping into array items.
 * @param {Described} described
 * @param {string} keyPath
 * @returns {Described | undefined}
 */
export function describedAt(described, keyPath) {
  return keyPath.split('.').reduce((schema, key) => {
    const inner = schema?.type === 'array' ? schema.items?.[0] : schema;
    return objectKeys(inner)?.[key];
  }, described);
}
