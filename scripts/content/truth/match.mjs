/**
 * Does a quoted message occur in a source's message text (sourceText.mjs)?
 *
 * Words are compared lower-cased, punctuation ignored. Two kinds of placeholder:
 * - in the source, a hole (`${name}`) stands for up to HOLE_WORDS words of the quote (at either
 *   end of the quote, EDGE_HOLE_WORDS): the page may show a real path, id or number there;
 * - in the quote, `...` or `…` stands for up to GAP_TOKENS tokens of the source: the page may
 *   leave out a list or a long name.
 * A hole never takes a logger marker (`name=`): where the source has the marker before a hole of
 * a logger template, the logger does not print it, so a quote showing it is wrong.
 * The quote may be any contiguous part of one message; it never spans a break. It must match
 * at least as many literal source words as holes take at its ends, so that a quote made mostly
 * of values cannot match any template that starts or ends with a hole.
 */
import {isLoggerMarker, sourceTokens, wordsOf} from './sourceText.mjs';

/** @typedef {import('./sourceText.mjs').SourceToken} SourceToken */
/** @typedef {{kind: 'word', text: string} | {kind: 'gap'}} QuoteToken */

export const HOLE_WORDS = 12;
/** A hole at either end of the quote takes fewer words: the quote may stop anywhere. */
export const EDGE_HOLE_WORDS = 8;
export const GAP_TOKENS = 80;

/**
 * @param {string} quote
 * @returns {QuoteToken[]}
 */
export function quoteTokens(quote) {
  /** @type {QuoteToken[]} */
  const tokens = [];
  for (const piece of quote.split(/(\.{3}|…)/)) {
    if (piece === '...' || piece === '…') {
      if (tokens.length > 0 && tokens[tokens.length - 1].kind !== 'gap') tokens.push({kind: 'gap'});
    } else {
      tokens.push(.../** @type {QuoteToken[]} */ (wordsOf(piece)));
    }
  }
  while (tokens[tokens.length - 1]?.kind === 'gap') tokens.pop();
  return tokens;
}

/** Scores pack (literal words - words taken by holes at an end of the quote) and literal words. */
const SCALE = 10000;
const NONE = -1e9;

/**
 * The best match of `quote` in the source, as `{literal, edge}`: the quote words matched by
 * literal source words, and those taken by a hole at either end of the quote (words a hole takes
 * between two literal matches are anchored on both sides and count for neither). Null when the
 * quote does not occur.
 * @param {QuoteToken[]} quote
 * @param {SourceToken[]} source
 * @returns {{literal: number, edge: number} | null}
 */
export function bestMatch(quote, source) {
  const qn = quote.length;
  if (qn === 0) return null;
  /** @type {Map<number, number>} */
  const memo = new Map();
  const width = qn + 1;
  /** @returns {number} packed score of the rest of the quote from (qi, si), or NONE */
  const at = (/** @type {number} */ qi, /** @type {number} */ si) => {
    if (qi === qn) return 0;
    const key = si * width + qi;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = NONE;
    const q = quote[qi];
    if (q.kind === 'gap') {
      for (let k = 0; k <= GAP_TOKENS && si + k <= source.length; k += 1) {
        if (k > 0 && source[si + k - 1].kind === 'break') break;
        best = Math.max(best, at(qi + 1, si + k));
      }
    } else if (si < source.length) {
      const s = source[si];
      if (s.kind === 'hole') {
        for (let a = 0; a <= HOLE_WORDS && qi + a <= qn; a += 1) {
          const taken = quote[qi + a - 1];
          if (a > 0 && (taken.kind === 'gap' || isLoggerMarker(taken.text))) break;
          const atEdge = a > 0 && (qi === 0 || qi + a === qn);
          if (atEdge && a > EDGE_HOLE_WORDS) continue;
          // Words at an end of the quote, up to a `...`, need a literal anchor: not a hole.
          if (a > 0 && qi === 0 && quote[a]?.kind === 'gap') continue;
          if (a > 0 && qi + a === qn && quote[qi - 1]?.kind === 'gap') continue;
          const rest = at(qi + a, si + 1);
          if (rest !== NONE) best = Math.max(best, rest - (atEdge ? a * SCALE : 0));
        }
      } else if (s.kind === 'word' && s.text === q.text) {
        const rest = at(qi + 1, si + 1);
        if (rest !== NONE) best = Math.max(best, rest + SCALE + 1);
      }
    }
    memo.set(key, best);
    return best;
  };
  const first = quote[0];
  let best = NONE;
  for (let si = 0; si < source.length; si += 1) {
    const s = source[si];
    if (s.kind === 'hole' || (s.kind === 'word' && first.kind === 'word' && s.text === first.text)) {
      best = Math.max(best, at(0, si));
    }
  }
  if (best === NONE) return null;
  const literal = ((best % SCALE) + SCALE) % SCALE;
  return {literal, edge: literal - Math.round((best - literal) / SCALE)};
}

/**
 * Whether the quote occurs in the token stream, with enough of its words matched literally.
 * @param {QuoteToken[]} quote
 * @param {SourceToken[]} source
 */
export function occursIn(quote, source) {
  return matchScore(quote, source) >= 0;
}

/**
 * The words of the quote matched literally when it occurs in the token stream, else -1: at
 * least two (or the one word of a one-word quote), and no fewer than the words taken by holes
 * at its ends.
 * @param {QuoteToken[]} quote
 * @param {SourceToken[]} source
 */
export function matchScore(quote, source) {
  const words = quote.filter((t) => t.kind === 'word').length;
  const match = bestMatch(quote, source);
  if (!match) return -1;
  const enough = (match.literal >= 2 || (words === 1 && match.literal === 1)) && match.literal >= match.edge;
  return enough ? match.literal : -1;
}

/**
 * Whether `quote` occurs in the JavaScript source `src`.
 * @param {string} quote
 * @param {string} src
 */
export function quoteInSource(quote, src) {
  return occursIn(quoteTokens(quote), sourceTokens(src));
}
