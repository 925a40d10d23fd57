/**
 * A pasted error message, made to fit a search box. DocSearch's input holds
 * 64 characters (@docsearch/react 3.9 passes `maxLength: 64` to its input and
 * cuts each change to it), so a pasted message lost what came after its
 * first line's start: `Module not found: Error: Can't resolve
 * '@docusaurus/theme-common` kept neither `/internal` nor the file. Instead,
 * the paste is reduced the way queries are read (./words.ts: stack frames,
 * paths, positions, log prefixes and quotes out), its words kept in order
 * without repeats and, when they are still too many, the identifiers and the
 * first words kept. Pure; ../theme/SearchBar/SearchModal.tsx and the search page
 * apply it to a paste.
 */
import {fillerWords, stripPastedNoise, ubiquitousWords} from './words';

/** DocSearch's input limit (the `maxLength` its SearchBox gives the input). */
export const docSearchInputLimit = 64;

/** A token worth keeping: holds a letter or a digit (a lone `-` or `:` of a log is not). */
const meaningful = /[\p{L}\p{N}]/u;

/** Whether a paste should be distilled rather than inserted: too long for the room left, or several lines. */
export function needsDistilling(pasted: string, room: number): boolean {
  return pasted.length > room || /[\r\n]/.test(pasted.trim());
}

/** A token written as code (`onBrokenLinks`, `theme-common/internal`, `docs:version`, `v3.6`): the most telling words. */
const codeShape = /[a-z][A-Z]|[\p{L}\p{N}][_./:@-][\p{L}\p{N}]|\p{N}/u;

/**
 * The words of a pasted text that say what it is about, at most `limit`
 * characters long: all its words when they fit; else, in the order pasted,
 * the identifiers first chosen, then the other words from the start, filler
 * and words every page holds left out.
 */
export function distillPaste(pasted: string, limit: number = docSearchInputLimit): string {
  const seen = new Set<string>();
  const words: string[] = [];
  // `Can't` is one word, not `Can` and a stray `t` once quotes are gone.
  const joined = pasted.replace(/(\p{L})['’](\p{L})/gu, '$1$2');
  for (const raw of stripPastedNoise(joined).split(/\s+/)) {
    // Punctuation left at a token's ends by the noise rules (`stack:`, `module,`), not inside it (`docs:version`).
    const token = raw.replace(/^[^\p{L}\p{N}@_]+|[^\p{L}\p{N}_]+$/gu, '');
    const key = token.toLowerCase();
    if (token === '' || !meaningful.test(token) || seen.has(key)) continue;
    seen.add(key);
    words.push(token);
  }
  const all = words.join(' ');
  if (all.length <= limit) return all;
  const plain = (word: string) => !fillerWords.has(word.toLowerCase()) && !ubiquitousWords.has(word.toLowerCase());
  const order = words
    .map((word, position) => ({word, position, code: codeShape.test(word)}))
    .filter(({word}) => plain(word))
    .sort((a, b) => Number(b.code) - Number(a.code) || a.position - b.position);
  const chosen: {word: string; position: number}[] = [];
  let length = -1;
  for (const candidate of order) {
    if (length + 1 + candidate.word.length > limit) continue;
    chosen.push(candidate);
    length += 1 + candidate.word.length;
  }
  // A single word longer than the box (a joined identifier) is cut rather than lost.
  if (chosen.length === 0 && order[0]) return order[0].word.slice(0, limit);
  return chosen
    .sort((a, b) => a.position - b.position)
    .map(({word}) => word)
    .join(' ');
}

/** What a paste replaces: an input's text and selection. */
export interface PasteTarget {
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

/**
 * The box's new text after a paste of `pasted` into `target`, if it must be
 * distilled to fit `limit` (the text around the selection is read with it);
 * undefined when the paste fits as it is and the browser should insert it.
 */
export function valueAfterPaste(target: PasteTarget, pasted: string, limit: number): string | undefined {
  const start = target.selectionStart ?? target.value.length;
  const end = target.selectionEnd ?? start;
  const room = limit - (target.value.length - (end - start));
  if (!needsDistilling(pasted, room)) {
    return undefined;
  }
  return distillPaste(`${target.value.slice(0, start)} ${pasted} ${target.value.slice(end)}`, limit);
}
