/**
 * Typo tolerance against the index's own vocabulary (stems, as Pagefind
 * stores them: `deploy` for deployment). A misspelt word is matched to the
 * closest stem, or stem plus a common ending, within an edit distance that
 * grows with its length; swapping two adjacent letters is one edit
 * (`pluign` → plugin). Pure: ./vocabularyClient.ts feeds the candidates.
 */

/** Edits allowed for a word of this length: none below 4 letters, 1 from 4, 2 from 8. */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated
 * edits of one substring): insertions, deletions, substitutions and swaps of
 * two adjacent letters each cost one. Stops early, returning max + 1, once the
 * distance must exceed max.
 */
export function editDistance(a: string, b: string, max: number, prefixOfB = false): number {
  if (prefixOfB ? a.length - b.length > max : Math.abs(a.length - b.length) > max) {
    return max + 1;
  }
  // Three rows, reused: this runs for every candidate of every unknown word.
  const width = b.length + 1;
  if (rows.length < width * 3) {
    rows = new Int32Array(width * 3 * 2);
  }
  let beforePrevious = 0;
  let previous = width;
  let current = width * 2;
  for (let j = 0; j < width; j += 1) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        rows[previous + j]! + 1,
        rows[current + j - 1]! + 1,
        rows[previous + j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, rows[beforePrevious + j - 2]! + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) {
      return max + 1;
    }
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  if (!prefixOfB) {
    return rows[previous + b.length]!;
  }
  let best = max + 1;
  for (let j = 0; j < width; j += 1) best = Math.min(best, rows[previous + j]!);
  return best;
}

/**
 * The distance from `stem` to the closest start of `word`: a lower bound of
 * its distance to `word` whatever ending follows the stem, so one pass rules
 * a stem out for all its endings.
 */
export function prefixDistance(stem: string, word: string, max: number): number {
  return editDistance(stem, word, max, true);
}

let rows = new Int32Array(96);

/**
 * Endings a stem loses in the index (Snowball English): a typed word is
 * compared with each stem as written and with these added, so `deploymnet`
 * reaches `deploy` + ment.
 */
export const stemEndings = [
  '',
  'e',
  's',
  'es',
  'ed',
  'ing',
  'ion',
  'ions',
  'ation',
  'ations',
  'ment',
  'ments',
  'er',
  'ers',
  'y',
  'ly',
  'al',
  'ity',
  'ive',
  'ize',
  'ization',
  'alization',
  'alize',
  'able',
];

export interface Correction {
  /** The stem to search instead. */
  word: string;
  edits: number;
  /** Pages holding it: the tie-breaker between equally close stems. */
  pages: number;
}

/**
 * How many times more pages a stem one edit away must hold to win over a stem
 * that reaches the word exactly through an ending: `canery` is `caner` (a
 * name, on 2 pages) plus y, but meant canary (`canari`, on 93). The ending
 * match is a guess at what the stemmer would do; a stem that common is the
 * likelier word.
 */
export const commonerStemFactor = 20;

/**
 * The closest stem to a word that matched nothing, or undefined when none is
 * close enough: then the word is nonsense to this index and is left out.
 */
export function correctWord(word: string, candidates: Iterable<readonly [string, number]>): Correction | undefined {
  const max = allowedEdits(word.length);
  if (max === 0 || !/^[\p{L}]+$/u.test(word)) {
    return undefined;
  }
  // Fewer than three different letters (`qqqq`, `wwww`) is keyboard noise, not a word.
  if (new Set(word).size < 3) {
    return undefined;
  }
  // A short word one letter longer than a stem is as likely another word (`plugh` is not plug): short
  // words are corrected by a changed or swapped letter, or by a letter left out (`staic` is static).
  const short = word.length <= 5;
  let best: Correction | undefined;
  // The commonest stem one edit away, in case the best is an exact match through an ending.
  let commonestNear: Correction | undefined;
  for (const [stem, pages] of candidates) {
    if (stem.length < 3 || stem.length > word.length + max || pages === 0) {
      continue;
    }
    // Snowball writes a final y as i (`canary` → canari): try both.
    const bases = stem.endsWith('i') ? [stem, `${stem.slice(0, -1)}y`] : [stem];
    const reachable = bases.filter((base) => prefixDistance(base, word, max) <= max);
    for (const [base, ending] of reachable.flatMap((base) => stemEndings.map((ending) => [base, ending] as const))) {
      const form = base + ending;
      const longer = form.length - word.length;
      if (short ? longer !== 0 && longer !== 1 : Math.abs(longer) > max) {
        continue;
      }
      // In a short word the slip is in the stem, not in an ending (`xyzzy` is not xyz + ly).
      if (short && ending !== '' && !word.endsWith(ending)) {
        continue;
      }
      const edits = editDistance(word, form, best ? Math.min(max, Math.max(best.edits, 1)) : max);
      if (edits === 1 && (!commonestNear || pages > commonestNear.pages)) {
        commonestNear = {word: stem, edits, pages};
      }
      if (edits <= max && (!best || edits < best.edits || (edits === best.edits && pages > best.pages))) {
        best = {word: stem, edits, pages};
      }
    }
  }
  if (best?.edits === 0 && commonestNear && commonestNear.pages >= best.pages * commonerStemFactor) {
    return commonestNear;
  }
  return best;
}
