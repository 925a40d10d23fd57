/**
 * When an element may keep the markup the server rendered inside it, unhydrated.
 *
 * React hydrates an element rendered with `dangerouslySetInnerHTML` without
 * descending into it, and leaves its children alone afterwards as long as the
 * HTML it is given stays the same. An element whose children nothing makes
 * interactive (a paragraph of text and inline code), or that the reader's
 * screen will not show (the desktop sidebar on a phone), can therefore hydrate
 * as one node and keep the server's children: far less hydration work on a
 * first load, and the same page.
 *
 * It keeps them only when they are there and right: on a page the server
 * rendered (not the dev server), in the render that hydrates it (not after a
 * client-side navigation), and only until the element turns out empty (React
 * rendered the page from scratch after a failed hydration, so there was no
 * server markup to keep); from then on React renders the children itself.
 */

/**
 * Whether this page load began with HTML rendered on the server (a production
 * build) rather than an empty shell (the dev server). Read before React renders.
 */
export function pageRenderedOnServer(doc: Pick<Document, 'getElementById'> | undefined): boolean {
  return Boolean(doc?.getElementById('__docusaurus')?.hasChildNodes());
}

export interface KeepState {
  /** The page load began with server HTML (`pageRenderedOnServer`). */
  readonly pageFromServer: boolean;
  /** The element mounted in the hydration render (./hydration.ts). */
  readonly mountedInHydration: boolean;
  /** The caller's own condition: the children are static, or not shown on this screen. */
  readonly wanted: boolean;
  /** The element was found empty once mounted: there was no server markup to keep. */
  readonly serverMarkupGone: boolean;
}

export function keepsServerMarkup({pageFromServer, mountedInHydration, wanted, serverMarkupGone}: KeepState): boolean {
  return pageFromServer && mountedInHydration && wanted && !serverMarkupGone;
}
