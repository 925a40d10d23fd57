import Color from 'color';
import type {PrismTheme} from 'prism-react-renderer';

/** WCAG AA contrast for normal-size text. */
export const minimumContrast = 4.5;

/**
 * Opacity of the black layer that marks highlighted code lines, per colour
 * mode: `--docusaurus-highlighted-code-line-bg` in src/css/custom.css is
 * `rgb(0 0 0 / <this>)` (a unit test keeps the two equal).
 */
export const highlightedLineShade = {light: 0.1, dark: 0.3} as const;

/**
 * Backgrounds of the lines that the site's diff magic comments mark
 * (`code-line-added`, `code-line-removed`; `--code-line-*-bg` in
 * src/css/custom.css, which a unit test keeps equal to these). Opaque, so that
 * what a reader sees is what the test measures: every token colour of the
 * site's Prism theme of that mode keeps `minimumContrast` on them.
 */
export const diffLineBackground = {
  light: {added: '#dcf5e3', removed: '#fbe3e3'},
  dark: {added: '#12261a', removed: '#2e1a20'},
} as const;

/** The colour of a highlighted line: the code background under the black layer. */
export function highlightedLineBackground(background: string, shade: number): string {
  return Color(background).mix(Color('#000000'), shade).hex().toLowerCase();
}

/**
 * Adjusts one colour until it reaches `minimumContrast` against every
 * background: darker when the first background is light, lighter when it is
 * dark, hue kept.
 */
export function withContrast(foreground: string, ...backgrounds: [string, ...string[]]): string {
  const bgs = backgrounds.map((background) => Color(background));
  let color = Color(foreground);
  const towardsDark = bgs[0]!.isLight();
  const passes = () => bgs.every((bg) => color.contrast(bg) >= minimumContrast);
  for (let step = 0; step < 100 && !passes(); step += 1) {
    color = towardsDark ? color.darken(0.05) : color.lighten(0.05);
    if (!towardsDark && color.lightness() >= 99) {
      break;
    }
  }
  return color.hex().toLowerCase();
}

/**
 * A copy of a Prism theme whose token colours all meet WCAG AA against the
 * theme's own background and, with `lineShade`, against highlighted lines
 * too. The stock themes we like (GitHub, Dracula) have a few tokens below
 * 4.5:1, which accessibility checks rightly flag, and a highlighted line
 * darkens the background under a token a little more.
 */
export function accessiblePrismTheme(theme: PrismTheme, lineShade?: number): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const backgrounds: [string, ...string[]] =
    lineShade === undefined ? [background] : [background, highlightedLineBackground(background, lineShade)];
  const fix = (color: string | undefined) => (color ? withContrast(color, ...backgrounds) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: fix(style.style.color)}})),
  };
}
