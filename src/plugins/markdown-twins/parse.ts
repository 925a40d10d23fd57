/**
 * Source text to mdast, as the framework's MDX loader reads it: the loader's string
 * preprocessing, then the same unified/remark stack, then the file's imports and constant
 * exports. Separate because it knows the loader and nothing about twins: a page and every
 * partial it inlines go through here.
 */
import {unified, type Processor} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {collectConstants, collectImports} from './evaluate';
import type {MdNode} from './mdast';

/** `md` (CommonMark) or `mdx`, as the MDX loader would choose for a file. */
export type SourceFormat = 'md' | 'mdx';

/** The admonition keywords the MDX loader knows by default (@docusaurus/mdx-loader 3.6.1 `DefaultAdmonitionOptions`). */
export const admonitionKeywords = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'secondary',
  'important',
  'success',
  'caution',
];

/** State of one source file (a page, or a partial it imports). */
export interface FileState {
  filePath: string;
  source: string;
  imports: Map<string, string>;
  constants: Map<string, unknown>;
}

const processors = new Map<SourceFormat, Processor>();

function processorFor(format: SourceFormat): Processor {
  let processor = processors.get(format);
  if (!processor) {
    const base = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMath);
    // MDX files: JSX, expressions and ESM, plus HTML comments as the loader accepts them (mdx1Compat.comments).
    processor = (format === 'mdx' ? base.use(remarkMdx).use(remarkComment) : base) as unknown as Processor;
    processors.set(format, processor);
  }
  return processor;
}

/** The MDX loader's string preprocessing (@docusaurus/mdx-loader preprocessor.js, default mdx1Compat). */
export function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), admonitionKeywords);
}

export function parse(source: string, format: SourceFormat): MdNode {
  return processorFor(format).parse(source) as unknown as MdNode;
}

/** Reads a file's imports and constant exports before its content is converted. */
export function prepareFile(tree: MdNode, file: FileState): void {
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    collectImports(node.data?.estree, file.imports);
    collectConstants(node.data?.estree, file.constants);
  }
}
