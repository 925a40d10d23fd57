/**
 * The message text of a JavaScript source file, as a stream of tokens a quote can be matched
 * against (see match.mjs): the words of its string and template literals, a hole where a literal
 * interpolates a value, and a break wherever real code separates two literals.
 *
 * - `${expr}` in a template literal is a hole. In a template tagged by the Docusaurus logger
 *   (`logger.error\`...\``, `logger.interpolate\`...\``), the `path=`, `url=`, `name=`,
 *   `number=`, `code=` and `subdue=` markers before a hole are not printed, so they are dropped.
 * - `'a' + 'b'` joins the two literals; `'a ' + value + ' b'` puts a hole between them.
 * - Comments, regular expressions and other code are breaks: a quote never spans them.
 *
 * A small lexer, not a parser: it only needs to find literals in published `lib/` files.
 */

/** @typedef {{kind: 'word', text: string} | {kind: 'hole'} | {kind: 'break'}} SourceToken */

/** @type {SourceToken} */
const HOLE = {kind: 'hole'};
/** A word; `name=` keeps its `=`, so that a logger marker is a word of its own. */
const WORD = /[\p{L}\p{N}_]+=?/gu;
/** `logger.warn`, `logger_1.default.interpolate`, `logger.report(level)` just before a backtick. */
const LOGGER_TAG = /\blogger(?:_\d+)?(?:\.\w+)*(?:\([^()]*\))?\s*$/;
/** Joi message templates: `{#label}`, `{{#label}}`, `{.type}`, `{:#limit}`. */
const JOI_TEMPLATE = /\{\{?[#:.][^{}\s]*\}\}?/g;
const LOGGER_MARKER = /\b(?:path|url|name|number|code|subdue)=$/;
const ESCAPES = /** @type {Record<string, string>} */ ({n: '\n', t: '\t', r: '\r', b: '', f: '', v: ''});

/**
 * Words of a piece of literal text, lower-cased.
 * @param {string} text
 * @returns {SourceToken[]}
 */
export function wordsOf(text) {
  return [...text.matchAll(WORD)].map(([word]) => ({kind: 'word', text: word.toLowerCase()}));
}

/**
 * Whether a word is one of the logger's markers (`path=`, `name=`...), which it does not print.
 * @param {string} word
 */
export function isLoggerMarker(word) {
  return /^(?:path|url|name|number|code|subdue)=$/.test(word);
}

/**
 * Reads a quoted or template literal starting at `start` (on its opening quote).
 * @param {string} src
 * @param {number} start
 * @param {boolean} fromLogger whether the template is tagged by the logger
 * @returns {{end: number, parts: Array<string | null>, expressions: string[]} | null} parts:
 *   text, or null for a hole; expressions: the code of each hole. Null when the literal is not
 *   terminated where JavaScript requires (a lexer slip).
 */
function readLiteral(src, start, fromLogger) {
  const quote = src[start];
  /** @type {Array<string | null>} */
  const parts = [];
  /** @type {string[]} */
  const expressions = [];
  let text = '';
  let i = start + 1;
  while (i < src.length) {
    const c = src[i];
    if (c === '\\') {
      const next = src[i + 1] ?? '';
      const hex = /^(?:x([0-9a-f]{2})|u([0-9a-f]{4})|u\{([0-9a-f]+)\})/i.exec(src.slice(i + 1, i + 12));
      if (hex) {
        text += String.fromCodePoint(parseInt(hex[1] ?? hex[2] ?? hex[3], 16));
        i += 1 + hex[0].length;
        continue;
      }
      text += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    if (c === quote) return {end: i + 1, parts: [...parts, text], expressions};
    if (c === '\n' && quote !== '`') return null;
    if (quote === '`' && c === '$' && src[i + 1] === '{') {
      parts.push(fromLogger ? text.replace(LOGGER_MARKER, '') : text, null);
      text = '';
      const end = skipExpression(src, i + 2);
      expressions.push(src.slice(i + 2, end - 1));
      i = end;
      continue;
    }
    text += c;
    i += 1;
  }
  return null;
}

/**
 * Index after the `}` that closes an interpolation opened just before `i`.
 * @param {string} src
 * @param {number} i
 */
function skipExpression(src, i) {
  let depth = 1;
  while (i < src.length && depth > 0) {
    const c = src[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '"' || c === "'" || c === '`') {
      const literal = readLiteral(src, i, false);
      if (literal) {
        i = literal.end;
        continue;
      }
    }
    i += 1;
  }
  return i;
}

/** Code between two literals that joins them: `+`, or `+ value +` (a hole). */
const JOIN = /^\s*\+\s*$/;
const JOIN_VALUE = /^\s*\+\s*[^;{}\n]{1,80}?\s*\+\s*$/;

/**
 * The token stream of a source file.
 * @param {string} src
 * @returns {SourceToken[]}
 */
export function sourceTokens(src) {
  /** @type {SourceToken[]} */
  const tokens = [];
  let i = 0;
  let codeStart = 0;
  let lastLiteralEnd = -1;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      i = src.indexOf('\n', i);
      if (i < 0) i = n;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const close = src.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
      continue;
    }
    if (c === '/') {
      const before = src.slice(Math.max(0, i - 12), i).trimEnd();
      if (before === '' || /[(,=:[!&|?{};+\-*%<>~^]$|\breturn$|\btypeof$/.test(before)) {
        const regex = /^\/(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[a-z]*/.exec(src.slice(i, i + 2000));
        if (regex) {
          i += regex[0].length;
          continue;
        }
      }
    }
    if (c === '"' || c === "'" || c === '`') {
      const fromLogger = c === '`' && LOGGER_TAG.test(src.slice(Math.max(0, i - 80), i));
      const literal = readLiteral(src, i, fromLogger);
      if (!literal) {
        i += 1;
        continue;
      }
      const gap = src.slice(codeStart, i);
      if (lastLiteralEnd >= 0 && !JOIN.test(gap)) {
        tokens.push(JOIN_VALUE.test(gap) ? {kind: 'hole'} : {kind: 'break'});
      }
      for (const part of literal.parts) {
        if (part === null) tokens.push({kind: 'hole'});
        else part.split(JOI_TEMPLATE).forEach((text, k) => tokens.push(...(k > 0 ? [HOLE] : []), ...wordsOf(text)));
      }
      // Messages built inside a hole (a nested logger template) are messages too.
      for (const code of literal.expressions) {
        const inner = sourceTokens(code);
        if (inner.length > 0) tokens.push({kind: 'break'}, ...inner, {kind: 'break'});
      }
      i = literal.end;
      codeStart = i;
      lastLiteralEnd = i;
      continue;
    }
    i += 1;
  }
  return tokens;
}
