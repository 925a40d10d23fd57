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
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeFor, renderedColorMode} from './prismThemeChoice';

export function useHydrationSafePrismTheme(): PrismTheme {
  return useCodeBlockTheme().theme;
}

/** The hydration-safe theme, and whether it is the one the server rendered with. */
export function useCodeBlockTheme(): {theme: PrismTheme; serverTheme: boolean} {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {prism, colorMode: colorModeConfig} = useThemeConfig();
  const {defaultMode} = colorModeConfig;
  const mode = renderedColorMode(isBrowser, colorMode, defaultMode);
  const theme = prismThemeFor(mode, prism as never);
  return {theme, serverTheme: theme === prismThemeFor(defaultMode, prism as never)};
}
