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
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Program} from 'estree';
import {unified, type Processor} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkComment from '@slorber/remark-comment';
import {toMarkdown} from 'mdast-util-to-markdown';
import {toString} from 'mdast-util-to-string';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mathToMarkdown} from 'mdast-util-math';
import {directiveToMarkdown} from 'mdast-util-directive';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {ReferenceOption, ReferenceSource} from '../../data/reference/types';
import {collectConstants, collectImports, evaluateProgram, unknownValue} from './evaluate';
import {absoluteUrl, rewriteLink, type LinkContext} from './links';

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

/** One card of a `<DocCardList />` or of a generated category index. */
export interface TwinCard {
  title: string;
  permalink: string;
  description?: string;
}

/** Everything about the page a twin is for, besides its source text. */
export interface TwinPage extends Omit<LinkContext, 'filePath'> {
  title: string;
  /** Written under the H1 when the page sets one in its front matter. */
  description?: string;
  /** A short line under the description, e.g. a blog post's date and authors. */
  byline?: string;
  /** The items `<DocCardList />` shows on this page (the category it is the link of). */
  cards?: TwinCard[];
  /**
   * The URL the bundler gave a file the source links by relative path (`./assets/checklist.json`), when
   * the built page names one; a small image inlined as a data URL has none.
   */
  assetUrl?: (relativePath: string) => string | undefined;
  /** Rows of `<ReferenceTable source="…">` in this page's docs version (src/data/reference). */
  referenceSource?: (source: string) => {data: ReferenceSource; release: string};
}

export interface ConvertOptions {
  /** Absolute path of the source file. */
  filePath: string;
  /** `md` (CommonMark) or `mdx`, as the MDX loader would choose for this file. */
  format: 'md' | 'mdx';
  /** Reads an imported partial (tests pass fixtures). */
  readFile?: (absolutePath: string) => string;
}

// The few mdast, MDX and directive node shapes this module reads and writes.
interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  name?: string | null;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  ordered?: boolean;
  spread?: boolean;
  align?: (string | null)[];
  attributes?: JsxAttribute[];
  data?: {estree?: Program | null; directiveLabel?: boolean};
  position?: {start: {offset?: number}; end: {offset?: number}};
}
interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: 'mdxJsxAttributeValueExpression'; value: string; data?: {estree?: Program | null}};
}

/** State of one source file (a page, or a partial it imports). */
interface FileState {
  filePath: string;
  source: string;
  imports: Map<string, string>;
  constants: Map<string, unknown>;
}

interface State {
  page: TwinPage;
  file: FileState;
  readFile: (absolutePath: string) => string;
  /** Partials being inlined, to stop an import cycle. */
  stack: string[];
}

const processors = new Map<ConvertOptions['format'], Processor>();

function processorFor(format: ConvertOptions['format']): Processor {
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
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), admonitionKeywords);
}

function parse(source: string, format: ConvertOptions['format']): MdNode {
  return processorFor(format).parse(source) as unknown as MdNode;
}

const text = (value: string): MdNode => ({type: 'text', value});
const paragraph = (children: MdNode[]): MdNode => ({type: 'paragraph', children});
const strong = (children: MdNode[]): MdNode => ({type: 'strong', children});
const inlineCode = (value: string): MdNode => ({type: 'inlineCode', value});

function attribute(node: MdNode, name: string): JsxAttribute['value'] | undefined {
  return node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name)?.value;
}

/** A JSX attribute as a string: a literal, or an expression of constants. */
function stringAttribute(node: MdNode, name: string, state: State): string | undefined {
  const value = attribute(node, name);
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const evaluated = evaluateProgram(value.data?.estree, state.file.constants);
    if (typeof evaluated === 'string' || typeof evaluated === 'number') return String(evaluated);
  }
  return undefined;
}

function hasAttribute(node: MdNode, name: string): boolean {
  return node.attributes?.some((candidate) => candidate.name === name) ?? false;
}

