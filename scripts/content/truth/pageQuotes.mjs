/**
 * The error and warning texts a Markdown page quotes. A "quoted message" is:
 *
 * 1. In a Pitfalls or troubleshooting section (a heading containing "Pitfall", "Troubleshoot",
 *    "Common errors" or "Common problems", up to the next heading of the same or a higher level):
 *    a. the bold lead of a list item or paragraph when it is wholly quoted text:
 *       **`message`** or **"message"** (pieces joined by `...` count as one quote with a gap),
 *       or starts with a double-quoted text of three words or more (**"message" during deploy**);
 *    b. an inline code span or double-quoted text introduced as output: right after
 *       "fails with", "reports", "prints", "warns", "logs", "throws", "says", "shows",
 *       "followed by", "preceded by", "error", "warning" or "message" (a colon may follow).
 *    A quote has at least two words: **`routeBasePath: ''`** is code, not a message.
 * 2. Elsewhere in prose, an inline code span or double-quoted text (with a space in it) right
 *    after a verb that introduces output: "fails with", "stops the build with", "reports",
 *    "prints", "warns", "logs", "throws", "says", "followed by", "preceded by", or "with the
 *    error/warning/message"; not a command (`npm run serve`) or a version note ("Since 3.6").
 * 3. Anywhere in a page, a fenced block whose info string is `text` with no title (console
 *    output), as one quote of all its lines, unless it draws a tree (`├`, `└`, `│`) or is listed
 *    in NOT_OUTPUT.
 *
 * In a quote, `...` or `…` stands for text the page leaves out. A leading `Error: ` (Node's
 * prefix when it prints an error) or logger tag such as `[ERROR] ` is not part of the message.
 */

/** @typedef {{file: string, line: number, quote: string}} PageQuote */

const SECTION = /pitfall|troubleshoot|common (?:errors|problems)/i;
const HEADING = /^(#{1,6})\s+(.*)$/;
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
/** Text that introduces output, just before a code span or a double-quoted text. */
const INTRO =
  /(?:\bfails?(?: the build)?(?: \w+)? with|\bstops the build with|\breports|\bprints|\bwarns|\blogs|\bthrows|\bsays|\bshows|\bgoes on:?|\bfollowed by|\bpreceded by|\berror|\bwarning|\bmessage)\s*:?\s*$/i;
/** The same, outside Pitfalls sections: verbs only (a bare "error:" there often shows an input). */
const INTRO_STRICT =
  /(?:\bfails?(?: the build)?(?: \w+)? with|\bstops the build with|\breports|\bprints|\bwarns|\blogs|\bthrows|\bsays|\bfollowed by|\bpreceded by|\bwith the (?:error|warning|message))\s*:?\s*$/i;
/** Quotes that are commands or version notes, not output. */
const NOT_MESSAGE =
  /^(?:npm|npx|yarn|pnpm|bun|docusaurus|create-docusaurus)\s|^(?:[Ss]ince|[Nn]ew in|[Aa]dded in|[Rr]emoved in)\s+\d|^[Cc]anary[ -]only$/;
const SPAN = /`([^`\n]+)`|"([^"\n]+)"|“([^”\n]+)”/g;
const TREE = /[├└│]/;

/**
 * `text` blocks that are not console output, by file and first line, each with why.
 * @type {Array<{file: RegExp, firstLine: string, why: string}>}
 */
export const NOT_OUTPUT = [
  {
    file: /create-docusaurus\.md$/,
    firstLine: 'create-docusaurus [siteName]',
    why: 'usage synopsis written by the page',
  },
  {file: /contributing\.md$/, firstLine: 'fix(core): bundler', why: 'example commit messages'},
  {file: /profilo/, firstLine: 'docs/', why: 'folder layout'},
];

const wordCount = (/** @type {string} */ text) => text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;

/**
 * The message of a quote, without the prefix that Node or the logger print before it.
 * @param {string} quote
 */
export function messageOf(quote) {
  return quote
    .trim()
    .replace(/^(?:\[(?:ERROR|WARNING|INFO|SUCCESS)\]\s*|(?:Uncaught )?[A-Z]?\w*Error:\s+)/, '')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join('\n');
}

/**
 * A quoted piece of a bold lead: `a` ... `b` becomes `a ... b`.
 * @param {string} bold
 * @returns {string | null}
 */
function wholeQuote(bold) {
  const pieces = [];
  let rest = bold.trim().replace(/[.:]$/, '');
  while (rest.length > 0) {
    const m = /^(?:`([^`]+)`|"([^"]+)"|“([^”]+)”)\s*(?:(?:\.{3}|…)\s*)?/.exec(rest);
    if (!m) return null;
    pieces.push((m[1] ?? m[2] ?? m[3]).trim());
    rest = rest.slice(m[0].length).replace(/^[.:]\s*/, '');
  }
  const quote = pieces.join(' ... ');
  return wordCount(quote) >= 2 ? quote : null;
}

