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
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) {
    return max + 1;
  }
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) {
      return max + 1;
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

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
 * The closest stem to a word that matched nothing, or undefined when none is
 * close enough: then the word is nonsense to this index and is left out.
 */
export function correctWord(word: string, candidates: Iterable<readonly [string, number]>): Correction | undefined {
  const max = allowedEdits(word.length);
  if (max === 0 || !/^[\p{L}]+$/u.test(word)) {
    return undefined;
  }
  let best: Correction | undefined;
  for (const [stem, pages] of candidates) {
    if (stem.length < 3 || stem.length > word.length + max || pages === 0) {
      continue;
    }
    for (const ending of stemEndings) {
      const form = stem + ending;
      if (Math.abs(form.length - word.length) > max) {
        continue;
      }
      const edits = editDistance(word, form, best ? Math.min(max, best.edits) : max);
      if (edits <= max && (!best || edits < best.edits || (edits === best.edits && pages > best.pages))) {
        best = {word: stem, edits, pages};
      }
    }
  }
  return best;
}