function isJsx(node: MdNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function isPhrasing(node: MdNode): boolean {
  return ![
    'paragraph',
    'heading',
    'list',
    'code',
    'blockquote',
    'table',
    'thematicBreak',
    'math',
    'containerDirective',
  ].includes(node.type);
}

/** Phrasing content of possibly mixed children: paragraphs are joined by a space, other blocks by their text. */
function toPhrasing(nodes: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  let afterBlock = false;
  for (const node of nodes) {
    if (isPhrasing(node)) {
      result.push(node);
      continue;
    }
    if (result.length > 0) result.push(text(' '));
    result.push(...(node.type === 'paragraph' ? (node.children ?? []) : [text(toString(node))]));
    afterBlock = true;
  }
  return afterBlock ? trimPhrasing(result) : result;
}

/** Phrasing without the white space left at its edges by removed JSX (`text <Widget />`). */
function trimPhrasing(nodes: MdNode[]): MdNode[] {
  const result = [...nodes];
  const first = result[0];
  if (first?.type === 'text') result[0] = text((first.value ?? '').trimStart());
  const last = result.at(-1);
  if (last?.type === 'text') result[result.length - 1] = text((last.value ?? '').trimEnd());
  return result.filter((node) => node.type !== 'text' || node.value !== '');
}

/** Flow content of possibly phrasing children: runs of phrasing become paragraphs. */
function toFlow(nodes: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || (node.value ?? '').trim() !== ''))
      result.push(paragraph(trimPhrasing(run)));
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

function linkContext(state: State): LinkContext {
  return {...state.page, filePath: state.file.filePath};
}

/** `<Tabs>`: each `<TabItem>` as its label in bold, then its content. */
function convertTabs(node: MdNode, state: State, inline: boolean): MdNode[] {
  const items: MdNode[] = [];
  const collect = (children: MdNode[]) => {
    for (const child of children) {
      if (isJsx(child) && child.name === 'TabItem') items.push(child);
      else if (child.type === 'paragraph' || (isJsx(child) && child.name !== 'Tabs')) collect(child.children ?? []);
    }
  };
  collect(node.children ?? []);
  const result = items.flatMap((item) => convertTabItem(item, state));
  return inline ? toPhrasing(result) : result;
}

function convertTabItem(item: MdNode, state: State): MdNode[] {
  const label = stringAttribute(item, 'label', state) ?? stringAttribute(item, 'value', state) ?? '';
  return [paragraph([strong([text(label)])]), ...toFlow(convertChildren(item.children ?? [], state))];
}

function formatDefault(option: ReferenceOption): MdNode {
  if (option.required) return {type: 'emphasis', children: [text('required')]};
  if (option.default === null) return text('none');
  return inlineCode(option.default);
}

/** `<ReferenceTable source>`: the table ReferenceTable renders, with the same header, rows and caption. */
function convertReferenceTable(node: MdNode, state: State): MdNode[] {
  const source = stringAttribute(node, 'source', state);
  if (!source || !state.page.referenceSource) {
    throw new Error(`${state.file.filePath}: <ReferenceTable> needs a literal source and the page's reference data`);
  }
  const {data, release} = state.page.referenceSource(source);
  const byName = new Map(data.options.map((option) => [option.name, option]));
  const options: MdNode[] = [];
  const collect = (children: MdNode[]) => {
    for (const child of children) {
      if (isJsx(child) && child.name === 'ReferenceOption') options.push(child);
      else collect(child.children ?? []);
    }
  };
  collect(node.children ?? []);
  const cell = (children: MdNode[]): MdNode => ({type: 'tableCell', children});
  const header = ['Option', 'Type', 'Default', 'Description'].map((label) => cell([text(label)]));
  const rows = options.map((option) => {
    const name = stringAttribute(option, 'name', state) ?? '';
    const row = byName.get(name);
    if (!row) throw new Error(`${state.file.filePath}: "${name}" is not an option of ${source}`);
    return {
      type: 'tableRow',
      children: [
        cell([inlineCode(row.name)]),
        cell([inlineCode(row.type)]),
        cell([formatDefault(row)]),
        cell(toPhrasing(convertChildren(option.children ?? [], state))),
      ],
    };
  });
  return [
    {type: 'table', align: [null, null, null, null], children: [{type: 'tableRow', children: header}, ...rows]},
    paragraph([
      text('Names, types and defaults read from the validation schema of '),
      inlineCode(`${data.package}@${release}`),
      text('.'),
    ]),
  ];
}

