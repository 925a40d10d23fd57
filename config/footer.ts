import type {Footer} from '@docusaurus/theme-common';
import {repoUrl} from './site';
import type {crossSiteLink} from './crossSite.mjs';

/** How a footer item links to a page of the main site: a route of this site, or a link to the other site. */
type PageLink = (path: string) => {to: string} | ReturnType<typeof crossSiteLink>;

/**
 * The footer of a site whose links to the main site's pages are made by `pageLink`
 * and whose logo leads to `logoHref` (a logo link goes through the site's base URL).
 * The main site's are routes; the test area's (tests-area/docusaurus.config.ts) cross to it.
 */
export const footerWith = (pageLink: PageLink, logoHref: string): Footer => ({
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', ...pageLink('/docs/')},
        {label: 'Installation', ...pageLink('/docs/installation/')},
        {label: 'CLI reference', ...pageLink('/docs/cli/')},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Getting help', ...pageLink('/community/support/')},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'X', href: 'https://x.com/docusaurus'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', ...pageLink('/blog/')},
        {label: 'Changelog', ...pageLink('/changelog/')},
        {label: 'All versions', ...pageLink('/versions/')},
        {label: 'GitHub', href: repoUrl},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {label: 'Cookie policy', href: 'https://opensource.fb.com/legal/cookie-policy/'},
      ],
    },
  ],
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo.svg',
    href: logoHref,
    width: 48,
    height: 48,
  },
  copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. This site is built with Docusaurus.`,
});

export const footer = footerWith((to) => ({to}), '/');
