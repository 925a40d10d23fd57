/**
 * What the site and its test area share. The test area (tests-area/) is built as a
 * site of its own under /tests/ (tests-area/docusaurus.config.ts), so that its ~100
 * routes stay out of the route data every reader of the site downloads. Both configs
 * take from here everything that makes a page look and behave the same: site facts,
 * Markdown options and extensions, client modules, the theme config but the navbar,
 * and the plugins that shape every page's HTML.
 */
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {normalizeUrl, simpleHash} from '@docusaurus/utils';
import {addTrailingSlash} from '@docusaurus/utils-common';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {baseUrl, siteUrl} from './site';
import {prismConfig} from './theme';
import {clientModules, isDeployPreview} from './clientModules';
import {docsVersionOptions} from './releases.mjs';
import announcementBarResetPlugin from '../src/plugins/announcement-bar-reset';
import urlFormsPlugin from '../src/plugins/url-forms';
import sourceMapsPlugin from '../src/plugins/source-maps';
import codeHighlightPlugin from '../src/plugins/code-highlight';
import remarkCodeHighlight from '../src/plugins/code-highlight/remark';

/**
 * The bench builds the site once with Docusaurus Faster and once with the
 * webpack path; nothing else should set this variable.
 */
const useFaster = process.env.DOCUSAURUS_BENCH_WEBPACK !== 'true';

/**
 * The suffix of our storage keys. Docusaurus derives it from `url` and `baseUrl`
 * when `namespace` is `true`; both sites use the main site's, so a reader's colour
 * mode and dismissed announcement follow them into /tests/ and back, and the keys
 * readers already hold stay what they were (config/__tests__/shared.test.ts).
 */
export const storageNamespace = simpleHash(addTrailingSlash(normalizeUrl([siteUrl, baseUrl])), 3);

/**
 * The version names of every docs instance of both sites, by plugin id. Each site's
 * global data holds its own instances only, yet both share the storage keys above:
 * src/clientModules/storageValidation reads this list too, so that neither site drops
 * the preferred docs version a reader chose on the other as a value of no instance.
 */
export const docsVersionsOfBothSites: Record<string, readonly string[]> = {
  default: Object.keys(docsVersionOptions),
  community: ['current'],
  'docs-tests': ['current'],
};

/**
 * Markdown extensions every content instance shares, so math renders anywhere.
 * KaTeX emits MathML only: browsers draw it natively, so no KaTeX stylesheet or
 * fonts are needed. The default HTML output needs katex.min.css, and Docusaurus
 * merges every imported stylesheet into the one global CSS file, which cost every
 * page about 90 KB gzip of inlined fonts (measured with `npm run bench`).
 * Fenced code blocks get their Prism tokens at build time (src/plugins/code-highlight).
 */
export const markdownPlugins = {
  remarkPlugins: [remarkMath, [remarkCodeHighlight, prismConfig]],
  rehypePlugins: [[rehypeKatex, {output: 'mathml'}]],
};

/** The site options both configs share; each adds its `baseUrl`, content, plugins and navbar. */
export const sharedSiteOptions = {
  title: 'Docusaurus',
  tagline: 'Ship a documentation website you can be proud of, and keep it easy to maintain.',
  favicon: 'img/favicon.ico',
  url: siteUrl,
  trailingSlash: true,
  organizationName: 'facebook',
  projectName: 'docusaurus',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory'}},
  },

  future: {
    experimental_faster: useFaster,
    // Suffix our storage keys so sites sharing an origin (previews, localhost) do not collide.
    experimental_storage: {type: 'localStorage', namespace: storageNamespace},
  },

  customFields: {
    // Deploy previews set this to log route changes (src/clientModules/routeLogger).
    isDeployPreview: isDeployPreview(process.env),
    docsVersions: docsVersionsOfBothSites,
  },

  markdown: {mermaid: true, format: 'detect'},

  clientModules: clientModules(process.env),
} satisfies Partial<Config>;

/** The classic preset's theme options (its stylesheet), for both sites. */
export const presetThemeOptions = {customCss: './src/css/custom.css'};

/** Both sites' sitemap options (the test area's also leaves out its crash page). */
export const sitemapOptions = {lastmod: 'date', changefreq: null, priority: null} satisfies Preset.Options['sitemap'];

/** The themes both sites add to the classic one. */
export const sharedThemes: PluginConfig[] = ['@docusaurus/theme-live-codeblock', '@docusaurus/theme-mermaid'];

/**
 * Our plugins that shape every page's HTML or scripts, which both sites register
 * (the site's own list, config/plugins.ts, places each where its order matters).
 */
export const sharedPlugins = {
  // After the classic theme (preset plugins load first), so its inline script runs after the theme's.
  announcementBarReset: announcementBarResetPlugin,
  // `/page/index.html` served as a file by a plain static host shows and hydrates as /page/ (src/plugins/url-forms).
  urlForms: urlFormsPlugin,
  // Hidden source maps for measurement builds only (BUILD_SOURCE_MAPS=true; scripts/bench/attribution.mjs).
  sourceMaps: sourceMapsPlugin,
  // Code blocks arrive highlighted (remarkCodeHighlight above), so Prism leaves every page's main.js.
  codeHighlight: codeHighlightPlugin,
} satisfies Record<string, PluginConfig>;
