/**
 * When a code block may leave its lines as the server rendered them, unhydrated.
 *
 * A block's lines are hundreds of spans (a token each) that nothing makes
 * interactive: hydrating them only builds React's record of them, a large share
 * of a code-rich page's hydration task. A `<code>` rendered with
 * `dangerouslySetInnerHTML` is one React does not descend into while
 * hydrating, and leaves alone afterwards as long as the HTML it is given stays
 * the same; so on a first load the block hydrates with an empty one and keeps
 * the server's lines. The lines are rendered by React instead (a new `<code>`)
 * whenever the server's are not there or not right: in the dev server (no
 * server HTML), after a client-side navigation, in a colour mode other than the
 * server's (and from then on, in every mode), or if the server's lines went
 * missing (React re-rendered the page from scratch after a failed hydration).
 */
import {keepsServerMarkup} from '@site/src/components/ServerMarkup/keepRule';

export interface LinesState {
  /** The page load began with server HTML (`pageRenderedOnServer` in components/ServerMarkup). */
  readonly pageFromServer: boolean;
  /** The block mounted in the hydration render (`useIsBrowser()` was still false). */
  readonly mountedInHydration: boolean;
  /** The block is drawn with the Prism theme the server used (the default colour mode's). */
  readonly serverTheme: boolean;
  /**
   * The server's lines are gone or were never there: React has drawn the
   * lines once (another colour mode), or after mounting the `<code>` held none.
   */
  readonly serverLinesGone: boolean;
}

export function keepsServerLines({
  pageFromServer,
  mountedInHydration,
  serverTheme,
  serverLinesGone,
}: LinesState): boolean {
  // The general rule, where the block's own condition is that it is drawn in the server's colours.
  return keepsServerMarkup({
    pageFromServer,
    mountedInHydration,
    wanted: serverTheme,
    serverMarkupGone: serverLinesGone,
  });
}
