/**
 * The reader's words for the docs' words, applied at query time: a query word
 * (or phrase) on the left also searches the words on the right, so a question
 * in the reader's words finds the page written in the docs' words. Kept small
 * and one-directional where the docs' word is the precise one; both ways
 * where either is used. Tested in ../__tests__/synonyms.test.ts.
 */
const pairs: [string, string[]][] = [
  ['callout', ['admonition']],
  ['callouts', ['admonition']],
  ['note box', ['admonition']],
  ['warning box', ['admonition']],
  ['admonition', ['callout']],
  ['translate', ['i18n', 'translation']],
  ['translation', ['i18n']],
  ['translations', ['i18n']],
  ['localize', ['i18n']],
  ['localization', ['i18n']],
  ['localisation', ['i18n']],
  ['internationalization', ['i18n']],
  ['multilingual', ['i18n']],
  ['language', ['i18n']],
  ['languages', ['i18n']],
  ['i18n', ['translation']],
  ['publish', ['deploy', 'deployment']],
  ['host', ['deploy', 'deployment']],
  ['hosting', ['deploy', 'deployment']],
  ['upload', ['deploy']],
  ['latex', ['math', 'katex']],
  ['katex', ['math']],
  ['equation', ['math']],
  ['formula', ['math']],
  ['version my docs', ['versioning']],
  ['versions', ['versioning']],
  ['snapshot', ['versioning']],
  ['dark mode', ['color mode']],
  ['theme toggle', ['color mode']],
  ['colour', ['color']],
  ['override', ['swizzle', 'swizzling']],
  ['customize component', ['swizzle', 'swizzling']],
  ['eject', ['swizzle']],
  ['diagram', ['mermaid']],
  ['flowchart', ['mermaid']],
  ['menu', ['sidebar', 'navbar']],
  ['navigation', ['sidebar', 'navbar']],
  ['header', ['navbar']],
  ['search engine', ['seo']],
  ['meta tags', ['seo']],
  ['redirect', ['redirects', 'client-redirects']],
  ['analytics', ['gtag', 'google analytics']],
  ['offline', ['pwa']],
  ['404', ['not found', 'notfound']],
  ['dead links', ['broken links']],
  ['broken link', ['onbrokenlinks']],
  ['front matter', ['frontmatter']],
  ['frontmatter', ['front matter']],
  ['mdx', ['markdown']],
  ['component', ['react']],
  ['sites built', ['showcase']],
  ['who uses', ['showcase']],
  ['examples of sites', ['showcase']],
  ['js', ['javascript']],
  ['ts', ['typescript']],
];

/** The synonym table: each reader phrase with what it also searches. */
export const synonyms: ReadonlyMap<string, readonly string[]> = new Map(pairs);

/** Longest phrase on the left, in words. */
export const longestSynonymPhrase = Math.max(...pairs.map(([phrase]) => phrase.split(' ').length));

/** What a phrase (lowercase words joined by one space) also searches, if anything. */
export function synonymsOf(phrase: string): readonly string[] {
  return synonyms.get(phrase) ?? [];
}
