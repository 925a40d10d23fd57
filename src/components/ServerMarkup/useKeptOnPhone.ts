import {useWindowSize} from '@docusaurus/theme-common';
import {useServerMarkup} from './index';
import {phoneLayout} from './viewport';

/**
 * `useServerMarkup` for a part of the desktop layout that CSS hides on a phone
 * (a table of contents, the navbar's desktop items): kept while the window has
 * the phone layout, and the theme's own component from the moment it grows to
 * the desktop one, so the part comes alive when it becomes visible.
 */
export function useKeptOnPhone(): ReturnType<typeof useServerMarkup> {
  const windowSize = useWindowSize();
  // Before the theme has measured the window ('ssr', the hydration render), ask the window directly.
  return useServerMarkup(() => (windowSize === 'ssr' ? phoneLayout() : windowSize === 'mobile'));
}
