import React, {useCallback, useRef, useState, type ComponentPropsWithoutRef, type ElementType} from 'react';
import {isHydrating} from './hydration';
import {keepsServerMarkup, pageRenderedOnServer} from './keepRule';
import {watchKeptLinks} from './keptLinks';

// Read when this module loads, before React renders the page.
const pageFromServer = pageRenderedOnServer(typeof document === 'undefined' ? undefined : document);

/** What a kept element is given: the same object every render, so React never writes its children. */
const unchangedMarkup = {__html: ''};

/**
 * Whether the element about to render may keep the server's markup (see
 * keepRule.ts), and the ref that notices when there was none to keep.
 * `wanted` is the caller's own condition; it is asked only when the rest holds,
 * so that renders after a client-side navigation pay nothing for it.
 */
export function useServerMarkup(wanted: () => boolean): {
  readonly keep: boolean;
  readonly ref: (element: Element | null) => void;
} {
  const [mountedInHydration] = useState(isHydrating);
  const [serverMarkupGone, setServerMarkupGone] = useState(false);
  // Once an element renders its own children it keeps doing so: a kept element drawn again later would be empty.
  const released = useRef(false);
  const keep =
    !released.current &&
    keepsServerMarkup({pageFromServer, mountedInHydration, wanted: true, serverMarkupGone}) &&
    wanted();
  if (!keep) {
    released.current = true;
  }
  // A ref callback rather than an effect: it runs in the same commit, and costs no passive effect per element.
  const ref = useCallback((element: Element | null) => {
    if (!element) {
      return;
    }
    if (element.hasChildNodes()) {
      // Its links into this site get Link's behaviour from the document's listeners.
      watchKeptLinks(element);
    } else {
      setServerMarkupGone(true);
    }
  }, []);
  return {keep, ref};
}

type Props<T extends ElementType> = {readonly as: T} & Omit<
  ComponentPropsWithoutRef<T>,
  'children' | 'dangerouslySetInnerHTML'
>;

/**
 * The element the server rendered, hydrated without its children, which stay
 * the server's. Render it only where `useServerMarkup` says `keep`, with that
 * hook's ref and the same tag the server rendered there.
 */
export const KeptServerMarkup = React.forwardRef(function KeptServerMarkup<T extends ElementType>(
  {as: Tag, ...props}: Props<T>,
  ref: React.ForwardedRef<Element>,
) {
  const Element = Tag as ElementType;
  return <Element {...props} ref={ref} dangerouslySetInnerHTML={unchangedMarkup} suppressHydrationWarning />;
});
