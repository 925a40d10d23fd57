/**
 * One page's Markdown twin, from its Markdown or MDX source.
 *
 * The source is parsed with the same unified/remark stack the framework's MDX
 * loader uses (remark-parse, remark-frontmatter, remark-gfm, remark-directive,
 * remark-math, remark-mdx for MDX files), after the loader's own
 * preprocessing (`mdx-code-block` fences, `{#id}` headings, legacy admonition
 * titles, from @docusaurus/utils). The tree is then rewritten into plain
 * CommonMark + GFM and printed with mdast-util-to-markdown:
 *
 * - front matter, imports, exports and comments go; the title becomes the H1
 *   and the front matter description follows it as a quote;
 * - admonitions stay `:::type[title]` blocks; tabs become their label in bold
 *   followed by their content; `<ReferenceTable>` becomes a GFM table with the
 *   rows the page renders; `<DocCardList />` a list of its cards;
 *   `<CodeBlock>` and `<Mermaid>` fenced code; an imported `.md`/`.mdx`
 *   partial is converted and inlined;
 * - code blocks keep language and meta (title…), math and mermaid stay source;
 * - links become absolute URLs on the site (links.ts);
 * - other JSX keeps its text content; interactive widgets with none vanish.
 *
 * This module is the entry point and the tree walker; the steps live beside it:
 * parse.ts (source to tree), mdast.ts (node shapes and helpers), context.ts (page and
 * file state, URLs, images), components.ts (JSX elements), print.ts (tree to text).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  bundledUrl,
  convertImage,
  expressionValue,
  isBundled,
  linkContext,
  type State,
  type TwinCard,
  type TwinPage,
} from './context';
import {convertJsx} from './components';
import {rewriteLink} from './links';
import {isPhrasing, paragraph, text, toFlow, trimPhrasing, type MdNode} from './mdast';
import {admonitionKeywords, parse, prepareFile, preprocess, type FileState, type SourceFormat} from './parse';
import {cardList, printMarkdown, twinHeader} from './print';

export {admonitionKeywords} from './parse';
export {cardList, printMarkdown, twinHeader} from './print';
export type {TwinCard, TwinPage} from './context';

export interface ConvertOptions {
  /** Absolute path of the source file. */
  filePath: string;
  /** `md` (CommonMark) or `mdx`, as the MDX loader would choose for this file. */
  format: SourceFormat;
  /** Reads an imported partial (tests pass fixtures). */
  readFile?: (absolutePath: string) => string;
}

/** An imported `.md`/`.mdx` partial, converted with its own imports and relative links, then inlined. */
function convertPartial(specifier: string, state: State): MdNode[] {
  const partialPath = path.resolve(path.dirname(state.file.filePath), specifier);
  if (state.stack.includes(partialPath))
    throw new Error(`${partialPath}: imports itself through ${state.stack.join(' → ')}`);
  const source = preprocess(state.readFile(partialPath));
  const format = partialPath.endsWith('.mdx') ? 'mdx' : 'md';
  const tree = parse(source, format);
  const file: FileState = {filePath: partialPath, source, imports: new Map(), constants: new Map()};
  const partialState: State = {...state, file, stack: [...state.stack, partialPath]};
  prepareFile(tree, file);
  return convertChildren(tree.children ?? [], partialState);
}

