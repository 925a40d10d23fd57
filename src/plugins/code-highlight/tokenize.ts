/**
 * Build-time half of code highlighting: the tokens the theme's CodeBlock would
 * compute in the browser, computed once in Node with the same libraries.
 *
 * Same Prism: prism-react-renderer's own instance, extended with the site's
 * `additionalLanguages` from prismjs/components the way the theme's
 * `prism-include-languages` does it (mounted on `globalThis.Prism` while the
 * components load). Same code: the theme's `parseLines` takes the magic
 * comments out first (read from its file: theme-common's `internal` entry
 * pulls in browser-only modules). Same tokens: prism-react-renderer's
 * `normalizeTokens` over Prism's `tokenize`, with the `before-tokenize` and
 * `after-tokenize` hooks run as its `useTokenize` does.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {encodeTokens, type CodeToken} from './tokens';

/** The part of the theme's `prism` config that decides tokens. */
export interface HighlightOptions {
  additionalLanguages: readonly string[];
  magicComments: ReadonlyArray<{className: string; line?: string; block?: {start: string; end: string}}>;
  defaultLanguage?: string;
}

export interface ParseLines {
  (
    content: string,
    options: {
      metastring: string | undefined;
      language: string | undefined;
      magicComments: HighlightOptions['magicComments'];
    },
  ): {lineClassNames: Record<number, string[]>; code: string};
}

const require = createRequire(__filename);

let themeParseLines: Promise<ParseLines> | undefined;

/**
 * theme-common's `parseLines`, from the file its `internal` entry re-exports.
 * The package ships ES modules without `"type": "module"`, for bundlers, so it
 * is loaded with the framework's own module loader (jiti, as for the config).
 */
export function loadParseLines(): Promise<ParseLines> {
  themeParseLines ??= (async () => {
    const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
    const module = (await loadFreshModule(path.join(lib, 'utils/codeBlockUtils.js'))) as {parseLines: ParseLines};
    return module.parseLines;
  })();
  return themeParseLines;
}

const loadedLanguages = new Set<string>();

/** Registers languages on prism-react-renderer's Prism once per process, as the theme's client module does. */
function loadLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !loadedLanguages.has(language));
  if (missing.length === 0) return;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/** The fence's language as the theme picks it: the class `language-x` (lower-cased), else the default. */
export function blockLanguage(
  lang: string | null | undefined,
  defaultLanguage: string | undefined,
): string | undefined {
  return (lang ?? defaultLanguage)?.toLowerCase();
}

/** The lines of tokens the theme renders for `value` (the fence's text) with this language and meta. */
export function tokenizeBlock(
  parseLines: ParseLines,
  value: string,
  {language, metastring}: {language: string | undefined; metastring: string | undefined},
  options: HighlightOptions,
): CodeToken[][] {
  loadLanguages(options.additionalLanguages);
  const {code} = parseLines(value, {metastring, language, magicComments: options.magicComments});
  // The theme hands Highlight `language ?? 'text'`; Highlight lower-cases it and tokenises nothing without a grammar.
  const prismLanguage = (language ?? 'text').toLowerCase();
  const grammar = Prism.languages[prismLanguage];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language: prismLanguage, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The encoded tokens of one block (./tokens.ts), as the code element's prop carries them. */
export function highlightBlock(
  parseLines: ParseLines,
  value: string,
  block: {language: string | undefined; metastring: string | undefined},
  options: HighlightOptions,
): string | undefined {
  return encodeTokens(tokenizeBlock(parseLines, value, block, options));
}
