import {describe, expect, it} from 'vitest';
import {distillPaste, docSearchInputLimit, needsDistilling, valueAfterPaste} from '../client/paste';

/** What Node 20.20 printed for `require('@docusaurus/theme-common/internal')` from a folder without the package. */
const nodeError = `node:internal/modules/cjs/loader:1210
  throw err;
  ^

Error: Cannot find module '@docusaurus/theme-common/internal'
Require stack:
- /tmp/search-fx2/probe.cjs
    at Module._resolveFilename (node:internal/modules/cjs/loader:1207:15)
    at Module._load (node:internal/modules/cjs/loader:1038:27)
    at Object.<anonymous> (/tmp/search-fx2/probe.cjs:1:1) {
  code: 'MODULE_NOT_FOUND',
  requireStack: [ '/tmp/search-fx2/probe.cjs' ]
}

Node.js v20.20.2`;

const webpackError =
  "Module not found: Error: Can't resolve '@docusaurus/theme-common/internal' in '/home/runner/work/site/site/src/theme/DocItem/Paginator'";

const brokenLinks = `[ERROR] Error: Docusaurus found broken links!

Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist.
Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build pass.`;

describe('distillPaste', () => {
  it('keeps the words of a pasted error that fit in the box, without paths, frames, quotes or repeats', () => {
    expect(distillPaste(webpackError)).toBe('Module not found resolve @docusaurus/theme-common/internal');
    // Cut at 64 characters, the paste kept `…theme-common` and lost `/internal`.
    expect(webpackError.slice(0, docSearchInputLimit)).not.toContain('internal');
  });

  it('reads a whole Node error to the message that matters', () => {
    const distilled = distillPaste(nodeError);
    expect(distilled).toContain('@docusaurus/theme-common/internal');
    expect(distilled).toContain('module');
    expect(distilled).not.toMatch(/loader|probe|stack|throw|v20/i);
    expect(distilled.length).toBeLessThanOrEqual(docSearchInputLimit);
  });

  it('keeps identifiers from late in a long paste before plain words', () => {
    const distilled = distillPaste(brokenLinks);
    expect(distilled.length).toBeLessThanOrEqual(docSearchInputLimit);
    expect(distilled).toMatch(/^found broken links\b/);
    expect(distilled).toContain('onBrokenLinks');
    expect(distilled).not.toMatch(/\bdon\b|\bt\b|Docusaurus/);
  });

  it('keeps a short paste as it reads, and cuts a single overlong word rather than losing it', () => {
    expect(distillPaste('window is not defined', 64)).toBe('window is not defined');
    expect(distillPaste('a'.repeat(100), 64)).toBe('a'.repeat(64));
    expect(distillPaste('   ', 64)).toBe('');
  });

  it('fits any limit', () => {
    for (const limit of [10, 20, 40, 64, 256]) {
      expect(distillPaste(nodeError, limit).length).toBeLessThanOrEqual(limit);
    }
  });
});

describe('needsDistilling', () => {
  it('is true for a paste longer than the room left or of several lines', () => {
    expect(needsDistilling('x'.repeat(65), 64)).toBe(true);
    expect(needsDistilling('x'.repeat(30), 20)).toBe(true);
    expect(needsDistilling('Error: a\n  at b', 64)).toBe(true);
    expect(needsDistilling('sidebar items\n', 64)).toBe(false);
    expect(needsDistilling('onBrokenLinks', 64)).toBe(false);
  });
});

describe('valueAfterPaste', () => {
  const empty = {value: '', selectionStart: 0, selectionEnd: 0};

  it('leaves a paste that fits to the browser', () => {
    expect(valueAfterPaste(empty, 'onBrokenLinks', 64)).toBeUndefined();
    expect(valueAfterPaste({value: 'sidebar ', selectionStart: 8, selectionEnd: 8}, 'items', 64)).toBeUndefined();
  });

  it('distills a long paste into an empty box', () => {
    expect(valueAfterPaste(empty, webpackError, 64)).toBe(distillPaste(webpackError, 64));
  });

  it('reads the text around the selection with the paste, the selected text replaced', () => {
    const target = {value: 'webpack OLD', selectionStart: 8, selectionEnd: 11};
    const value = valueAfterPaste(target, webpackError, 64)!;
    expect(value.length).toBeLessThanOrEqual(64);
    expect(value).toMatch(/^webpack /);
    expect(value).not.toContain('OLD');
    expect(value).toContain('@docusaurus/theme-common/internal');
  });
});
