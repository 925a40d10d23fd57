import {Fragment, isValidElement, type ReactNode} from 'react';
import {isRoutedLink} from '@site/src/components/ServerMarkup/routedLinks';

/**
 * Component types known to render nothing but markup from their props (no
 * state, effects, handlers or context that can change what they render), each
 * with the condition on its props under which that holds.
 */
export type PureComponents = ReadonlyMap<unknown, (props: Readonly<Record<string, unknown>>) => boolean>;

/**
 * Whether a React tree is plain markup: text, HTML elements without handlers
 * or refs, and pure components, all the way down. Such a tree renders the same
 * on the server and in the browser and nothing in it reacts to the reader, so
 * the server's markup of it can stay unhydrated (components/ServerMarkup).
 * Anything else (a link, a code block, a tab, an unknown component) is not.
 */
export function isStaticMarkup(node: ReactNode, pure: PureComponents): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') {
    return true;
  }
  if (typeof node === 'string' || typeof node === 'number') {
    return true;
  }
  if (Array.isArray(node)) {
    return node.every((child: ReactNode) => isStaticMarkup(child, pure));
  }
  if (!isValidElement(node)) {
    // Portals, iterables, promises: not worth understanding here.
    return false;
  }
  const element = node as React.ReactElement<Record<string, unknown>> & {ref?: unknown};
  if (element.ref !== null && element.ref !== undefined) {
    return false;
  }
  const {type, props} = element;
  if (type === 'a' && isRoutedLink(props.href, props.target)) {
    // A raw <a> into this site is a full page load; kept, it would look like one of Link's and be routed (keptLinks.ts).
    return false;
  }
  const known = typeof type === 'string' || type === Fragment || (pure.get(type)?.(props) ?? false);
  if (!known) {
    return false;
  }
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children' && typeof value === 'function') {
      return false;
    }
  }
  return isStaticMarkup(props.children as ReactNode, pure);
}

/** Inline code in Markdown: the theme's MDX `code` renders a plain `<code>` when every child is one line of text. */
export function isInlineCode(props: Readonly<Record<string, unknown>>): boolean {
  const {children} = props;
  const parts: unknown[] = Array.isArray(children) ? children : [children];
  return children !== undefined && parts.every((part) => typeof part === 'string' && !part.includes('\n'));
}

/**
 * A Markdown link into this site: the theme's MDX `a` renders it through Link as
 * react-router's `<Link>`. Kept as the server's markup, it gets Link's click,
 * hover and in-view behaviour from the document's listeners
 * (components/ServerMarkup/keptLinks.ts). Not a link to a file: those are
 * flagged `data-noBrokenLinkCheck` and rendered plain (./assetSafeHref.ts).
 */
export function isRoutedMarkdownLink(props: Readonly<Record<string, unknown>>): boolean {
  return isRoutedLink(props.href, props.target) && !props['data-noBrokenLinkCheck'];
}

/** A Markdown link to a heading of the same page: Link renders a plain `<a href="#…">` that the browser follows. */
export function isSamePageAnchor(props: Readonly<Record<string, unknown>>): boolean {
  return typeof props.href === 'string' && props.href.startsWith('#') && props.target === undefined;
}

/**
 * A Markdown link to another site: the theme's MDX `a` (through Link) renders it as a plain
 * `<a target="_blank" rel="noopener noreferrer">`, with no client-side routing, prefetch or
 * handler, so it is markup like any other.
 */
export function isExternalLink(props: Readonly<Record<string, unknown>>): boolean {
  return typeof props.href === 'string' && /^https?:\/\//i.test(props.href) && !props['data-noBrokenLinkCheck'];
}