const headingIdPattern = /\s*\{#[^{}\s]+\}\s*$/;
const commentPattern = /^\s*<!--[\s\S]*?-->\s*$/;

function convertNode(node: MdNode, state: State): MdNode[] {
  switch (node.type) {
    case 'yaml':
    case 'toml':
    case 'mdxjsEsm':
    case 'comment':
      return [];
    case 'html':
      return commentPattern.test(node.value ?? '') ? [] : [node];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = expressionValue(node, state);
      if (typeof value !== 'string' && typeof value !== 'number') return [];
      return node.type === 'mdxFlowExpression' ? [paragraph([text(String(value))])] : [text(String(value))];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const specifier = state.file.imports.get(node.name ?? '');
      if (specifier && /^\.\.?\//.test(specifier) && /\.mdx?$/.test(specifier)) return convertPartial(specifier, state);
      return convertJsx(node, state);
    }
    case 'containerDirective':
      if (admonitionKeywords.includes(node.name ?? '')) {
        // `:::note{title="…"}` is the attribute form of `:::note[…]`: the twin keeps the bracket form only.
        const title = (node.attributes as unknown as Record<string, string> | undefined)?.title;
        const hasLabel = node.children?.[0]?.data?.directiveLabel;
        const label =
          title && !hasLabel ? [{type: 'paragraph', data: {directiveLabel: true}, children: [text(title)]}] : [];
        return [{...node, attributes: undefined, children: [...label, ...convertChildren(node.children ?? [], state)]}];
      }
      return convertChildren(
        (node.children ?? []).filter((child) => !child.data?.directiveLabel),
        state,
      );
    case 'leafDirective':
    case 'textDirective': {
      // Not a construct of this site: the framework prints such text as written, and so do we.
      const {start, end} = node.position ?? {start: {}, end: {}};
      const raw = state.file.source.slice(start.offset, end.offset);
      return node.type === 'leafDirective' ? [paragraph([text(raw)])] : [text(raw)];
    }
    case 'heading': {
      const children = convertChildren(node.children ?? [], state);
      const last = children.at(-1);
      if (last?.type === 'text') {
        children[children.length - 1] = text((last.value ?? '').replace(headingIdPattern, ''));
      }
      return [{...node, children}];
    }
    case 'link':
    case 'definition': {
      const url = node.url ?? '';
      const bundled = isBundled(url) ? bundledUrl(url, state) : undefined;
      return [
        {
          ...node,
          url: bundled ?? rewriteLink(url, linkContext(state)),
          children: node.children && convertChildren(node.children, state),
        },
      ];
    }
    case 'image':
      return convertImage(node, state, true);
    case 'paragraph': {
      const children = convertChildren(node.children ?? [], state);
      // Flow content produced inside a paragraph (a partial, a table) leaves it.
      if (children.some((child) => !isPhrasing(child))) return toFlow(children);
      const trimmed = trimPhrasing(children);
      return trimmed.length === 0 ? [] : [{...node, children: trimmed}];
    }
    default:
      return node.children ? [{...node, children: convertChildren(node.children, state)}] : [node];
  }
}

function convertChildren(nodes: MdNode[], state: State): MdNode[] {
  return nodes.flatMap((node) => convertNode(node, state));
}

/** The page's `# Title` is printed from its metadata: drop the source's own first H1. */
function dropContentTitle(children: MdNode[]): MdNode[] {
  const skipped = new Set(['yaml', 'toml', 'mdxjsEsm', 'comment']);
  const index = children.findIndex(
    (node) => !skipped.has(node.type) && !(node.type === 'html' && commentPattern.test(node.value ?? '')),
  );
  const first = children[index];
  return first?.type === 'heading' && first.depth === 1 ? children.filter((_, i) => i !== index) : children;
}

/** The whole twin of a page built from `source`. */
export function convertPage(source: string, page: TwinPage, options: ConvertOptions): string {
  const preprocessed = preprocess(source);
  const tree = parse(preprocessed, options.format);
  const file: FileState = {filePath: options.filePath, source: preprocessed, imports: new Map(), constants: new Map()};
  prepareFile(tree, file);
  const state: State = {
    page,
    file,
    readFile: options.readFile ?? ((absolutePath) => fs.readFileSync(absolutePath, 'utf8')),
    stack: [options.filePath],
    convertChildren,
  };
  const body = printMarkdown(convertChildren(dropContentTitle(tree.children ?? []), state)).trim();
  return body ? `${twinHeader(page)}\n${body}\n` : twinHeader(page);
}

/** The twin of a generated category index: title, description and the list of its items. */
export function generatedIndexTwin(
  page: Pick<TwinPage, 'title' | 'description' | 'siteUrl'>,
  cards: TwinCard[],
): string {
  const list = cards.length > 0 ? `\n${printMarkdown([cardList(cards, page)]).trim()}\n` : '';
  return `${twinHeader(page)}${list}`;
}
