/** The parts of a history location that decide whether focus moves. */
export interface LocationLike {
  pathname: string;
  hash: string;
}

/**
 * Whether a client-side navigation should move keyboard focus back to the top
 * of the page (the skip-to-content region), as a full page load would.
 *
 * Only a new page does: a PUSH to another path without a hash target. A change
 * of the query string alone (a filter, a search box) keeps the reader on the
 * control they used, and a hash navigation focuses its own target.
 */
export function shouldResetFocus(
  action: 'PUSH' | 'REPLACE' | 'POP',
  location: LocationLike,
  previousLocation: LocationLike | undefined,
): boolean {
  if (action !== 'PUSH' || location.hash !== '') {
    return false;
  }
  return previousLocation === undefined || previousLocation.pathname !== location.pathname;
}
