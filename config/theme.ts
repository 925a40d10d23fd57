import {themes as prismThemes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {Footer, Navbar} from '@docusaurus/theme-common';
import {navbar as siteNavbar} from './navbar';
import {footer as siteFooter} from './footer';
import {announcementId} from './site';
import {latestRelease} from './releases.mjs';
import {accessiblePrismTheme, highlightedLineShade} from './prismContrast';
import {hostedSearchConfig} from '../src/plugins/search/hosted';

/** Set only with ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME: the preset then adds hosted DocSearch. */
const algolia = hostedSearchConfig();

/**
 * Code highlighting. Also read at build time by src/plugins/code-highlight, which
 * tokenises fenced code blocks with these languages and magic comments.
 */
export const prismConfig = {
  theme: accessiblePrismTheme(prismThemes.github, highlightedLineShade.light),
  darkTheme: accessiblePrismTheme(prismThemes.dracula, highlightedLineShade.dark),
  additionalLanguages: ['bash', 'diff', 'json', 'yaml'],
  // The theme's default entry first (metastring ranges use the first class),
  // then the diff comments that docs/markdown-features/code-blocks.mdx shows
  // live; their colours are in src/css/custom.css.
  magicComments: [
    {
      className: 'theme-code-block-highlighted-line',
      line: 'highlight-next-line',
      block: {start: 'highlight-start', end: 'highlight-end'},
    },
    {
      className: 'code-line-added',
      line: 'diff-add-next-line',
      block: {start: 'diff-add-start', end: 'diff-add-end'},
    },
    {
      className: 'code-line-removed',
      line: 'diff-remove-next-line',
      block: {start: 'diff-remove-start', end: 'diff-remove-end'},
    },
  ],
};

/**
 * The theme config of a site with this navbar and footer: the main site and its test
 * area's site (tests-area/docusaurus.config.ts) differ only there.
 */
export const themeConfigWith = ({navbar, footer}: {navbar: Navbar; footer: Footer}) =>
  ({
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'docusaurus, documentation, static site generator, react, mdx'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: announcementId,
      content: `Docusaurus ${latestRelease.minor} is out: <a href="${latestRelease.blogPath}">read what it brings</a>.`,
      backgroundColor: '#205d3b',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: prismConfig,
    liveCodeBlock: {playgroundPosition: 'bottom'},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    ...(algolia ? {algolia} : {}),
  }) satisfies ThemeConfig & Record<string, unknown>;

/** The main site's theme config. */
export const themeConfig = themeConfigWith({navbar: siteNavbar, footer: siteFooter});
