// Source-map reading for `npm run bench:attribution` (attribution.mjs): decodes
// version 3 `mappings` (base64 VLQ), cuts a script's text into pieces per
// original source, and finds the original position of a generated one. Pure;
// tested in __tests__/attributionSourceMaps.test.ts.
import {normaliseSource} from './attributionCategories.mjs';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...base64].map((char, index) => [char, index]));

/**
 * One decoded mapping: generated column, then (when it has a source) source
 * index, original line and column (0-based), and the name index if any. The
 * decoded fields are absolute, not the format's deltas.
 * @typedef {[number] | [number, number, number, number] | [number, number, number, number, number]} Segment
 */

/**
 * Decodes a source map's `mappings` (version 3: base64 VLQ, `,` between
 * segments, `;` between generated lines) into absolute segments per line.
 * @param {string} mappings
 * @returns {Segment[][]}
 */
export function decodeMappings(mappings) {
  /** @type {Segment[][]} */
  const lines = [];
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  let name = 0;
  for (const line of mappings.split(';')) {
    /** @type {Segment[]} */
    const segments = [];
    let column = 0;
    for (const text of line.split(',')) {
      if (text === '') {
        continue;
      }
      const fields = decodeVlq(text);
      column += fields[0];
      if (fields.length === 1) {
        segments.push([column]);
        continue;
      }
      source += fields[1];
      originalLine += fields[2];
      originalColumn += fields[3];
      if (fields.length >= 5) {
        name += fields[4];
        segments.push([column, source, originalLine, originalColumn, name]);
      } else {
        segments.push([column, source, originalLine, originalColumn]);
      }
    }
    // The format allows segments out of order; lookups need them sorted.
    segments.sort((a, b) => a[0] - b[0]);
    lines.push(segments);
  }
  return lines;
}

/**
 * The signed integers of one VLQ-encoded segment.
 * @param {string} text
 * @returns {number[]}
 */
export function decodeVlq(text) {
  /** @type {number[]} */
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = base64Value.get(char);
    if (digit === undefined) {
      throw new Error(`Invalid base64 VLQ character ${JSON.stringify(char)} in ${JSON.stringify(text)}`);
    }
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) {
    throw new Error(`Truncated base64 VLQ segment ${JSON.stringify(text)}`);
  }
  return values;
}

/**
 * The generated text of a script cut at every mapping, each piece given to the
 * normalised path of the source it maps to ('' for unmapped text: before a
 * line's first mapping, or after a mapping with no source). Pieces keep their
 * order, so a source's pieces joined read like its minified code.
 * @param {string} code
 * @param {{sources: string[], mappings: string}} map
 * @param {string} [siteDir] see normaliseSource
 * @returns {Map<string, string[]>}
 */
export function piecesBySource(code, map, siteDir = '') {
  const names = map.sources.map((source) => normaliseSource(source, siteDir));
  const decoded = decodeMappings(map.mappings);
  /** @type {Map<string, string[]>} */
  const pieces = new Map();
  const add = (/** @type {string} */ path, /** @type {string} */ text) => {
    if (text === '') {
      return;
    }
    const list = pieces.get(path);
    if (list) {
      list.push(text);
    } else {
      pieces.set(path, [text]);
    }
  };
  const lines = code.split('\n');
  for (const [index, line] of lines.entries()) {
    const segments = decoded[index] ?? [];
    // The newline belongs to the line's last piece; a file's last line has none.
    const text = index < lines.length - 1 ? `${line}\n` : line;
    add('', text.slice(0, segments[0]?.[0] ?? text.length));
    for (const [at, segment] of segments.entries()) {
      const end = segments[at + 1]?.[0] ?? text.length;
      add(segment.length > 1 ? names[segment[1]] : '', text.slice(segment[0], end));
    }
  }
  return pieces;
}

/**
 * The original position of a generated one (0-based line and column): the
 * last mapping at or before that column on that line, or null where the
 * position is unmapped.
 * @param {Segment[][]} decoded
 * @param {{sources: string[], names?: string[]}} map
 * @param {number} line
 * @param {number} column
 * @param {string} [siteDir] see normaliseSource
 * @returns {{source: string, line: number, column: number, name: string | null} | null}
 */
export function originalPosition(decoded, map, line, column, siteDir = '') {
  const segments = decoded[line];
  if (!segments || segments.length === 0) {
    return null;
  }
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (segments[middle][0] <= column) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const segment = found >= 0 ? segments[found] : undefined;
  if (!segment || segment.length === 1) {
    return null;
  }
  return {
    source: normaliseSource(map.sources[segment[1]], siteDir),
    line: segment[2],
    column: segment[3],
    name: segment.length === 5 ? (map.names?.[segment[4]] ?? null) : null,
  };
}
