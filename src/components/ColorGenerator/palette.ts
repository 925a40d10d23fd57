/**
 * Colour math of the colour generator, free of React and the DOM so it can be
 * unit-tested: the seven Infima primary shades, WCAG contrast, the CSS output and
 * the (de)serialisation of the reader's choice.
 */
import Color from 'color';

export type ColorModeName = 'light' | 'dark';

/** The colours a reader picks: one primary per colour mode. */
export type PrimaryChoice = Record<ColorModeName, string>;

type ShadeSpec = {
  /** Infima variable suffix: `--ifm-color-primary${suffix}`. */
  suffix: string;
  label: string;
  operation: 'darken' | 'lighten';
  amount: number;
};

/** The theme's formula of seven primary shades: darken 0, 0.1, 0.15, 0.3; lighten 0.1, 0.15, 0.3. */
export const SHADES: readonly ShadeSpec[] = [
  {suffix: '-darkest', label: 'Darkest', operation: 'darken', amount: 0.3},
  {suffix: '-darker', label: 'Darker', operation: 'darken', amount: 0.15},
  {suffix: '-dark', label: 'Dark', operation: 'darken', amount: 0.1},
  {suffix: '', label: 'Primary', operation: 'darken', amount: 0},
  {suffix: '-light', label: 'Light', operation: 'lighten', amount: 0.1},
  {suffix: '-lighter', label: 'Lighter', operation: 'lighten', amount: 0.15},
  {suffix: '-lightest', label: 'Lightest', operation: 'lighten', amount: 0.3},
];

/** The site's own theme, which the generator starts from (src/css/custom.css). */
export const DEFAULT_CHOICE: PrimaryChoice = {light: '#2e8555', dark: '#25c2a0'};

/** Page backgrounds of each colour mode, against which contrast is measured. */
export const BACKGROUNDS: PrimaryChoice = {light: '#ffffff', dark: '#181920'};

/**
 * Text colours of each mode, as Infima sets them: body text, and the inverse
 * colour it puts on primary buttons (white in light mode, black in dark mode).
 * The preview of a mode must use that mode's, whatever mode the page is in.
 */
export const TEXT_COLORS: Record<ColorModeName, {base: string; inverse: string}> = {
  light: {base: '#1c1e21', inverse: '#ffffff'},
  dark: {base: '#e3e3e3', inverse: '#000000'},
};

/** WCAG 2 level AA minimum contrast for normal-size text, such as links. */
export const WCAG_AA_MIN_CONTRAST = 4.5;

export type Shade = {variable: string; label: string; hex: string};

/** Parses a CSS hex colour (`#abc` or `#aabbcc`, `#` optional) to lowercase `#rrggbb`, or null. */
export function normalizeHex(input: string): string | null {
  const value = input.trim().replace(/^#?/, '#');
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return null;
  return Color(value).hex().toLowerCase();
}

/** The seven `--ifm-color-primary*` shades of a primary colour, darkest first. */
export function primaryShades(primary: string): Shade[] {
  const base = Color(primary);
  return SHADES.map(({suffix, label, operation, amount}) => ({
    variable: `--ifm-color-primary${suffix}`,
    label,
    hex: base[operation](amount).hex().toLowerCase(),
  }));
}

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  return Color(foreground).contrast(Color(background));
}

/** Whether text in `foreground` on `background` meets WCAG AA for normal-size text. */
export function meetsWcagAA(foreground: string, background: string): boolean {
  return contrastRatio(foreground, background) >= WCAG_AA_MIN_CONTRAST;
}

/** Order of the declarations in the output: the one the classic template's custom.css uses. */
const OUTPUT_ORDER = ['', '-dark', '-darker', '-darkest', '-light', '-lighter', '-lightest'];

function declarations(primary: string): string {
  const byVariable = new Map(primaryShades(primary).map((s) => [s.variable, s.hex]));
  return OUTPUT_ORDER.map((suffix) => `--ifm-color-primary${suffix}`)
    .map((variable) => `  ${variable}: ${byVariable.get(variable)};`)
    .join('\n');
}

/** The CSS a site pastes into its custom.css to use the chosen primaries. */
export function cssVariables(choice: PrimaryChoice): string {
  return `:root {\n${declarations(choice.light)}\n}\n\n[data-theme='dark'] {\n${declarations(choice.dark)}\n}\n`;
}

/** Serialises a choice for session storage. */
export function serializeChoice(choice: PrimaryChoice): string {
  return JSON.stringify(choice);
}

/** Reads a stored choice; anything missing or malformed falls back to the default for that mode. */
export function parseChoice(stored: string | null): PrimaryChoice {
  if (!stored) return DEFAULT_CHOICE;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return DEFAULT_CHOICE;
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const read = (mode: ColorModeName): string =>
    (typeof record[mode] === 'string' && normalizeHex(record[mode])) || DEFAULT_CHOICE[mode];
  return {light: read('light'), dark: read('dark')};
}
