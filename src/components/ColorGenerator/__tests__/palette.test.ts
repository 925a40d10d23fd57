import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  BACKGROUNDS,
  contrastRatio,
  cssVariables,
  DEFAULT_CHOICE,
  meetsWcagAA,
  normalizeHex,
  parseChoice,
  primaryShades,
  serializeChoice,
  TEXT_COLORS,
} from '../palette';

const customCss = readFileSync(path.resolve(import.meta.dirname, '../../../css/custom.css'), 'utf8');

/** `--ifm-color-primary*` declarations of one rule of src/css/custom.css. */
function sitePalette(selector: string): Record<string, string> {
  const start = customCss.indexOf(`${selector} {`);
  const body = customCss.slice(start, customCss.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--ifm-color-primary[\w-]*):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim().toLowerCase()]),
  );
}

describe('primaryShades', () => {
  it.each([
    ['#2e8555', ':root'],
    ['#25c2a0', "[data-theme='dark']"],
  ])('gives for %s the palette of %s in custom.css', (primary, selector) => {
    const expected = sitePalette(selector);
    expect(Object.keys(expected)).toHaveLength(7);
    const shades = Object.fromEntries(primaryShades(primary).map((s) => [s.variable, s.hex]));
    expect(shades).toEqual(expected);
  });

  it('lists the seven shades from darkest to lightest', () => {
    const shades = primaryShades('#2e8555');
    expect(shades.map((s) => s.hex)).toEqual([
      '#205d3b',
      '#277148',
      '#29784c',
      '#2e8555',
      '#33925d',
      '#359962',
      '#3cad6e',
    ]);
  });
});

describe('contrast', () => {
  it('measures the WCAG ratio of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('detects text that fails AA (4.5:1) and text that passes', () => {
    // #767676 is the lightest grey that passes on white; #777777 just fails.
    expect(meetsWcagAA('#767676', '#ffffff')).toBe(true);
    expect(meetsWcagAA('#777777', '#ffffff')).toBe(false);
    expect(meetsWcagAA('#ffff00', '#ffffff')).toBe(false);
    expect(meetsWcagAA('#25c2a0', '#181920')).toBe(true);
    expect(meetsWcagAA('#1a1a1a', '#181920')).toBe(false);
  });
});

describe('preview text colours', () => {
  it.each(['light', 'dark'] as const)(
    'pass AA in %s mode for the default primary, on buttons and on the page',
    (mode) => {
      // The preview used the page's white button text in both modes: 2.25:1 on the dark-mode primary.
      expect(contrastRatio(TEXT_COLORS[mode].inverse, DEFAULT_CHOICE[mode])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(TEXT_COLORS[mode].base, BACKGROUNDS[mode])).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('cssVariables', () => {
  it('reproduces the site palette of custom.css, in the same order', () => {
    const css = cssVariables({light: '#2e8555', dark: '#25c2a0'});
    for (const selector of [':root', "[data-theme='dark']"]) {
      const start = css.indexOf(`${selector} {`);
      expect(start, selector).toBeGreaterThanOrEqual(0);
      const block = css.slice(start, css.indexOf('}', start));
      const generated = [...block.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]);
      expect(generated).toEqual(Object.entries(sitePalette(selector)));
    }
  });

  it('writes the chosen primary of each mode into its own block', () => {
    const css = cssVariables({light: '#1e40af', dark: '#f97316'});
    expect(css).toMatch(/^:root \{\n {2}--ifm-color-primary: #1e40af;/);
    expect(css).toContain("[data-theme='dark'] {\n  --ifm-color-primary: #f97316;");
    expect(css.match(/--ifm-color-primary[\w-]*:/g)).toHaveLength(14);
  });
});

describe('normalizeHex', () => {
  it('accepts short and long hex with or without #', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('2E8555')).toBe('#2e8555');
    expect(normalizeHex(' #2e8555 ')).toBe('#2e8555');
  });

  it('rejects anything else', () => {
    expect(normalizeHex('#2e855')).toBeNull();
    expect(normalizeHex('green')).toBeNull();
    expect(normalizeHex('#gggggg')).toBeNull();
  });
});

describe('stored choice', () => {
  it('round-trips', () => {
    const choice = {light: '#123456', dark: '#abcdef'};
    expect(parseChoice(serializeChoice(choice))).toEqual(choice);
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(parseChoice(null)).toEqual(DEFAULT_CHOICE);
    expect(parseChoice('not json')).toEqual(DEFAULT_CHOICE);
    expect(parseChoice('{"light":"#123456","dark":"red"}')).toEqual({light: '#123456', dark: DEFAULT_CHOICE.dark});
    expect(parseChoice('[1,2]')).toEqual(DEFAULT_CHOICE);
  });
});
