import type {Config} from '@docusaurus/types';
import {baseUrl, siteUrl} from './config/site';
import {themeConfig} from './config/theme';
import {plugins, presetOptions, themes} from './config/plugins';
import {clientModules, isDeployPreview} from './config/clientModules';

/**
 * The bench builds the site once with Docusaurus Faster and once with the
 * webpack path; nothing else should set this variable.
 */
const useFaster = process.env.DOCUSAURUS_BENCH_WEBPACK !== 'true';

const config: Config = {
  title: 'Docusaurus',
  tagline: 'Ship a documentation website you can be proud of, and keep it easy to maintain.',
  favicon: 'img/favicon.ico',
  url: siteUrl,
  baseUrl,
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
    experimental_storage: {type: 'localStorage', namespace: true},
  },

  customFields: {
    // Deploy previews set this to log route changes (src/clientModules/routeLogger).
    isDeployPreview: isDeployPreview(process.env),
  },

  markdown: {mermaid: true, format: 'detect'},

  clientModules: clientModules(process.env),

  presets: [['classic', presetOptions]],
  plugins,
  themes,
  themeConfig,
};

export default config;
