// The pure half of `npm run bench:attribution` (attribution.mjs): what a source
// path of the client bundle is (framework, route data, ours...), how a script's
// bytes split over its sources through its source map, and which functions a
// Chromium trace's long tasks spend their time in. No file, network or browser
// access here, so every rule has a unit test (__tests__/attribution.test.ts).
import {gzipSync} from 'node:zlib';

/**
 * What a piece of the client bundle is, in the words of issue 33:
 * - `framework`: Docusaurus's own client code (core, theme, plugins, its
 *   react-loadable fork) and the bundler's runtime (chunk loading);
 * - `route data`: the generated route table (`registry.js`, `routes.js`,
 *   `routesChunkNames.json`), which grows with the number of pages;
 * - `site data`: the other generated files: site config, global data, i18n,
 *   the client-module list, and the props modules of each route;
 * - `ours`: code this repository writes (src/, tests-area/, config/...);
 * - `content`: Markdown and MDX pages compiled to components, and the images
 *   and data files they import;
 * - `third party`: every other package (React, Prism, clsx...);
 * - `unmapped`: bytes the source map gives no source (bundler glue).
 * @typedef {'framework' | 'route data' | 'site data' | 'ours' | 'content' | 'third party' | 'unmapped'} Category
 */

/** @type {readonly Category[]} the order tables list them in */
export const categories = ['framework', 'route data', 'site data', 'ours', 'content', 'third party', 'unmapped'];

/** The folders of this repository that hold pages written in Markdown or MDX. */
const contentFolders = ['docs', 'versioned_docs', 'blog', 'community', 'changelog'];
/**
 * The route table: the generated registry, routes and chunk names, and the
 * bundler's two tables of every chunk (chunk id to file hash, and the chunk
 * names Docusaurus looks routes' chunks up by), which `runtime~main.js` holds.
 */
const routeDataFiles = new Set([
  '.docusaurus/registry.js',
  '.docusaurus/routes.js',
  '.docusaurus/routesChunkNames.json',
  'webpack/runtime/get javascript chunk filename',
  'ChunkAssetRuntimeModule',
]);

/**
 * A source map's source name as a path from the site's folder. Rspack names
 * sources `webpack://<project>/./path`, JSON modules `webpack://<project>/json|<absolute path>`,
 * context modules `<folder>|sync|<pattern>`, and loaders may add
 * `!`-separated prefixes or a query. An absolute path
 * inside the site loses the site's folder; one outside keeps its node_modules
 * part (node_modules may be a link to another checkout's).
 * @param {string} source
 * @param {string} [siteDir] absolute, without a trailing slash
 * @returns {string}
 */
