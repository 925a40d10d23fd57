import {describe, expect, it} from 'vitest';
import type {Footer} from '@docusaurus/theme-common';
import {footer as siteFooter, footerWith} from '@site/config/footer';
import {crossSiteLink} from '@site/config/crossSite.mjs';
import {footerKeepable} from '../keepable';

const columns = (items: Record<string, unknown>[]): Footer => ({style: 'dark', links: [{title: 'Links', items}]});

describe('footerKeepable', () => {
  it("keeps the site's footer and the test area's, whose links cross with a target", () => {
    expect(footerKeepable(siteFooter)).toBe(true);
    expect(footerKeepable(footerWith(crossSiteLink, '/'))).toBe(true);
  });

  it('keeps routes, internal and external hrefs, in columns or a simple footer', () => {
    expect(
      footerKeepable(
        columns([
          {label: 'Docs', to: '/docs/'},
          {label: 'GitHub', href: 'https://github.com'},
        ]),
      ),
    ).toBe(true);
    expect(footerKeepable({style: 'light', links: [{label: 'Blog', href: '/blog/'}], copyright: 'Meta'})).toBe(true);
  });

  it('hydrates a footer with a pathname:// link or a link in raw HTML, which Link would not route', () => {
    expect(footerKeepable(columns([{label: 'API', href: 'pathname:///api/'}]))).toBe(false);
    expect(footerKeepable({...columns([]), logo: {src: 'a.svg', href: 'pathname:///'}})).toBe(false);
    expect(footerKeepable(columns([{html: '<a href="/docs/">Docs</a>'}]))).toBe(false);
    expect(footerKeepable({...columns([]), copyright: 'Built with <a href="/docs/">Docusaurus</a>'})).toBe(false);
  });

  it('has nothing to keep without a footer', () => {
    expect(footerKeepable(undefined)).toBe(false);
  });
});
