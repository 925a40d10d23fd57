/**
 * Finds the configuration examples in Markdown/MDX docs: fenced code blocks
 * whose title names a site config (`docusaurus.config.ts`, `.js`, ...), a
 * sidebars file, or the entry file of a local plugin (`src/plugins/<name>/index.ts`
 * or `src/plugins/<name>.ts`). They are type-checked by
 * scripts/__tests__/configExamples.test.ts.
 */

/** Fence meta word that marks a deliberately incomplete snippet: it is not type-checked. */
export const PARTIAL_MARKER = 'partial';
/**
 * Fence meta word that marks a complete snippet valid only for the upcoming release (Canary docs):
 * the installed 3.6.1 types would reject it, so it is checked against that release's packages by
 * `scripts/config-examples/check-canary.mjs` instead.
 */
export const CANARY_MARKER = 'canary';

export type ConfigExampleKind = 'site-config' | 'sidebars' | 'plugin';

export type ConfigExample = {
  /** File the block comes from, as given to the extractor. */
  file: string;
  /** 1-based line of the block's first code line in that file. */
  line: number;
  title: string;
  kind: ConfigExampleKind;
  /** True when the source is JavaScript (`js`, `jsx`, `mjs`, `cjs`), false for TypeScript. */
  javascript: boolean;
  partial: boolean;
  /** Valid only for the upcoming release: checked by check-canary.mjs, not against the installed types. */
  canary: boolean;
  code: string;
};

const SITE_CONFIG_FILE = /^docusaurus\.config\.(?:[cm]?[jt]s)$/;
const SIDEBARS_FILE = /^sidebars\.(?:[cm]?[jt]s)$/;
/** A plugin's entry file: `src/plugins/<name>.ts` or `src/plugins/<name>/index.ts` (any JS/TS extension). */
const PLUGIN_ENTRY = /(?:^|\/)src\/plugins\/(?:(?:[\w.-]+\/)+index|[\w-]+)\.[cm]?[jt]s$/;

/** Reads `title="..."` (or single quotes) from a fence's meta string. */
export function titleOf(meta: string): string | undefined {
  return /\btitle=(?:"([^"]*)"|'([^']*)')/
    .exec(meta)
    ?.slice(1)
    .find((v) => v !== undefined);
}

/**
 * The kind of config a code block title names, if any. For config and sidebars files only the file
 * name counts, not its folder; a plugin entry is recognised by its `src/plugins/` path.
 */
export function kindOfTitle(title: string): ConfigExampleKind | undefined {
  if (PLUGIN_ENTRY.test(title.trim())) return 'plugin';
  const fileName = title.trim().split('/').pop() ?? '';
  if (SITE_CONFIG_FILE.test(fileName)) return 'site-config';
  if (SIDEBARS_FILE.test(fileName)) return 'sidebars';
  return undefined;
}

/** Meta words outside quoted attribute values, e.g. `partial` or `showLineNumbers`. */
export function metaWords(meta: string): string[] {
  return meta
    .replace(/\w+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A fenced code block that carries a `title`. */
export type TitledFence = {
  /** 1-based line of the block's first code line. */
  line: number;
  title: string;
  /** The fence's language word, e.g. `ts` (empty when none). */
  lang: string;
  /** Meta words outside attribute values, e.g. `partial`. */
  words: string[];
  /** The raw meta string after the language. */
  meta: string;
  code: string;
};

/** Every fenced code block of a Markdown/MDX source that carries a title, with its code un-indented. */
export function titledFences(source: string): TitledFence[] {
  const lines = source.split(/\r?\n/);
  const fences: TitledFence[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open as unknown as [string, string, string, string, string];
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end]!)) end += 1;
    const title = titleOf(meta);
    if (title !== undefined) {
      const code = lines
        .slice(i + 1, end)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join('\n');
      fences.push({line: i + 2, title, lang, words: metaWords(meta), meta, code});
    }
    i = end;
  }
  return fences;
}

/** Extracts every config example of one Markdown/MDX source. */
export function extractConfigExamples(source: string, file: string): ConfigExample[] {
  return titledFences(source).flatMap(({line, title, lang, words, code}) => {
    const kind = kindOfTitle(title);
    if (kind === undefined) return [];
    return [
      {
        file,
        line,
        title,
        kind,
        javascript: /^(?:js|jsx|javascript|mjs|cjs)$/.test(lang) || /\.[cm]?js$/.test(title),
        partial: words.includes(PARTIAL_MARKER),
        canary: words.includes(CANARY_MARKER),
        code,
      },
    ];
  });
}
