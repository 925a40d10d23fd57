/**
 * Finds, for each quoted message, a file of a release's packages where it occurs: the best
 * match (most words matched literally; on a tie, the first that is not a bundle) in the `@docusaurus/*` packages,
 * else the best in their dependencies, nearest first (a large set, read only for the messages
 * not found in the first).
 *
 * A console block (a message of several lines) that does not occur as a whole is looked up
 * line by line: it is found when every line with words is, each in its own file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {matchScore, quoteTokens} from './match.mjs';
import {jsFilesOf, packageFolders} from './packageFiles.mjs';
import {messageOf} from './pageQuotes.mjs';
import {sourceTokens} from './sourceText.mjs';

/** Bundles that copy other packages' code: on a tie, a package's own file is better evidence. */
const BUNDLED = /\/(?:dist|compiled|umd)\/|\.umd\.|\bbundle\b|[.-]browser[.-]/;

/**
 * A test a file's lower-cased text must pass for a quote to be worth matching there: it holds
 * a third of the quote's longer words (a page may show real values where the source has holes).
 * @param {string} message
 */
function prefilterOf(message) {
  const words = [...new Set(message.toLowerCase().match(/[\p{L}\p{N}_]{4,}/gu) ?? [])];
  const needed = Math.ceil(words.length / 3);
  return (/** @type {string} */ lowerText) => {
    let hits = 0;
    for (const word of words) if (lowerText.includes(word) && ++hits >= needed) return true;
    return needed === 0;
  };
}

/**
 * @param {string[]} messages
 * @param {string[]} roots node_modules folders of the release, searched in order
 * @returns {Map<string, string>} message -> file, relative to its node_modules folder
 */
function findEach(messages, roots) {
  /** @type {Map<string, {file: string, score: number, bundled: boolean}>} */
  const found = new Map();
  for (const stage of /** @type {const} */ (['docusaurus', 'dependencies'])) {
    for (const root of roots) {
      const todo = messages
        .filter((m) => stage === 'docusaurus' || !found.has(m))
        .map((message) => ({message, tokens: quoteTokens(message), maybe: prefilterOf(message)}));
      if (todo.length === 0) break;
      for (const dir of packageFolders(root)[stage]) {
        for (const file of jsFilesOf(root, dir)) {
          const text = readFileSync(path.join(root, file), 'utf8');
          const lower = text.toLowerCase();
          const candidates = todo.filter((t) => t.maybe(lower));
          if (candidates.length === 0) continue;
          const tokens = sourceTokens(text);
          const bundled = BUNDLED.test(file);
          for (const t of candidates) {
            const score = matchScore(t.tokens, tokens);
            const previous = found.get(t.message);
            const better =
              !previous || score > previous.score || (score === previous.score && previous.bundled && !bundled);
            if (score >= 0 && better) found.set(t.message, {file, score, bundled});
          }
        }
      }
    }
  }
  return new Map([...found].map(([message, {file}]) => [message, file]));
}

/** Lines of a console block that carry words. */
const linesOf = (/** @type {string} */ message) =>
  message
    .split('\n')
    .map(messageOf)
    .filter((line) => /[\p{L}\p{N}]/u.test(line));

/**
 * @param {string[]} messages
 * @param {string[]} roots node_modules folders of the release, searched in order
 * @returns {Map<string, string | string[]>} message -> file (relative to its node_modules
 *   folder), or one file per line for a block found line by line
 */
export function findMessages(messages, roots) {
  const whole = findEach(messages, roots);
  const blocks = messages.filter((m) => !whole.has(m) && m.includes('\n'));
  const lines = findEach([...new Set(blocks.flatMap(linesOf))], roots);
  /** @type {Map<string, string | string[]>} */
  const found = new Map(whole);
  for (const block of blocks) {
    const files = linesOf(block).map((line) => lines.get(line));
    if (files.every((f) => f !== undefined)) found.set(block, /** @type {string[]} */ (files));
  }
  return found;
}
