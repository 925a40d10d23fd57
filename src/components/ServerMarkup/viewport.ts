/**
 * The theme's line between phone and desktop layouts: `useWindowSize()` in
 * @docusaurus/theme-common calls a window wider than this "desktop", and
 * Infima's media queries (`max-width: 996px`) hide the desktop sidebar and
 * table of contents at this width and below. A test checks it against the
 * theme's own constant.
 */
export const desktopBreakpoint = 996;

/** Whether this screen gets the phone layout, where the desktop sidebar and table of contents are not shown. */
export function phoneLayout(
  innerWidth: number | undefined = typeof window === 'undefined' ? undefined : window.innerWidth,
): boolean {
  return innerWidth !== undefined && innerWidth <= desktopBreakpoint;
}
