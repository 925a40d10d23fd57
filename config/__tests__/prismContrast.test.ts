import Color from 'color';
import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {accessiblePrismTheme, minimumContrast, withContrast} from '../prismContrast';

describe('withContrast', () => {
  it('keeps colours that already pass', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
  });

  it('darkens on light backgrounds and lightens on dark ones until they pass', () => {
    const onLight = withContrast('#36acaa', '#f6f8fa');
    expect(Color(onLight).contrast(Color('#f6f8fa'))).toBeGreaterThanOrEqual(minimumContrast);
    expect(Color(onLight).lightness()).toBeLessThan(Color('#36acaa').lightness());

    const onDark = withContrast('#6272a4', '#282a36');
    expect(Color(onDark).contrast(Color('#282a36'))).toBeGreaterThanOrEqual(minimumContrast);
    expect(Color(onDark).lightness()).toBeGreaterThan(Color('#6272a4').lightness());
  });
});

describe('accessiblePrismTheme', () => {
  it.each([
    ['github', themes.github],
    ['dracula', themes.dracula],
  ])('every %s token colour meets AA against the background', (_name, theme) => {
    // The stock theme has at least one failing token, so the fix does something.
    const background = Color(theme.plain.backgroundColor);
    const failingBefore = theme.styles.filter((s) => s.style.color && Color(s.style.color).contrast(background) < 4.5);
    expect(failingBefore.length).toBeGreaterThan(0);

    const fixed = accessiblePrismTheme(theme);
    for (const {types, style} of fixed.styles) {
      if (style.color) {
        expect(Color(style.color).contrast(background), types.join(',')).toBeGreaterThanOrEqual(minimumContrast);
      }
    }
    expect(fixed.styles.map((s) => s.types)).toEqual(theme.styles.map((s) => s.types));
  });
});
