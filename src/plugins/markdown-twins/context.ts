/**
 * What a conversion knows about its page and the file being read (a page or one of its
 * partials), and the lookups that depend on it: attribute and expression values from the
 * file's constants, link and asset URLs, images. Separate so that the tree walker and the
 * component handlers share it; the walker's own entry point rides along in `State` so
 * handlers can convert their children without importing the walker back.
 */
import type {ReferenceSource} from '../../data/reference/types';
import {evaluateProgram, unknownValue} from './evaluate';
import {rewriteLink, type LinkContext} from './links';
import {attribute, paragraph, text, type MdNode} from './mdast';
import type {FileState} from './parse';

/** One card of a `<DocCardList />` or of a generated category index. */
export interface TwinCard {
  title: string;
  permalink: string;
  description?: string;
}

/** Everything about the page a twin is for, besides its source text. */
export interface TwinPage extends Omit<LinkContext, 'filePath'> {
  title: string;
  /** The site's `title`, which `<SiteTitle />` stands for. */
  siteTitle?: string;
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

export interface State {
  page: TwinPage;
  file: FileState;
  readFile: (absolutePath: string) => string;
  /** Partials being inlined, to stop an import cycle. */
  stack: string[];
  /** Converts a node list with this state (convert.ts), for handlers of elements with content. */
  convertChildren: (nodes: MdNode[], state: State) => MdNode[];
}

/** A JSX attribute as a string: a literal, or an expression of constants. */
export function stringAttribute(node: MdNode, name: string, state: State): string | undefined {
  const value = attribute(node, name);
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const evaluated = evaluateProgram(value.data?.estree, state.file.constants);
    if (typeof evaluated === 'string' || typeof evaluated === 'number') return String(evaluated);
  }
  return undefined;
}

export function expressionValue(node: MdNode, state: State): unknown {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    return evaluateProgram(node.data?.estree, state.file.constants);
  }
  if (node.type === 'paragraph' && node.children?.length === 1) return expressionValue(node.children[0]!, state);
  return unknownValue;
}

export function linkContext(state: State): LinkContext {
  return {...state.page, filePath: state.file.filePath};
}

/** A relative path to a file that is not Markdown: the bundler copies it under a hashed name. */
export function isBundled(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url) && !/\.mdx?(#|$)/i.test(url);
}

/** The bundled file's URL as the built page names it. Partials' files are theirs: only the page's own are looked up. */
export function bundledUrl(url: string, state: State): string | undefined {
  return state.file.filePath === state.stack[0] ? state.page.assetUrl?.(url.split(/[?#]/)[0]!) : undefined;
}

/** Images keep their URL, absolute; a bundled one inlined into the page (no URL of its own) leaves its alt text. */
export function convertImage(node: MdNode, state: State, inline: boolean): MdNode[] {
  const url = node.url ?? '';
  const bundled = isBundled(url) ? bundledUrl(url, state) : undefined;
  const result =
    isBundled(url) && !bundled
      ? {type: 'emphasis', children: [text(`Image: ${node.alt ?? ''}`)]}
      : {...node, url: bundled ?? rewriteLink(url, linkContext(state))};
  return inline ? [result] : [paragraph([result])];
}
