/**
 * Remark plugin: gives every fenced code block of a page its Prism tokens,
 * computed at build time (./tokenize.ts) and encoded compactly (./tokens.ts),
 * as the `highlightTokens` prop of the MDX code element. The theme's CodeBlock
 * (our src/theme/CodeBlock/Content/String.tsx) renders them, so the browser
 * neither downloads Prism nor tokenises during hydration.
 *
 * The prop travels like the framework's own `metastring` (mdx-loader's
 * codeCompat plugin): through `data.hProperties`, which the MDX compiler turns
 * into a JSX attribute of the code element. Blocks the MDX compiler does not
 * see as fences (a `<CodeBlock>` whose children are computed) get nothing and
 * are highlighted in the browser as before.
 */
import {highlightBlock, blockLanguage, loadParseLines, type HighlightOptions} from './tokenize';
import {tokensProp} from './tokens';

export type {HighlightOptions} from './tokenize';

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  data?: {hProperties?: Record<string, unknown>};
}
interface Node {
  type: string;
  children?: Node[];
}

function visitCode(node: Node, visitor: (code: CodeNode) => void): void {
  if (node.type === 'code') visitor(node as CodeNode);
  node.children?.forEach((child) => visitCode(child, visitor));
}

export default function remarkCodeHighlight(options: HighlightOptions) {
  return async (root: Node): Promise<void> => {
    const parseLines = await loadParseLines();
    visitCode(root, (node) => {
      // An empty fence renders without children (MDXCode's "empty code blocks"): nothing to tokenise.
      if (!node.value) return;
      // MDX gives the code element the fence's text plus a final newline, which the theme's parseLines strips.
      const children = `${node.value}\n`;
      const encoded = highlightBlock(
        parseLines,
        children,
        {
          language: blockLanguage(node.lang?.split(/\s+/)[0], options.defaultLanguage),
          metastring: node.meta ?? undefined,
        },
        options,
      );
      // Past 52 distinct type lists the block is left to the browser (see ./tokens.ts).
      if (encoded === undefined) return;
      node.data ??= {};
      node.data.hProperties ??= {};
      node.data.hProperties[tokensProp] = encoded;
    });
  };
}
