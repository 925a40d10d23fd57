import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {desktopBreakpoint, phoneLayout} from '../viewport';

describe('desktopBreakpoint', () => {
  it("is the theme's: useWindowSize() calls a wider window desktop", () => {
    const require = createRequire(import.meta.url);
    // The hook's file is not among the package's exports: find it beside the package's entry.
    const entry = require.resolve('@docusaurus/theme-common');
    const source = readFileSync(path.join(path.dirname(entry), 'hooks/useWindowSize.js'), 'utf8');
    expect(source).toMatch(new RegExp(`const DesktopBreakpoint = ${desktopBreakpoint};`));
    expect(source).toMatch(/window\.innerWidth > desktopBreakpoint/);
  });
});

describe('phoneLayout', () => {
  it('is the phone layout at the breakpoint and below, the desktop one above, and unknown without a window', () => {
    expect(phoneLayout(390)).toBe(true);
    expect(phoneLayout(desktopBreakpoint)).toBe(true);
    expect(phoneLayout(desktopBreakpoint + 1)).toBe(false);
    expect(phoneLayout(undefined)).toBe(false);
  });
});
