/**
 * The test area's own site, served under /tests/ (see ./README.md). `npm run build`
 * builds it after the main site into build/tests/ (scripts/build/run.mjs), so its
 * ~100 routes stay out of the route data that every reader of the main site loads.
 * The site directory stays the repository root, so src/theme, src/css and the client
 * modules apply as on the main site; everything else both share is config/shared.ts.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {testsBaseUrl, crossSiteLink} from '../config/crossSite.mjs';
import {themeConfigWith} from '../config/theme';
import {footerWith} from '../config/footer';
import {fromExtensions} from '../config/redirects';
import {
  markdownPlugins,
  presetThemeOptions,
  sharedPlugins,
  sharedSiteOptions,
  sharedThemes,
  sitemapOptions,
} from '../config/shared';
import {crashTestPath, testsAreaPlugins, testsNavbar} from './index';

const presetOptions: Preset.Options = {
  // The test area's content instances are its own (testsAreaPlugins), with ids and paths of their own.
  docs: false,
  blog: false,
  pages: false,
  theme: presetThemeOptions,
  // Its own debug pages (/tests/__docusaurus/debug/), as the main site has: the routes,
  // content and global data of the test area's instances are only there.
  debug: true,
  sitemap: {
    ...sitemapOptions,
    // A fixture that crashes on purpose to show the theme's error page: nothing to offer a search engine.
    ignorePatterns: [crashTestPath],
  },
};

// As on the main site: old `.html` links reach the page on any static host (config/redirects.ts).
const clientRedirects: ClientRedirectsOptions = {redirects: [], fromExtensions};

const config: Config = {
  ...sharedSiteOptions,
  baseUrl: testsBaseUrl,
  presets: [['classic', presetOptions]],
  plugins: [
    ...testsAreaPlugins(markdownPlugins),
    ['@docusaurus/plugin-client-redirects', clientRedirects],
    sharedPlugins.announcementBarReset,
    sharedPlugins.urlForms,
    sharedPlugins.sourceMaps,
    sharedPlugins.codeHighlight,
  ],
  themes: sharedThemes,
  themeConfig: themeConfigWith({navbar: testsNavbar, footer: footerWith(crossSiteLink, '/pages/')}),
};

export default config;
