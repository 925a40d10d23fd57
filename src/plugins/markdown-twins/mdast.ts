/**
 * The mdast, MDX and directive node shapes the Markdown twins read and write, with the small
 * builders and reshaping helpers (phrasing ↔ flow) every converter uses. Separate from the
 * converters so that the tree walker (convert.ts) and the component handlers (components.ts)
 * share one vocabulary without depending on each other.
 */
import type {Program} from 'estree';
import {toString} from 'mdast-util-to-string';

// The few mdast, MDX and directive node shapes the twins read and write.
export interface MdNode {
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
export interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: 'mdxJsxAttributeValueExpression'; value: string; data?: {estree?: Program | null}};
}

export const text = (value: string): MdNode => ({type: 'text', value});
export const paragraph = (children: MdNode[]): MdNode => ({type: 'paragraph', children});
export const strong = (children: MdNode[]): MdNode => ({type: 'strong', children});
export const inlineCode = (value: string): MdNode => ({type: 'inlineCode', value});

export function attribute(node: MdNode, name: string): JsxAttribute['value'] | undefined {
  return node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name)?.value;
}

export function hasAttribute(node: MdNode, name: string): boolean {
  return node.attributes?.some((candidate) => candidate.name === name) ?? false;
}

export function isJsx(node: MdNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function isPhrasing(node: MdNode): boolean {
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
export function toPhrasing(nodes: MdNode[]): MdNode[] {
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
export function trimPhrasing(nodes: MdNode[]): MdNode[] {
  const result = [...nodes];
  const first = result[0];
  if (first?.type === 'text') result[0] = text((first.value ?? '').trimStart());
  const last = result.at(-1);
  if (last?.type === 'text') result[result.length - 1] = text((last.value ?? '').trimEnd());
  return result.filter((node) => node.type !== 'text' || node.value !== '');
}

/** Flow content of possibly phrasing children: runs of phrasing become paragraphs. */
export function toFlow(nodes: MdNode[]): MdNode[] {
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