/**
 * The quotes of one prose line (outside fences): in a Pitfalls section, or elsewhere.
 * @param {string} text
 * @param {boolean} inSection
 * @returns {string[]}
 */
function quotesOfLine(text, inSection) {
  const found = [];
  const lead = inSection ? /^\s*(?:[-*+]|\d+\.)?\s*\*\*(.+?)\*\*(?!\*)/.exec(text) : null;
  /** End of a bold lead that is wholly a quote: its spans are that quote already. */
  let quotedLeadEnd = 0;
  if (lead) {
    const whole = wholeQuote(lead[1]);
    const opening = /^"([^"]+)"/.exec(lead[1].trim());
    if (whole) {
      found.push(whole);
      quotedLeadEnd = lead.index + lead[0].length;
    } else if (opening && opening[1].trim().split(/\s+/).length >= 3) found.push(opening[1]);
  }
  for (const m of text.matchAll(SPAN)) {
    if (m.index < quotedLeadEnd) continue;
    const quote = (m[1] ?? m[2] ?? m[3]).trim();
    const introduced = (inSection ? INTRO : INTRO_STRICT).test(text.slice(Math.max(0, m.index - 60), m.index));
    if (introduced && /\s/.test(quote) && !NOT_MESSAGE.test(quote) && !found.includes(quote)) found.push(quote);
  }
  return found;
}

/**
 * Every quoted message of a page, with its 1-based line.
 * @param {string} page the Markdown source
 * @param {string} file the page's path, for NOT_OUTPUT and the result
 * @returns {PageQuote[]}
 */
export function quotesOfPage(page, file) {
  /** @type {PageQuote[]} */
  const quotes = [];
  const lines = page.split(/\r?\n/);
  /** @type {number | null} level of the Pitfalls heading we are under */
  let sectionLevel = null;
  /** @type {{marker: string, output: boolean, line: number, body: string[]} | null} */
  let fence = null;
  lines.forEach((text, index) => {
    const line = index + 1;
    const fenceMatch = FENCE.exec(text);
    if (fence) {
      if (
        fenceMatch &&
        fenceMatch[1][0] === fence.marker[0] &&
        fenceMatch[1].length >= fence.marker.length &&
        !fenceMatch[2].trim()
      ) {
        if (fence.output && fence.body.length > 0) quotes.push({file, line: fence.line, quote: fence.body.join('\n')});
        fence = null;
      } else if (text.trim()) {
        fence.body.push(text.trim());
      }
      return;
    }
    if (fenceMatch) {
      const info = fenceMatch[2].trim();
      const body = [];
      for (let j = index + 1; j < lines.length && !FENCE.test(lines[j]); j += 1) body.push(lines[j]);
      const first = body.find((l) => l.trim())?.trim() ?? '';
      const output =
        /^text$/.test(info) &&
        !body.some((l) => TREE.test(l)) &&
        !NOT_OUTPUT.some((n) => n.file.test(file) && first.startsWith(n.firstLine));
      fence = {marker: fenceMatch[1], output, line: line + 1, body: []};
      return;
    }
    const heading = HEADING.exec(text);
    if (heading) {
      const level = heading[1].length;
      if (sectionLevel !== null && level <= sectionLevel) sectionLevel = null;
      if (SECTION.test(heading[2])) sectionLevel = level;
      return;
    }
    for (const quote of quotesOfLine(text, sectionLevel !== null)) quotes.push({file, line, quote});
  });
  return quotes;
}
