import type {SidebarConfig} from './types';

/** The `api` sidebar: reference pages. It lands on the CLI page, so `cli` stays first. */
export const apiSidebar: SidebarConfig = [
  'cli',
  'docusaurus-core',
  'api/docusaurus-config',
  {
    type: 'category',
    label: 'Plugins',
    link: {type: 'doc', id: 'api/plugins/overview'},
    items: [
      'api/plugins/plugin-content-docs',
      'api/plugins/plugin-content-blog',
      'api/plugins/plugin-content-pages',
      'api/plugins/plugin-client-redirects',
      'api/plugins/plugin-debug',
      'api/plugins/plugin-google-analytics',
      'api/plugins/plugin-google-gtag',
      'api/plugins/plugin-google-tag-manager',
      'api/plugins/plugin-ideal-image',
      'api/plugins/plugin-pwa',
      // Since 3.6: not in the 3.5.2 sidebars, which scripts/sync-versioned-sidebars.mjs derives without it.
      'api/plugins/plugin-rsdoctor',
      'api/plugins/plugin-sitemap',
      // Canary only (3.7).
      'api/plugins/plugin-svgr',
      'api/plugins/plugin-vercel-analytics',
    ],
  },
  {
    type: 'category',
    label: 'Themes',
    link: {type: 'doc', id: 'api/themes/overview'},
    items: [
      'api/themes/theme-configuration',
      'api/themes/theme-classic',
      'api/themes/theme-live-codeblock',
      'api/themes/theme-mermaid',
      'api/themes/theme-search-algolia',
    ],
  },
  {
    type: 'category',
    label: 'Plugin method references',
    link: {type: 'doc', id: 'api/plugin-methods/overview'},
    items: [
      'api/plugin-methods/lifecycle-apis',
      'api/plugin-methods/extend-infrastructure',
      'api/plugin-methods/i18n-lifecycles',
      'api/plugin-methods/static-methods',
    ],
  },
  {
    type: 'category',
    label: 'Miscellaneous',
    items: [
      'api/misc/create-docusaurus',
      'api/misc/logger',
      {
        type: 'category',
        label: 'ESLint plugin',
        link: {type: 'doc', id: 'api/misc/eslint-plugin/index'},
        items: [
          'api/misc/eslint-plugin/no-html-links',
          'api/misc/eslint-plugin/no-untranslated-text',
          'api/misc/eslint-plugin/prefer-docusaurus-heading',
          'api/misc/eslint-plugin/string-literal-i18n-messages',
        ],
      },
    ],
  },
];
