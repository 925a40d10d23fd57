/**
 * The compact form in which a code block's Prism tokens travel from the build
 * (./remark.ts) to the browser (src/theme/CodeBlock/Content/String.tsx).
 *
 * The page already carries the code itself (the code element's text), so the
 * tokens carry no text: only, per line, each token's types and length. The
 * browser cuts the lines of the code it has into tokens with them. Shared by
 * both sides and free of Prism, so the browser's half costs a few hundred bytes.
 *
 * Form: `<type lists>|<line>;<line>;...`. Type lists are the distinct
 * `token.types` of the block, each joined by spaces, separated by `,` (Prism's
 * type names are identifiers: they hold no separator). A line is its tokens
 * one after the other, each a letter naming its type list (`a` the first, `Z`
 * the 52nd) then its length in decimal digits (none for 0); the last token of
 * a line has no length, since it takes the rest of the line. On the site's
 * 1,700 blocks this is about a fifth smaller gzipped than `index.length`
 * pairs with separators.
 */

/** One token as prism-react-renderer's `normalizeTokens` gives it and the theme's `Line` renders it. */
export interface CodeToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** The key under which the encoded tokens reach the code block's props (a JSX attribute of the MDX code element). */
export const tokensProp = 'highlightTokens';

/** The letters that name type lists: a block with more distinct type lists is left to the browser. */
const typeLetters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Encodes the normalised lines of one block (text left out: the browser has it); undefined past 52 type lists. */
export function encodeTokens(lines: readonly (readonly CodeToken[])[]): string | undefined {
  const typeLists: string[] = [];
  const indexOf = new Map<string, number>();
  const encodedLines: string[] = [];
  for (const line of lines) {
    let encoded = '';
    for (const [position, token] of line.entries()) {
      const key = token.types.join(' ');
      let index = indexOf.get(key);
      if (index === undefined) {
        index = typeLists.push(key) - 1;
        indexOf.set(key, index);
      }
      if (index >= typeLetters.length) return undefined;
      // normalizeTokens writes "\n" into an empty line's only token; its length is 0 in the code.
      const length = token.empty ? 0 : token.content.length;
      encoded += typeLetters[index]! + (position === line.length - 1 || length === 0 ? '' : String(length));
    }
    encodedLines.push(encoded);
  }
  return `${typeLists.join(',')}|${encodedLines.join(';')}`;
}

/**
 * Rebuilds the token lines of `code` (the code as the theme shows it, after
 * magic comments are taken out) from `encoded`, exactly as prism-react-renderer's
 * `normalizeTokens` would give them: an empty line is one token with content
 * "\n" and `empty: true`. Returns undefined when the encoding does not fit the
 * code (a page edited without a rebuild of its tokens), so the caller can fall
 * back to highlighting in the browser rather than show a wrong block.
 */
/** Decimal digits from `lastIndex` on (none matches too). */
const digitsAt = /\d*/y;

export function decodeTokens(code: string, encoded: string): CodeToken[][] | undefined {
  const separator = encoded.indexOf('|');
  if (separator < 0) return undefined;
  const typeLists = encoded
    .slice(0, separator)
    .split(',')
    .map((list) => list.split(' '));
  const encodedLines = encoded.slice(separator + 1).split(';');
  const codeLines = code.split(/\r\n|\r|\n/);
  if (codeLines.length !== encodedLines.length) return undefined;
  const lines: CodeToken[][] = [];
  for (const [lineIndex, encodedLine] of encodedLines.entries()) {
    const text = codeLines[lineIndex]!;
    const line: CodeToken[] = [];
    let offset = 0;
    let at = 0;
    while (at < encodedLine.length) {
      const types = typeLists[typeLetters.indexOf(encodedLine[at]!)];
      if (!types) return undefined;
      digitsAt.lastIndex = at + 1;
      const digits = digitsAt.exec(encodedLine)![0];
      at += 1 + digits.length;
      // The last token takes the rest of the line.
      const length = at === encodedLine.length ? text.length - offset : Number(digits);
      if (length < 0 || offset + length > text.length) return undefined;
      line.push({types: [...types], content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (line.length === 0 || offset !== text.length) return undefined;
    if (line.length === 1 && line[0]!.content === '') {
      line[0]!.content = '\n';
      line[0]!.empty = true;
    }
    lines.push(line);
  }
  return lines;
}

/** The lines prism-react-renderer gives code it has no grammar for: one plain token per line. */
export function plainTokens(code: string): CodeToken[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((text) =>
      text === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content: text}],
    );
}
