import {describe, expect, it} from 'vitest';
import {isRoutedLink, routedNavigation, type AnchorFacts, type ClickFacts} from '../routedLinks';

const current = new URL('https://docusaurus.example/docs/installation/');
const plainClick: ClickFacts = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};
const anchor = (href: string, more: Partial<AnchorFacts> = {}): AnchorFacts => ({
  hrefAttribute: href,
  targetAttribute: null,
  hasDownload: false,
  resolved: new URL(href, current),
  ...more,
});

describe('isRoutedLink', () => {
  it("agrees with Link: internal URLs (core's isInternalUrl) in the same browsing context, but not bare anchors", () => {
    expect(isRoutedLink('/docs/', undefined)).toBe(true);
    expect(isRoutedLink('cli/', undefined)).toBe(true);
    expect(isRoutedLink('/docs/?q=1#a', '_self')).toBe(true);
    expect(isRoutedLink('https://github.com', undefined)).toBe(false);
    expect(isRoutedLink('mailto:a@b.c', undefined)).toBe(false);
    expect(isRoutedLink('pathname:///api/', undefined)).toBe(false);
    expect(isRoutedLink('//example.com/', undefined)).toBe(false);
    expect(isRoutedLink('#top', undefined)).toBe(false);
    expect(isRoutedLink('/tests/', '_top')).toBe(false);
    expect(isRoutedLink('/docs/', '_blank')).toBe(false);
    expect(isRoutedLink('', undefined)).toBe(false);
    expect(isRoutedLink(undefined, undefined)).toBe(false);
  });
});

describe('routedNavigation', () => {
  it('routes a plain main-button click on a link into this site, with path, query and hash', () => {
    expect(routedNavigation(plainClick, anchor('/docs/cli/?x=1#build'), current)).toEqual({
      path: '/docs/cli/?x=1#build',
      replace: false,
    });
    // Relative links resolve against the page, as react-router resolves them against its location.
    expect(routedNavigation(plainClick, anchor('../deployment/'), current)).toEqual({
      path: '/docs/deployment/',
      replace: false,
    });
  });

  it('replaces rather than pushes when the link leads to the page being shown, as react-router does', () => {
    expect(routedNavigation(plainClick, anchor('/docs/installation/'), current)).toEqual({
      path: '/docs/installation/',
      replace: true,
    });
  });

  it('leaves to the browser what react-router leaves to it', () => {
    expect(routedNavigation({...plainClick, defaultPrevented: true}, anchor('/docs/'), current)).toBeUndefined();
    expect(routedNavigation({...plainClick, button: 1}, anchor('/docs/'), current)).toBeUndefined();
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(routedNavigation({...plainClick, [key]: true}, anchor('/docs/'), current)).toBeUndefined();
    }
    expect(routedNavigation(plainClick, anchor('/docs/', {targetAttribute: '_blank'}), current)).toBeUndefined();
    expect(routedNavigation(plainClick, anchor('/tests/', {targetAttribute: '_top'}), current)).toBeUndefined();
    expect(routedNavigation(plainClick, anchor('/docs/', {hasDownload: true}), current)).toBeUndefined();
    expect(routedNavigation(plainClick, anchor('#top'), current)).toBeUndefined();
    expect(routedNavigation(plainClick, anchor('https://github.com/'), current)).toBeUndefined();
    expect(routedNavigation(plainClick, {...anchor('/docs/'), hrefAttribute: null}, current)).toBeUndefined();
  });

  it('routes a same-page target with _self like no target', () => {
    expect(routedNavigation(plainClick, anchor('/blog/', {targetAttribute: '_self'}), current)?.path).toBe('/blog/');
  });
});
