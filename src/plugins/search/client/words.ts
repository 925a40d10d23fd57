/**
 * The words of a query as a reader types or pastes it: question and filler
 * words set apart, pasted error output reduced to its distinctive words, and
 * each identifier with the forms the index may hold it in. Pure: the
 * vocabulary decides later which forms the index knows (./plan.ts).
 */

/**
 * Words that do not have to match: question words, articles, pronouns,
 * auxiliaries and prepositions ("how do I", "can I", "what is", "why does").
 * Pages hold them everywhere, so they only ever narrowed a search to nothing.
 */
export const fillerWords = new Set(
  (
    'a an the and or but nor of to in on at for with by from into onto about as than then so if ' +
    'is are was were be been being am do does did doing done has have had having ' +
    'how what why when where which who whom whose can could should would will shall may might must ' +
    'i me my mine we us our you your it its this that these those there here they them their ' +
    'im ive dont doesnt didnt cant cannot isnt wont any some also just please hi hello thanks ' +
    'way ways want wanted need needs trying try tried possible anyone somebody someone something often'
  ).split(' '),
);

/**
 * The verbs and generic nouns of how-to questions ("how do I add…", "make",
 * "use", "my own"): they may match, but count for little beside the topic
 * words (./plan.ts weighs their groups down), so that a page using the
 * topic's words without them still ranks.
 */
export const weakWords = new Set(
  (
    'add adding added make making create creating change changing write writing use using used run running ' +
    'read set setting get getting show showing work works working own new one another only'
  ).split(' '),
);

/** In every page of the site: matching it says nothing, so it only counts when nothing else is asked. */
export const ubiquitousWords = new Set(['docusaurus']);

/** One word of the query: the forms to search, best first (the joined identifier, then its parts). */
export interface QueryWord {
  /** As typed, for synonyms and display. */
  raw: string;
  /** Search forms: lowercase, each a word or words Pagefind ANDs. */
  forms: string[];
  filler: boolean;
}

