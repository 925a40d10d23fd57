// Gzip share estimation for `npm run bench:attribution` (attribution.mjs): a
// script's raw bytes by category through its source map, and its real gzip
// size shared out over the categories (gzip is not additive, so the shares are
// estimates that add up to the file's size). Pure; tested in
// __tests__/attributionBytes.test.ts.
import {gzipSync} from 'node:zlib';
import {categories, categorise, moduleGroup} from './attributionCategories.mjs';
import {piecesBySource} from './attributionSourceMaps.mjs';

/** @typedef {import('./attributionCategories.mjs').Category} Category */

/**
 * Splits a whole number into parts proportional to weights, each a whole
 * number, summing to exactly `total` (largest remainders get the leftover
 * units; ties go to the earlier key).
 * @template {string} K
 * @param {number} total
 * @param {Record<K, number>} weights
 * @returns {Record<K, number>}
 */
export function apportion(total, weights) {
  const keys = /** @type {K[]} */ (Object.keys(weights));
  const sum = keys.reduce((acc, key) => acc + weights[key], 0);
  const result = /** @type {Record<K, number>} */ ({});
  if (sum <= 0) {
    for (const key of keys) {
      result[key] = 0;
    }
    return result;
  }
  const exact = keys.map((key) => (total * weights[key]) / sum);
  let given = 0;
  for (const [index, key] of keys.entries()) {
    result[key] = Math.floor(exact[index]);
    given += result[key];
  }
  const byRemainder = keys
    .map((key, index) => ({key, remainder: exact[index] - Math.floor(exact[index]), index}))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let unit = 0; unit < total - given; unit += 1) {
    result[byRemainder[unit % byRemainder.length].key] += 1;
  }
  return result;
}

/** @param {string} text */
export const gzipSize = (text) => gzipSync(text, {level: 6}).length;

/**
 * A script's bytes by category: raw (minified) bytes exactly, and its gzip
 * size shared out in proportion to the gzip size of each category's pieces
 * compressed together (gzip is not additive, so a category's share is an
 * estimate; the shares add up to the file's real gzip size). Also the raw and
 * stand-alone gzip bytes of each module group, for the per-module lists.
 * @param {string} code
 * @param {{sources: string[], mappings: string}} map
 * @param {string} [siteDir] see normaliseSource
 * @returns {{raw: Record<Category, number>, gzip: Record<Category, number>, modules: Map<string, {category: Category, raw: number, gzip: number}>}}
 */
export function attributeScript(code, map, siteDir = '') {
  const pieces = piecesBySource(code, map, siteDir);
  /** @type {Record<string, string[]>} */
  const textByCategory = Object.fromEntries(categories.map((category) => [category, []]));
  /** @type {Map<string, {category: Category, texts: string[]}>} */
  const byGroup = new Map();
  for (const [path, list] of pieces) {
    const category = categorise(path);
    textByCategory[category].push(...list);
    const group = moduleGroup(path);
    const entry = byGroup.get(group) ?? {category, texts: []};
    entry.texts.push(...list);
    byGroup.set(group, entry);
  }
  const raw = /** @type {Record<Category, number>} */ (
    Object.fromEntries(categories.map((c) => [c, Buffer.byteLength(textByCategory[c].join(''))]))
  );
  const alone = /** @type {Record<Category, number>} */ (
    Object.fromEntries(categories.map((c) => [c, raw[c] === 0 ? 0 : gzipSize(textByCategory[c].join(''))]))
  );
  const gzip = apportion(gzipSize(code), alone);
  const modules = new Map();
  for (const [group, {category, texts}] of byGroup) {
    const text = texts.join('');
    modules.set(group, {category, raw: Buffer.byteLength(text), gzip: gzipSize(text)});
  }
  return {raw, gzip, modules};
}

/**
 * Adds category records (e.g. the scripts of one page).
 * @param {Array<Record<Category, number>>} records
 * @returns {Record<Category, number>}
 */
export function sumCategories(records) {
  const total = /** @type {Record<Category, number>} */ (Object.fromEntries(categories.map((c) => [c, 0])));
  for (const record of records) {
    for (const category of categories) {
      total[category] += record[category] ?? 0;
    }
  }
  return total;
}
