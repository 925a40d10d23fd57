import {describe, expect, it} from 'vitest';
import {assetSafeHref} from '../assetSafeHref';

describe('assetSafeHref', () => {
  it('routes bundled asset links through the pathname:// escape hatch', () => {
    expect(assetSafeHref('/assets/files/guide-abc123.pdf', true)).toBe('pathname:///assets/files/guide-abc123.pdf');
  });

  it('leaves page links, anchors and external links alone', () => {
    expect(assetSafeHref('/docs/installation/', undefined)).toBe('/docs/installation/');
    expect(assetSafeHref('#options', undefined)).toBe('#options');
    expect(assetSafeHref('https://example.com/file.pdf', true)).toBe('https://example.com/file.pdf');
    expect(assetSafeHref(undefined, true)).toBeUndefined();
  });
});
