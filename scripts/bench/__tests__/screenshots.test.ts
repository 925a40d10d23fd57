import {describe, expect, it} from 'vitest';
import {
  colourModeSetup,
  comparePixels,
  firstDifferingRow,
  hasHydrated,
  screenshotPages,
  themeStorageKey,
  topRows,
} from '../screenshots.mjs';

/** A raw RGBA image of `width` x rows, each row one grey level. */
function image(width: number, rows: number[]) {
  return {
    data: Buffer.from(rows.flatMap((level) => Array.from({length: width * 4}, () => level))),
    width,
    height: rows.length,
  };
}

/** An <html> element with these attributes only. */
function root(attributes: Record<string, string>) {
  return {getAttribute: (name: string) => attributes[name] ?? null};
}

describe('screenshot comparison', () => {
  it('counts a pixel as differing when any channel differs, and marks it red', () => {
    const before = Buffer.from([10, 20, 30, 255, 10, 20, 30, 255, 0, 0, 0, 0]);
    const after = Buffer.from([10, 20, 30, 255, 10, 21, 30, 255, 0, 0, 0, 1]);
    const {differing, marked} = comparePixels(before, after);
    expect(differing).toBe(2);
    expect([...marked.subarray(4, 8)]).toEqual([255, 0, 0, 255]);
    // An equal pixel stays visible, faded towards white.
    expect([...marked.subarray(0, 4)]).toEqual([191 + (10 >> 2), 191 + (20 >> 2), 191 + (30 >> 2), 255]);
  });

  it('finds no difference between identical images', () => {
    const image = Buffer.from(Array.from({length: 64}, (_, index) => index * 3));
    expect(comparePixels(image, Buffer.from(image)).differing).toBe(0);
  });

  it('covers at least 20 distinct pages', () => {
    expect(new Set(screenshotPages).size).toBe(screenshotPages.length);
    expect(screenshotPages.length).toBeGreaterThanOrEqual(20);
  });

  it('finds the first row that differs, over the rows both images have', () => {
    expect(firstDifferingRow(image(2, [1, 2, 3]), image(2, [1, 2, 3]))).toBeNull();
    expect(firstDifferingRow(image(2, [1, 2, 3]), image(2, [1, 9, 3]))).toBe(1);
    // Text added below: the shared rows are equal, so the first difference is where the shorter one ends.
    expect(firstDifferingRow(image(2, [1, 2]), image(2, [1, 2, 3]))).toBe(2);
    expect(firstDifferingRow(image(2, [1, 2, 3]), image(2, [1, 5]))).toBe(1);
    expect(firstDifferingRow(image(2, [1]), image(3, [1]))).toBe(0);
  });

  it('takes the top rows of a raw image, to compare screenshots of different heights', () => {
    const tall = image(2, [1, 2, 3]);
    expect(comparePixels(topRows(tall.data, 2, 2), image(2, [1, 2]).data).differing).toBe(0);
    expect(topRows(tall.data, 2, 2).length).toBe(2 * 2 * 4);
  });

  it('waits for hydration, not for the colour mode the inline script sets before any bundle runs', () => {
    expect(hasHydrated(root({'data-theme': 'dark'}))).toBe(false);
    expect(hasHydrated(root({'data-theme': 'dark', 'data-has-hydrated': 'false'}))).toBe(false);
    expect(hasHydrated(root({'data-theme': 'dark', 'data-has-hydrated': 'true'}))).toBe(true);
  });

  it('gives a stored colour mode against the opposite system preference', () => {
    expect(colourModeSetup('dark', false)).toEqual({colorScheme: 'dark', storedTheme: null});
    expect(colourModeSetup('light', false)).toEqual({colorScheme: 'light', storedTheme: null});
    expect(colourModeSetup('dark', true)).toEqual({colorScheme: 'light', storedTheme: 'dark'});
    expect(colourModeSetup('light', true)).toEqual({colorScheme: 'dark', storedTheme: 'light'});
  });

  it("reads the colour mode's storage key from the theme's inline script", () => {
    expect(themeStorageKey('<script>var t=window.localStorage.getItem("theme-189");</script>')).toBe('theme-189');
    expect(themeStorageKey("<script>return window['localStorage'].getItem('theme');</script>")).toBe('theme');
    expect(() => themeStorageKey('<script>getItem("docusaurus.announcement.id-189")</script>')).toThrow(/storage key/);
  });
});
