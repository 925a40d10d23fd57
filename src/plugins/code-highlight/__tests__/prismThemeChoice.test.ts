import {describe, expect, it} from 'vitest';
import {themeConfig} from '../../../../config/theme';
import {prismThemeFor, renderedColorMode} from '../client/prismThemeChoice';

describe('hydration-safe Prism theme', () => {
  it("renders the server's default mode until hydration is over, then the reader's", () => {
    expect(renderedColorMode(false, 'dark', 'light')).toBe('light');
    expect(renderedColorMode(false, 'light', 'dark')).toBe('dark');
    expect(renderedColorMode(true, 'dark', 'light')).toBe('dark');
    expect(renderedColorMode(true, 'light', 'light')).toBe('light');
  });

  it("picks the site's themes as theme-common's usePrismTheme does", () => {
    const {prism} = themeConfig;
    expect(prismThemeFor('light', prism)).toBe(prism.theme);
    expect(prismThemeFor('dark', prism)).toBe(prism.darkTheme);
    expect(prism.darkTheme).not.toBe(prism.theme);
    // Without a dark theme, the light one serves both modes.
    expect(prismThemeFor('dark', {theme: prism.theme})).toBe(prism.theme);
  });
});