/** A list of cards, as a generated index or `<DocCardList />` shows them. */
export function cardList(cards: TwinCard[], page: Pick<LinkContext, 'siteUrl'>): MdNode {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: cards.map((card) => ({
      type: 'listItem',
      spread: false,
      children: [
        paragraph([
          {type: 'link', url: absoluteUrl(page.siteUrl, card.permalink), children: [text(card.title)]},
          ...(card.description ? [text(`: ${card.description}`)] : []),
        ]),
      ],
    })),
  };
}

/** `<CodeBlock language title showLineNumbers>{…}</CodeBlock>` as a fenced block with the same meta. */
function convertCodeBlock(node: MdNode, state: State): MdNode[] {
  const parts: string[] = [];
  for (const child of node.children ?? []) {
    const value = expressionValue(child, state);
    if (value !== unknownValue) parts.push(String(value));
    else parts.push(toString(child));
  }
  const title = stringAttribute(node, 'title', state);
  const meta = [
    title ? `title=${JSON.stringify(title)}` : '',
    hasAttribute(node, 'showLineNumbers') ? 'showLineNumbers' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    {
      type: 'code',
      lang: stringAttribute(node, 'language', state) ?? null,
      meta: meta || null,
      value: parts.join('').trim(),
    },
  ];
}

function expressionValue(node: MdNode, state: State): unknown {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    return evaluateProgram(node.data?.estree, state.file.constants);
  }
  if (node.type === 'paragraph' && node.children?.length === 1) return expressionValue(node.children[0]!, state);
  return unknownValue;
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

