import Color from 'color';
import type {PrismTheme} from 'prism-react-renderer';

/** WCAG AA contrast for normal-size text. */
export const minimumContrast = 4.5;

/**
 * Adjusts one colour until it reaches `minimumContrast` against `background`:
 * darker on light backgrounds, lighter on dark ones, hue kept.
 */
export function withContrast(foreground: string, background: string): string {
  const bg = Color(background);
  let color = Color(foreground);
  const towardsDark = bg.isLight();
  for (let step = 0; step < 100 && color.contrast(bg) < minimumContrast; step += 1) {
    color = towardsDark ? color.darken(0.05) : color.lighten(0.05);
    if (!towardsDark && color.lightness() >= 99) {
      break;
    }
  }
  return color.hex().toLowerCase();
}

/**
 * A copy of a Prism theme whose token colours all meet WCAG AA against the
 * theme's own background. The stock themes we like (GitHub, Dracula) have a
 * few tokens below 4.5:1, which accessibility checks rightly flag.
 */
export function accessiblePrismTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = (color: string | undefined) => (color ? withContrast(color, background) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: fix(style.style.color)}})),
  };
}
