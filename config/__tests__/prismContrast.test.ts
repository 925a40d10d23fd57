import {readFileSync} from 'node:fs';
import path from 'node:path';
import Color from 'color';
import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {
  accessiblePrismTheme,
  diffLineBackground,
  highlightedLineBackground,
  highlightedLineShade,
  minimumContrast,
  withContrast,
} from '../prismContrast';
import {themeConfig} from '../theme';

describe('withContrast', () => {
  it('keeps colours that already pass', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
  });

  it('meets every background given', () => {
    const fixed = Color(withContrast('#267877', '#f6f8fa', '#dddfe1'));
    expect(fixed.contrast(Color('#f6f8fa'))).toBeGreaterThanOrEqual(minimumContrast);
    expect(fixed.contrast(Color('#dddfe1'))).toBeGreaterThanOrEqual(minimumContrast);
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

describe('highlighted code lines', () => {
  it('darken the code background by the shade of custom.css in each mode', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../src/css/custom.css'), 'utf8');
    const shadeIn = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      const body = css.slice(start, css.indexOf('}', start));
      const match = /--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\);/.exec(body);
      return match ? Number(match[1]) / 100 : null;
    };
    expect(shadeIn(':root')).toBe(highlightedLineShade.light);
    expect(shadeIn("[data-theme='dark']")).toBe(highlightedLineShade.dark);
    expect(highlightedLineBackground('#f6f8fa', 0.1)).toBe('#dddfe1');
  });

  it.each([
    ['light', themeConfig.prism.theme, highlightedLineShade.light],
    ['dark', themeConfig.prism.darkTheme, highlightedLineShade.dark],
  ])('keep every %s token colour of the site theme at AA', (_mode, theme, shade) => {
    // Stock GitHub tokens fixed for the plain background alone fell to 3.7:1 on a highlighted line.
    const background = Color(theme.plain.backgroundColor);
    const highlighted = Color(highlightedLineBackground(theme.plain.backgroundColor!, shade));
    for (const {types, style} of [{types: ['plain'], style: theme.plain}, ...theme.styles]) {
      if (style.color) {
        const color = Color(style.color);
        expect(color.contrast(background), types.join(',')).toBeGreaterThanOrEqual(minimumContrast);
        expect(color.contrast(highlighted), `${types.join(',')} on a highlighted line`).toBeGreaterThanOrEqual(
          minimumContrast,
        );
      }
    }
  });

  it('need darker tokens than the plain background alone', () => {
    const plainOnly = accessiblePrismTheme(themes.github);
    const withLines = accessiblePrismTheme(themes.github, highlightedLineShade.light);
    const highlighted = Color(
      highlightedLineBackground(themes.github.plain.backgroundColor!, highlightedLineShade.light),
    );
    expect(plainOnly.styles.some((s) => s.style.color && Color(s.style.color).contrast(highlighted) < 4.5)).toBe(true);
    expect(withLines.styles.every((s) => !s.style.color || Color(s.style.color).contrast(highlighted) >= 4.5)).toBe(
      true,
    );
  });
});

describe('diff lines (code-line-added, code-line-removed)', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../../src/css/custom.css'), 'utf8');
  const variableIn = (selector: string, name: string) => {
    const start = css.indexOf(`${selector} {`);
    const body = css.slice(start, css.indexOf('}', start));
    return new RegExp(`${name}:\\s*(#[0-9a-f]{6});`).exec(body)?.[1] ?? null;
  };

  it('use the backgrounds of custom.css in each mode', () => {
    expect(variableIn(':root', '--code-line-added-bg')).toBe(diffLineBackground.light.added);
    expect(variableIn(':root', '--code-line-removed-bg')).toBe(diffLineBackground.light.removed);
    expect(variableIn("[data-theme='dark']", '--code-line-added-bg')).toBe(diffLineBackground.dark.added);
    expect(variableIn("[data-theme='dark']", '--code-line-removed-bg')).toBe(diffLineBackground.dark.removed);
  });

  it('are the classes of the site magic comments, after the default entry', () => {
    const entries = themeConfig.prism.magicComments;
    expect(entries[0]).toEqual({
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    });
    expect(entries.map((entry) => entry.className)).toEqual([
      'theme-code-block-highlighted-line',
      'code-line-added',
      'code-line-removed',
    ]);
    for (const className of ['code-line-added', 'code-line-removed']) {
      expect(css).toContain(`.${className} {`);
    }
  });

  it.each([
    ['light', themeConfig.prism.theme, diffLineBackground.light],
    ['dark', themeConfig.prism.darkTheme, diffLineBackground.dark],
  ])('keep every %s token colour of the site theme at AA', (_mode, theme, backgrounds) => {
    for (const [kind, background] of Object.entries(backgrounds)) {
      for (const {types, style} of [{types: ['plain'], style: theme.plain}, ...theme.styles]) {
        if (style.color) {
          expect(
            Color(style.color).contrast(Color(background)),
            `${types.join(',')} on a ${kind} line`,
          ).toBeGreaterThanOrEqual(minimumContrast);
        }
      }
    }
  });
});