const lineNoise: RegExp[] = [
  // Node's lines around an uncaught error: where it threw and the rethrow, the error's property names,
  // the list of requiring files after a failed require() and the version line. First: `Node.js` would
  // otherwise go as a file name and leave its version behind.
  /\bnode:[\w/.-]+(?::\d+)*/g,
  /^\s*throw\s+\w+;?\s*$/gm,
  /\b(?:requireStack|errno|syscall|code):\s/g,
  /\brequire stack:/gi,
  /\bnode\.js\s+v\d+(?:\.\d+)*/gi,
  // Stack frames: `at foo (file:1:2)`, `at file:1:2`, `at async Promise.all (index 0)`.
  /\bat\s+(?:async\s+)?(?:[\w$.<>[\]]+\s+)?\((?:[^()]*)\)/g,
  /\bat\s+(?:file:\/\/|webpack:\/\/|node:|\/|[a-z]:\\|\.{1,2}\/)\S*/gi,
  // URLs and file paths (absolute, relative, home, Windows, node_modules), with any :line:column.
  /\b(?:https?|file|webpack|node):\/\/?\S*/gi,
  /(?:^|\s|["'`(])(?:~|\.{1,2})?(?:\/[\w.@-]+){2,}\/?(?::\d+)*/g,
  /(?:^|\s|["'`(])[a-z]:\\\S*/gi,
  // A route quoted in a message (`failed for 2 paths: - "/changelog"`) is the page that failed, not
  // the topic: as a word it made the query name the changelog.
  /["'`]\/[^\s"'`]*["'`]/g,
  /\S*node_modules\S*/g,
  /(?:^|\s|["'`(])\.{1,2}\/\S*/g,
  /[\w@./-]*[\w-]\.(?:m?[jt]sx?|cjs|mdx?|json|ya?ml|css|scss|html?|lock|log)(?::\d+)*\b/gi,
  // Positions, addresses and counters.
  /\(\d+:\d+\)|:\d+:\d+|\bline\s+\d+|\bcolumn\s+\d+|\b0x[0-9a-f]+\b/gi,
  // Log prefixes: `Error:`, `TypeError:`, `[ERROR]`, `npm ERR!`, `warn`, `code: 'X'`.
  /\[(?:error|warn(?:ing)?|info|success)\]/gi,
  /\b(?:npm\s+)?err!/gi,
  /\b(?:uncaught\s+)?(?:\w*error|warning|exception):/gi,
];

/** Quotes, and the brackets and operators of pasted markup or code (`<BrowserOnly>` keeps its name). */
const quotesAndBrackets = /["'`‘’“”«»<>(){}[\]=;,|]/g;

/** Pasted terminal and console output, reduced to the words that say what went wrong. */
export function stripPastedNoise(text: string): string {
  let out = text;
  for (const pattern of lineNoise) {
    out = out.replace(pattern, ' ');
  }
  return out.replace(quotesAndBrackets, ' ');
}

/** Splits camelCase and PascalCase: `onBrokenLinks` → on broken links. */
export function camelParts(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);
}

const wordCharacters = /[\p{L}\p{N}_]+/gu;

/** One whitespace-separated token as search forms: the identifier joined (as Pagefind reads it), then its parts. */
function tokenForms(token: string): string[] {
  const pieces = token.match(wordCharacters) ?? [];
  if (pieces.length === 0) {
    return [];
  }
  const parts = pieces.flatMap(camelParts);
  const joined = pieces.join('').toLowerCase();
  return [...new Set([joined, parts.join(' ')])].filter(Boolean);
}

/**
 * A package or module name kept whole, its sub-path apart: `@docusaurus/theme-common/internal` is
 * `@docusaurus/theme-common` and internal. Pagefind indexes `@docusaurus/Link` as the joined
 * `docusauruslink` (on the pages that name the module) besides its parts, so the whole name finds the
 * pages about that module where its last part alone (`link`, on most pages) found every page with a link.
 */
function packageTokens(token: string): string[] {
  const match = /^(@[\w.-]+\/[\w.-]+)((?:\/[\w.-]+)*)$/.exec(token);
  return match ? [match[1]!, ...match[2]!.split('/').filter(Boolean)] : [token];
}

/**
 * A token's search forms; a module name's are its whole name joined (`docusauruslink`, as Pagefind
 * indexes it), then its name without the scope (`link`), for indexes that hold only that.
 */
function packageForms(token: string): string[] {
  const scoped = /^@[\w.-]+\/(.+)$/.exec(token);
  return scoped ? [...new Set([...tokenForms(token).slice(0, 1), ...tokenForms(scoped[1]!)])] : tokenForms(token);
}

/**
 * The words of a cleaned query, in order, with their search forms. A query that is
 * nothing but what reads as noise in a paste (a file name alone: `_category_.json`,
 * `sidebars.js`) is what the reader looks for: it is searched as typed rather than
 * emptied.
 */
export function queryWords(query: string): QueryWord[] {
  const text = joinContractions(query);
  const words = wordsOf(stripPastedNoise(text));
  return words.length > 0 ? words : wordsOf(text.replace(quotesAndBrackets, ' '));
}

/**
 * An apostrophe inside a word is no quote: `don't`, `Can't resolve`, `isn't` are the filler words
 * dont, cant, isnt. Read as quotes they split into `don` and `t`, which the plan then joined
 * again into a rare word that the pasted message seemed to be about.
 */
export function joinContractions(text: string): string {
  return text.replace(/(\p{L})['’](\p{L})/gu, '$1$2');
}

function wordsOf(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const token of text.split(/\s+/)) {
    for (const part of packageTokens(token.replace(/^[^\p{L}\p{N}@_]+|[^\p{L}\p{N}_]+$/gu, ''))) {
      const forms = packageForms(part);
      if (forms.length === 0) {
        continue;
      }
      const raw = part.toLowerCase();
      words.push({raw, forms, filler: fillerWords.has(forms[0]!)});
    }
  }
  return words;
}

/** What a query says of itself, for ranking (./rank.ts). */
export interface QueryIntent {
  /** Names a version or a release: news ranks as guides do. */
  namesRelease: boolean;
  /** Names the changelog or a full version (3.6.1): changelog entries rank as blog posts do. */
  namesChangelog: boolean;
  /** Asks a question ("how do I…", "can I…"): guides rank before API reference. */
  isQuestion: boolean;
  /**
   * Holds an identifier as code writes it (`onBrokenLinks`, `hide_table_of_contents`, `docs:version`,
   * `ExecutionEnvironment.canUseDOM`): the reader looks for its reference row. Plain words (`blog
   * authors`, `last updated date`) look for the guide first.
   */
  namesIdentifier: boolean;
}

/** A token written as code: camelCase, snake_case, words joined by a dot or a colon, or a module name (`@theme/IdealImage`). */
const identifierShape = /[a-z][A-Z]|[\p{L}\p{N}]_[\p{L}\p{N}]|[\p{L}]\.[\p{L}]|[\p{L}]:[\p{L}]|@[\w.-]+\/\w/u;

export function queryIntent(query: string): QueryIntent {
  return {
    // Read without pasted noise: a quoted route or a path's version (`/changelog`, `lib/v2.1/`) names no release.
    namesRelease: namesRelease(stripPastedNoise(query)),
    namesChangelog: /\b(?:changelog|change ?log|v?\d+\.\d+\.\d+)\b/i.test(stripPastedNoise(query)),
    isQuestion: /^\s*(?:how|what|why|when|where|which|can|could|should|is|are|does|do)\b/i.test(query),
    // Read once pasted noise is gone: a path's `server.bundle.js` names no identifier the reader asks about.
    namesIdentifier: identifierShape.test(stripPastedNoise(query)),
  };
}

/**
 * The query names a version or a release ("3.6", "v2", "release notes",
 * "changelog", a launch, or a major version after the product's name:
 * "docsearch 3", "docusaurus 2"): blog posts and changelog entries then rank
 * as guides do.
 */
export function namesRelease(query: string): boolean {
  return (
    /\b(?:v?\d+\.\d+(?:\.\d+)?|v\d+|releases?|released|changelog|announc\w*|alpha|beta|rc|launch\w*)\b/i.test(query) ||
    /\b(?:docusaurus|docsearch)\s+\d\b/i.test(query)
  );
}
