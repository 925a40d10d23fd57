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
function metaWords(meta: string): string[] {
  return meta
    .replace(/\w+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Extracts every config example of one Markdown/MDX source. */
export function extractConfigExamples(source: string, file: string): ConfigExample[] {
  const lines = source.split(/\r?\n/);
  const examples: ConfigExample[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open as unknown as [string, string, string, string, string];
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end]!)) end += 1;
    const title = titleOf(meta);
    const kind = title === undefined ? undefined : kindOfTitle(title);
    if (title !== undefined && kind !== undefined) {
      const code = lines
        .slice(i + 1, end)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join('\n');
      examples.push({
        file,
        line: i + 2,
        title,
        kind,
        javascript: /^(?:js|jsx|javascript|mjs|cjs)$/.test(lang) || /\.[cm]?js$/.test(title),
        partial: metaWords(meta).includes(PARTIAL_MARKER),
        canary: metaWords(meta).includes(CANARY_MARKER),
        code,
      });
    }
    i = end;
  }
  return examples;
}
