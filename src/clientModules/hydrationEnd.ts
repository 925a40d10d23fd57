/**
 * Ends components/ServerMarkup's hydration flag at the first commit: the
 * theme calls `onRouteDidUpdate` from a layout effect of the first render, and
 * of every navigation after it. Anything that mounts later renders its own
 * children.
 */
import {endHydration} from '@site/src/components/ServerMarkup/hydration';

export function onRouteDidUpdate(): void {
  endHydration();
}
