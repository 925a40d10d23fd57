/**
 * Links into this site inside kept server markup (./keepRule.ts).
 *
 * `@docusaurus/Link` renders a link into this site as react-router's `<Link>`:
 * an `<a>` whose click React turns into a client-side navigation, which
 * preloads its route on hover or touch and prefetches it once in view. A
 * paragraph or footer holding such links could not keep the server's markup,
 * since those handlers live on React's element. Instead, the kept markup's
 * links get the same three behaviours from listeners on the document
 * (./keptLinks.ts), so the paragraph hydrates as one node. This module holds
 * the two decisions that must match Link's: which links it routes, and which
 * clicks it turns into a navigation.
 */

/** Core's `hasProtocol` (`@docusaurus/isInternalUrl`): `https:`, `mailto:`, `pathname:` or `//host`. */
const protocol = /^(?:\w*:|\/\/)/;

/**
 * Whether `@docusaurus/Link` given this `href` (or `to`) and `target` renders
 * react-router's `<Link>`, and so routes it on the client: a URL without a
 * protocol (core's `isInternalUrl`), not a bare `#anchor` (a plain `<a>` under
 * the browser router), opened in the same browsing context. Everything else is
 * a plain `<a>` that the browser follows by itself.
 */
export function isRoutedLink(href: unknown, target: unknown): href is string {
  return (
    typeof href === 'string' &&
    href !== '' &&
    !protocol.test(href) &&
    !href.startsWith('#') &&
    (target === undefined || target === '_self')
  );
}

/** The parts of a click that react-router's `LinkAnchor` reads. */
export interface ClickFacts {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
}

/** The parts of the clicked `<a>` that tell a routed link from a plain one. */
export interface AnchorFacts {
  /** The `href` attribute as written in the markup. */
  readonly hrefAttribute: string | null;
  /** The `target` attribute as written, or null. */
  readonly targetAttribute: string | null;
  readonly hasDownload: boolean;
  /** The `href` resolved against the document (`anchor.href`). */
  readonly resolved: URL;
}

export interface Navigation {
  /** Path, query and hash, as react-router's history takes them. */
  readonly path: string;
  /** Replace rather than push when the path is the one being shown, as react-router's Link does. */
  readonly replace: boolean;
}

/**
 * The client-side navigation that react-router's `<Link>` would make for this
 * click on a server-rendered link, or undefined when the browser should handle
 * it: a click already handled, a button other than the main one, a modifier
 * key (new tab or window, download), or an `<a>` that Link would have rendered
 * plain (another origin, a bare `#anchor`, any `target` but `_self`, a
 * `download` attribute).
 */
export function routedNavigation(click: ClickFacts, anchor: AnchorFacts, current: URL): Navigation | undefined {
  if (click.defaultPrevented || click.button !== 0) {
    return undefined;
  }
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) {
    return undefined;
  }
  if (
    anchor.hasDownload ||
    anchor.hrefAttribute === null ||
    !isRoutedLink(anchor.hrefAttribute, anchor.targetAttribute ?? undefined)
  ) {
    return undefined;
  }
  if (anchor.resolved.origin !== current.origin) {
    return undefined;
  }
  const path = `${anchor.resolved.pathname}${anchor.resolved.search}${anchor.resolved.hash}`;
  const shown = `${current.pathname}${current.search}${current.hash}`;
  return {path, replace: path === shown};
}
