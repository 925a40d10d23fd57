import React, {useMemo, useState, type ElementType, type ReactNode} from 'react';
import {KeptServerMarkup} from './index';
import {isHydrating} from './hydration';
import {useKeptOnPhone} from './useKeptOnPhone';
import {phoneLayout} from './viewport';

/**
 * Whether an element that CSS hides on a phone may keep the server's markup:
 * `eligible` (the caller's own condition), mounted while hydrating, on a phone.
 * Decided once, at mount, so that elsewhere (a desktop, a later navigation)
 * the element costs one state and is the theme's from the start.
 */
export function useHiddenOnPhoneAtMount(eligible: boolean): boolean {
  const [candidate] = useState(() => eligible && isHydrating() && phoneLayout());
  return candidate;
}

/**
 * The server's element, kept while the window has the phone layout, and
 * `children` (the theme's component) from the moment it grows to the desktop
 * one. `as` is the tag the theme renders there.
 */
export function KeptOnPhone({as, children}: {readonly as: ElementType; readonly children: ReactNode}): ReactNode {
  const {keep, ref} = useKeptOnPhone();
  // The same element every render: when the navbar renders again (its mobile menu is set up after
  // hydration), React skips the kept element instead of rendering it again for nothing.
  const kept = useMemo(() => <KeptServerMarkup as={as} ref={ref} />, [as, ref]);
  return keep ? kept : children;
}