export function normaliseSource(source, siteDir = '') {
  let name = source.replace(/^webpack:\/\/[^/]*\//, '');
  name = name.slice(name.lastIndexOf('!') + 1);
  name = name.replace(/^[a-z]+\|/, '');
  // A require.context module: `<folder>|sync|<pattern>`.
  name = name.replace(/\|.*$/, '');
  name = name.replace(/\?.*$/, '');
  if (siteDir && name.startsWith(`${siteDir}/`)) {
    name = name.slice(siteDir.length + 1);
  }
  const generated = name.indexOf('/.docusaurus/');
  if (name.startsWith('/') && generated >= 0) {
    name = name.slice(generated + 1);
  }
  return name.replace(/^(\.\/)+/, '');
}

/**
 * The npm package a path of node_modules belongs to (the innermost one, so a
 * nested copy counts as its own package), else null.
 * @param {string} path
 * @returns {string | null}
 */
export function packageOf(path) {
  const marker = 'node_modules/';
  const at = path.lastIndexOf(marker);
  if (at < 0) {
    return null;
  }
  const [first, second] = path.slice(at + marker.length).split('/');
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/**
 * The category of a normalised source path (see `Category`). Bundler runtime
 * modules are named `webpack/runtime/...` (Rspack keeps webpack's names).
 * @param {string} path
 * @returns {Category}
 */
export function categorise(path) {
  if (path === '') {
    return 'unmapped';
  }
  const pkg = packageOf(path);
  if (pkg !== null) {
    return pkg.startsWith('@docusaurus/') ? 'framework' : 'third party';
  }
  if (routeDataFiles.has(path)) {
    return 'route data';
  }
  if (/^webpack\/(runtime|bootstrap)/.test(path) || /^[A-Z]\w*RuntimeModule$/.test(path)) {
    return 'framework';
  }
  if (path.startsWith('.docusaurus/') || path.startsWith('@generated/')) {
    return 'site data';
  }
  const top = path.split('/')[0];
  const isCode = /\.(?:[cm]?[jt]sx?)$/.test(path);
  const isMarkdown = /\.mdx?$/.test(path);
  // Pages and what they import beside them (images, data files); code stays ours.
  if (contentFolders.includes(top) && !isCode) {
    return 'content';
  }
  if ((top === 'tests-area' || path.startsWith('src/pages/')) && isMarkdown) {
    return 'content';
  }
  return 'ours';
}

/**
 * A shorter name to group a path's bytes under in the per-module lists: the
 * package for node_modules, except Docusaurus packages, which are split by
 * their first folders so the theme's components stay apart; the path itself
 * for everything else.
 * @param {string} path
 * @returns {string}
 */
export function moduleGroup(path) {
  const pkg = packageOf(path);
  if (pkg === null) {
    return path === '' ? '(unmapped)' : path;
  }
  if (!pkg.startsWith('@docusaurus/')) {
    return pkg;
  }
  const inside = path.slice(path.lastIndexOf(pkg) + pkg.length + 1).replace(/^lib\//, '');
  const folders = inside.split('/');
  return `${pkg}/${folders.slice(0, Math.min(2, folders.length - 1)).join('/') || folders[0]}`;
}

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

/**
 * A trace event of Chromium's JSON trace format, as far as this file reads it.
 * @typedef {{name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, id?: string, cat?: string, args?: any}} TraceEvent
 */

/** Tasks at least this long are long tasks (as Lighthouse and the Long Tasks API count them), in ms. */
export const longTaskMs = 50;

/**
 * The renderer main thread of the page: of the threads named CrRendererMain,
 * the one that ran the most task time (a trace can hold an idle renderer too).
 * @param {TraceEvent[]} events
 * @returns {{pid: number, tid: number} | null}
 */
export function pageMainThread(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestBusy = -1;
  for (const {pid, tid} of mains) {
    const busy = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > bestBusy) {
      best = {pid, tid};
      bestBusy = busy;
    }
  }
  return best;
}

/**
 * Top-level tasks of a thread lasting at least `longTaskMs`, as [start, end]
 * in trace microseconds, sorted by start.
 * @param {TraceEvent[]} events
 * @param {{pid: number, tid: number}} thread
 * @returns {Array<{start: number, end: number}>}
 */
export function longTasks(events, thread) {
  return events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        (e.dur ?? 0) >= longTaskMs * 1000,
    )
    .map((e) => ({start: e.ts, end: e.ts + (e.dur ?? 0)}))
    .sort((a, b) => a.start - b.start);
}

/**
 * A call frame of V8's CPU profile (0-based line and column).
 * @typedef {{functionName: string, url: string, lineNumber: number, columnNumber: number}} CallFrame
 */

/**
 * Self time of each call frame among the CPU profile samples of one thread
 * that fall inside the given windows. The profile comes in `ProfileChunk`
 * events (nodes, samples and time deltas, split over chunks) sharing the id
 * of a `Profile` event that gives its start time; a sample lasts until the
 * next one.
 * @param {TraceEvent[]} events
 * @param {{pid: number, tid: number}} thread
 * @param {Array<{start: number, end: number}>} windows
 * @returns {Array<{frame: CallFrame, selfUs: number}>} heaviest first
 */
export function selfTimeInWindows(events, thread, windows) {
  // Chromium writes the chunks from its sampling thread, so they are matched by process and profile
  // id; the profile itself is the one started on the thread, else the process's only one.
  const inProcess = events.filter((e) => e.pid === thread.pid && e.ph === 'P');
  const profiles = inProcess.filter((e) => e.name === 'Profile');
  const profile = profiles.find((e) => e.tid === thread.tid) ?? (profiles.length === 1 ? profiles[0] : undefined);
  if (!profile) {
    return [];
  }
  const onThread = inProcess.filter((e) => e.id === profile.id);
  /** @type {Map<number, CallFrame>} */
  const frames = new Map();
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const samples = [];
  let clock = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of onThread) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id) {
      continue;
    }
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      frames.set(node.id, node.callFrame);
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (const [index, id] of ids.entries()) {
      clock += deltas[index] ?? 0;
      times.push(clock);
      samples.push(id);
    }
  }
  /** @type {Map<number, number>} */
  const selfByNode = new Map();
  for (const [index, id] of samples.entries()) {
    const start = times[index];
    const end = times[index + 1] ?? start;
    for (const window of windows) {
      const overlap = Math.min(end, window.end) - Math.max(start, window.start);
      if (overlap > 0) {
        selfByNode.set(id, (selfByNode.get(id) ?? 0) + overlap);
      }
    }
  }
  return [...selfByNode]
    .flatMap(([id, selfUs]) => {
      const frame = frames.get(id);
      return frame ? [{frame, selfUs}] : [];
    })
    .sort((a, b) => b.selfUs - a.selfUs);
}

/**
 * Adds up values under a key, heaviest first.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => string} keyOf
 * @param {(item: T) => number} valueOf
 * @returns {Array<[string, number]>}
 */
export function totalsBy(items, keyOf, valueOf) {
  /** @type {Map<string, number>} */
  const totals = new Map();
  for (const item of items) {
    const key = keyOf(item);
    totals.set(key, (totals.get(key) ?? 0) + valueOf(item));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
