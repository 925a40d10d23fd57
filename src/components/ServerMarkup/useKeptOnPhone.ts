import {useServerMarkup} from './index';
import {usePhoneLayout} from './usePhoneLayout';

/**
 * `useServerMarkup` for a part of the desktop layout that CSS hides on a phone
 * (a table of contents, the navbar's desktop items): kept while the window has
 * the phone layout, and the theme's own component from the moment it grows to
 * the desktop one, so the part comes alive when it becomes visible. The layout
 * is read from the window at once (usePhoneLayout), so a kept part does not
 * render again once hydrated.
 */
export function useKeptOnPhone(): ReturnType<typeof useServerMarkup> {
  const phone = usePhoneLayout();
  return useServerMarkup(() => phone);
}