function convertJsx(node: MdNode, state: State): MdNode[] {
  const inline = node.type === 'mdxJsxTextElement';
  const name = node.name ?? '';
  const children = () => convertChildren(node.children ?? [], state);
  const specifier = state.file.imports.get(name);
  if (specifier && /^\.\.?\//.test(specifier) && /\.mdx?$/.test(specifier)) return convertPartial(specifier, state);
  switch (name) {
    case 'Tabs':
      return convertTabs(node, state, inline);
    case 'TabItem':
      return inline ? toPhrasing(convertTabItem(node, state)) : convertTabItem(node, state);
    case 'ReferenceTable':
      return convertReferenceTable(node, state);
    case 'DocCardList':
      return state.page.cards ? [cardList(state.page.cards, state.page)] : [];
    case 'CodeBlock':
      return convertCodeBlock(node, state);
    case 'Mermaid': {
      const value = stringAttribute(node, 'value', state);
      return value === undefined ? [] : [{type: 'code', lang: 'mermaid', meta: null, value: value.trim()}];
    }
    case 'Admonition': {
      const title = stringAttribute(node, 'title', state);
      return [
        {
          type: 'containerDirective',
          name: stringAttribute(node, 'type', state) ?? 'note',
          children: [
            ...(title ? [{type: 'paragraph', data: {directiveLabel: true}, children: [text(title)]}] : []),
            ...toFlow(children()),
          ],
        },
      ];
    }
    // The team page's people (src/components/TeamMember): a list of name, GitHub handle and note.
    case 'TeamList':
      return [{type: 'list', ordered: false, spread: false, children: children().filter((c) => c.type === 'listItem')}];
    case 'TeamMember': {
      const github = stringAttribute(node, 'github', state) ?? '';
      const head = [
        strong([text(stringAttribute(node, 'name', state) ?? github)]),
        text(' ('),
        {type: 'link', url: `https://github.com/${github}`, children: [text(`@${github}`)]},
        text(')'),
      ];
      const note = toPhrasing(children());
      return [
        {
          type: 'listItem',
          spread: false,
          children: [paragraph(note.length > 0 ? [...head, text(': '), ...note] : head)],
        },
      ];
    }
    case 'Link':
    case 'a': {
      const href = stringAttribute(node, 'to', state) ?? stringAttribute(node, 'href', state);
      if (href === undefined) return children();
      const link: MdNode = {type: 'link', url: rewriteLink(href, linkContext(state)), children: toPhrasing(children())};
      return inline ? [link] : [paragraph([link])];
    }
    case 'img': {
      const src = stringAttribute(node, 'src', state);
      const alt = stringAttribute(node, 'alt', state) ?? '';
      return src === undefined ? [] : convertImage({type: 'image', url: src, alt}, state, inline);
    }
    case 'kbd':
    case 'code':
      return [inlineCode(toString(node))];
    case 'br':
      return [{type: 'break'}];
    case 'details':
      return children();
    case 'summary':
      return inline ? [strong(toPhrasing(children()))] : [paragraph([strong(toPhrasing(children()))])];
    // Page metadata, the table of contents and interactive widgets are not content.
    case 'head':
    case 'Head':
    case 'TOCInline':
      return [];
    default:
      // Anything else keeps its text (a <Highlight> keeps its words); a component without children vanishes.
      return children();
  }
}

/** A relative path to a file that is not Markdown: the bundler copies it under a hashed name. */
function isBundled(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url) && !/\.mdx?(#|$)/i.test(url);
}

/** The bundled file's URL as the built page names it. Partials' files are theirs: only the page's own are looked up. */
function bundledUrl(url: string, state: State): string | undefined {
  return state.file.filePath === state.stack[0] ? state.page.assetUrl?.(url.split(/[?#]/)[0]!) : undefined;
}

/** Images keep their URL, absolute; a bundled one inlined into the page (no URL of its own) leaves its alt text. */
function convertImage(node: MdNode, state: State, inline: boolean): MdNode[] {
  const url = node.url ?? '';
  const bundled = isBundled(url) ? bundledUrl(url, state) : undefined;
  const result =
    isBundled(url) && !bundled
      ? {type: 'emphasis', children: [text(`Image: ${node.alt ?? ''}`)]}
      : {...node, url: bundled ?? rewriteLink(url, linkContext(state))};
  return inline ? [result] : [paragraph([result])];
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
    case 'mdxJsxTextElement':
      return convertJsx(node, state);
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

/** Reads a file's imports and constant exports before its content is converted. */
function prepareFile(tree: MdNode, file: FileState): void {
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    collectImports(node.data?.estree, file.imports);
    collectConstants(node.data?.estree, file.constants);
  }
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

const markdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  // Only the container handler: with the directive extension's `unsafe` rules, every `word:word` would be escaped.
  handlers: {containerDirective: directiveToMarkdown().handlers!.containerDirective!},
  // Unpadded tables: the reference tables would otherwise be padded to their longest description.
  extensions: [gfmToMarkdown({tablePipeAlign: false}), mathToMarkdown()],
} as const;

/** Prints converted content (an mdast root's children). */
export function printMarkdown(children: MdNode[]): string {
  return toMarkdown({type: 'root', children} as never, markdownOptions as never);
}

/** The twin's head: `# Title`, the description as a quote, an optional byline. Written as is, not escaped. */
export function twinHeader(page: Pick<TwinPage, 'title' | 'description' | 'byline'>): string {
  const parts = [`# ${page.title}`];
  if (page.description)
    parts.push(
      page.description
        .split('\n')
        .map((line) => `> ${line}`.trimEnd())
        .join('\n'),
    );
  if (page.byline) parts.push(page.byline);
  return `${parts.join('\n\n')}\n`;
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
