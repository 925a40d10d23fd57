import type {Footer} from '@docusaurus/theme-common';
import {repoUrl} from './site';

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs/'},
        {label: 'Installation', to: '/docs/installation/'},
        {label: 'CLI reference', to: '/docs/cli/'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Getting help', to: '/community/support/'},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'X', href: 'https://x.com/docusaurus'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Changelog', to: '/changelog/'},
        {label: 'All versions', to: '/versions/'},
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
    href: '/',
    width: 48,
    height: 48,
  },
  copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. This site is built with Docusaurus.`,
};
