// The pure choice behind ./hydrationSafeTheme.ts, apart so that it is unit-tested without the site's aliases.
import type {PrismTheme} from 'prism-react-renderer';

export type ColorMode = 'light' | 'dark';

/** The theme for a colour mode, as theme-common's `usePrismTheme` picks it. */
export function prismThemeFor(mode: ColorMode, prism: {theme: PrismTheme; darkTheme?: PrismTheme}): PrismTheme {
  return mode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
}

/** The colour mode to render in: the server's (the default) until hydration is over, then the reader's. */
export function renderedColorMode(hydrated: boolean, readerMode: ColorMode, defaultMode: ColorMode): ColorMode {
  return hydrated ? readerMode : defaultMode;
}
