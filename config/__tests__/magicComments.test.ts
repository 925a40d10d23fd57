/**
 * The code blocks page of every docs version shows the diff magic comments
 * live, so the site's own `themeConfig.prism.magicComments` must define every
 * directive those rendered blocks use. Runs the theme's own line parser (the
 * installed @docusaurus/theme-common) on each rendered block of the page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsFolderOf, docsVersions} from '../releases.mjs';
import {themeConfig} from '../theme';

const rootDir = path.resolve(import.meta.dirname, '../..');

type ParseLines = (
  content: string,
  options: {language?: string; magicComments: typeof themeConfig.prism.magicComments; metastring?: string},
) => {code: string; lineClassNames: Record<number, string[]>};

// The package exports only its entry points; the parser the theme uses lives here.
const {parseLines} = (await import(
  path.join(rootDir, 'node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js')
)) as {parseLines: ParseLines};

/** A line holding only a comment with a diff directive (the config sample names them in strings). */
const directiveLine = /^\s*(\/\/|#|\/\*|<!--|\{\/\*)\s*diff-(add|remove)-/m;

type Fence = {language: string; metastring: string; content: string};

/** Fenced blocks that MDX renders: top level only, not the examples nested in a longer fence. */
function renderedFences(source: string): Fence[] {
  const fences: Fence[] = [];
  let open: {marker: string; language: string; metastring: string; lines: string[]} | null = null;
  for (const line of source.split('\n')) {
    if (open) {
      if (line.trim() === open.marker) {
        if (open.marker.length === 3) {
          fences.push({language: open.language, metastring: open.metastring, content: open.lines.join('\n')});
        }
        open = null;
      } else {
        open.lines.push(line);
      }
      continue;
    }
    const start = /^(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(line);
    if (start) {
      open = {marker: start[1]!, language: start[2]!, metastring: start[3]!, lines: []};
    }
  }
  return fences;
}

describe.each(docsVersions.map((version) => [version, docsFolderOf(version)]))(
  'markdown-features/code-blocks.mdx of %s',
  (_version, folder) => {
    const page = readFileSync(path.join(rootDir, folder, 'markdown-features/code-blocks.mdx'), 'utf8');
    const diffBlocks = renderedFences(page).filter((fence) => directiveLine.test(fence.content));

    it('renders a block with added and removed lines', () => {
      expect(diffBlocks.length).toBeGreaterThan(0);
      const classes = diffBlocks.flatMap((fence) => {
        const {lineClassNames} = parseLines(fence.content, {
          language: fence.language,
          magicComments: themeConfig.prism.magicComments,
          metastring: fence.metastring,
        });
        return Object.values(lineClassNames).flat();
      });
      expect(new Set(classes)).toEqual(new Set(['code-line-added', 'code-line-removed']));
    });

    it('leaves no directive visible: the site config knows each one', () => {
      for (const fence of diffBlocks) {
        const {code} = parseLines(fence.content, {
          language: fence.language,
          magicComments: themeConfig.prism.magicComments,
          metastring: fence.metastring,
        });
        expect(code).not.toMatch(directiveLine);
      }
    });
  },
);
