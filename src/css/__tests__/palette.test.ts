import {readFileSync} from 'node:fs';
import path from 'node:path';
import Color from 'color';
import {describe, expect, it} from 'vitest';

const css = readFileSync(path.resolve(import.meta.dirname, '../custom.css'), 'utf8');

/** Reads `--name: value;` declarations of one top-level rule. */
function variablesOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `rule ${selector} exists`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

/** The theme's formula for its seven primary shades: darken 0.1/0.15/0.3, lighten 0.1/0.15/0.3. */
function expectedShades(primary: string): Record<string, string> {
  const base = Color(primary);
  const hex = (c: ReturnType<typeof Color>) => c.hex().toLowerCase();
  return {
    '--ifm-color-primary': hex(base),
    '--ifm-color-primary-dark': hex(base.darken(0.1)),
    '--ifm-color-primary-darker': hex(base.darken(0.15)),
    '--ifm-color-primary-darkest': hex(base.darken(0.3)),
    '--ifm-color-primary-light': hex(base.lighten(0.1)),
    '--ifm-color-primary-lighter': hex(base.lighten(0.15)),
    '--ifm-color-primary-lightest': hex(base.lighten(0.3)),
  };
}

describe('theme palette', () => {
  it.each([
    [':root', '#2e8555', '#ffffff'],
    ["[data-theme='dark']", '#25c2a0', '#181920'],
  ])('%s uses primary %s with its seven shades and background %s', (selector, primary, background) => {
    const vars = variablesOf(selector);
    for (const [name, value] of Object.entries(expectedShades(primary))) {
      expect(vars[name]?.toLowerCase(), name).toBe(value);
    }
    expect(vars['--ifm-background-color']?.toLowerCase()).toBe(background);
  });
});
