/**
 * The Prism theme a code block renders with, chosen so that hydration keeps the
 * server's markup.
 *
 * The server renders every block in the default colour mode, and React does not
 * patch attributes it hydrates: a block that hydrated with the reader's colours
 * would keep the server's. The classic theme remounts every code block after
 * hydration to repaint it (a `key` that flips with `useIsBrowser`), which throws
 * away and rebuilds each block's DOM on every first load. Rendering the default
 * mode's theme until hydration is over, then the reader's, costs nothing in the
 * default mode and an in-place style update in the other.
 *
 * "Until hydration is over" is read from the first render's module flag
 * (components/ServerMarkup/hydration.ts), not from `useIsBrowser()`: that
 * context flips right after hydration and re-renders every block that reads
 * it, dozens of elements each, even when the reader's mode is the default and
 * nothing changes. Only a block whose reader is in the other mode re-renders,
 * once, when hydration is over.
 */
import {useEffect, useReducer} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';
import {isHydrating} from '@site/src/components/ServerMarkup/hydration';
import {prismThemeFor, renderedColorMode} from './prismThemeChoice';

export function useHydrationSafePrismTheme(): PrismTheme {
  return useCodeBlockTheme().theme;
}

/** The hydration-safe theme, and whether it is the one the server rendered with. */
export function useCodeBlockTheme(): {theme: PrismTheme; serverTheme: boolean} {
  const {colorMode} = useColorMode();
  const {prism, colorMode: colorModeConfig} = useThemeConfig();
  const {defaultMode} = colorModeConfig;
  const mode = renderedColorMode(!isHydrating(), colorMode, defaultMode);
  const [, repaint] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => {
    // Rendered in the server's colours while hydrating, for a reader in the other mode: hydration is over by now.
    if (mode !== colorMode) {
      repaint();
    }
    // Once, after the first render: later renders read the reader's mode themselves.
  }, []);
  const theme = prismThemeFor(mode, prism as never);
  return {theme, serverTheme: theme === prismThemeFor(defaultMode, prism as never)};
}
