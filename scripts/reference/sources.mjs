// The reference sources: which schema of which @docusaurus/* package each
// table of the API reference shows (src/data/reference/README.md).

/**
 * What to read for one reference source. `kind` says how to get its schema: an
 * exported schema (`exportName`), the schema a plugin's `validateOptions` hands
 * to `validate`, or the one a front matter validator (`exportName`) passes on.
 * @typedef {object} SourceSpec
 * @property {string} id
 * @property {string} pkg Package folder under `@docusaurus/`.
 * @property {string} module Module file inside the package.
 * @property {'export' | 'options' | 'frontMatter'} kind
 * @property {string} [exportName]
 * @property {{file: string, interfaceName: string}} [typedUnknownKeys] Keys accepted through `.unknown()` that the package's types name.
 * @property {number} [depth] How deep nested keys are listed (default MAX_DEPTH).
 * @property {boolean} [arrayItems] List the keys of objects inside arrays too.
 * @property {{path: string, idPrefix: string}} [variants] One more source per `type` variant of the items at `path`.
 */

/**
 * What to read, per reference source: package, module and how to get the schema.
 * @type {SourceSpec[]}
 */
export const SOURCES = [
  {id: 'config', pkg: 'core', module: 'lib/server/configValidation.js', kind: 'export', exportName: 'ConfigSchema'},
  {id: 'plugin-content-docs', pkg: 'plugin-content-docs', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-content-blog', pkg: 'plugin-content-blog', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-content-pages', pkg: 'plugin-content-pages', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-client-redirects', pkg: 'plugin-client-redirects', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-google-analytics', pkg: 'plugin-google-analytics', module: 'lib/index.js', kind: 'options'},
  {id: 'plugin-google-gtag', pkg: 'plugin-google-gtag', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-google-tag-manager', pkg: 'plugin-google-tag-manager', module: 'lib/index.js', kind: 'options'},
  {
    id: 'plugin-ideal-image',
    pkg: 'plugin-ideal-image',
    module: 'lib/index.js',
    kind: 'options',
    typedUnknownKeys: {file: 'src/plugin-ideal-image.d.ts', interfaceName: 'PluginOptions'},
  },
  {id: 'plugin-pwa', pkg: 'plugin-pwa', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-sitemap', pkg: 'plugin-sitemap', module: 'lib/options.js', kind: 'options'},
  {id: 'plugin-vercel-analytics', pkg: 'plugin-vercel-analytics', module: 'lib/index.js', kind: 'options'},
  {id: 'theme-classic', pkg: 'theme-classic', module: 'lib/options.js', kind: 'options'},
  {
    id: 'theme-config',
    pkg: 'theme-classic',
    module: 'lib/options.js',
    kind: 'export',
    exportName: 'ThemeConfigSchema',
    // Deep enough for `footer.links[].items[].href` and `prism.magicComments[].block.start`.
    depth: 4,
    arrayItems: true,
    // Each navbar item type gets its own table: `navbar-item-doc`, `navbar-item-dropdown`…
    variants: {path: 'navbar.items', idPrefix: 'navbar-item-'},
  },
  {
    id: 'docs-front-matter',
    pkg: 'plugin-content-docs',
    module: 'lib/frontMatter.js',
    kind: 'export',
    exportName: 'DocFrontMatterSchema',
  },
  {
    id: 'blog-front-matter',
    pkg: 'plugin-content-blog',
    module: 'lib/frontMatter.js',
    kind: 'frontMatter',
    exportName: 'validateBlogPostFrontMatter',
  },
  {
    id: 'pages-front-matter',
    pkg: 'plugin-content-pages',
    module: 'lib/frontMatter.js',
    kind: 'frontMatter',
    exportName: 'validatePageFrontMatter',
  },
  {
    id: 'theme-live-codeblock',
    pkg: 'theme-live-codeblock',
    module: 'lib/validateThemeConfig.js',
    kind: 'export',
    exportName: 'Schema',
  },
  {
    id: 'theme-mermaid',
    pkg: 'theme-mermaid',
    module: 'lib/validateThemeConfig.js',
    kind: 'export',
    exportName: 'Schema',
  },
  {
    id: 'theme-search-algolia',
    pkg: 'theme-search-algolia',
    module: 'lib/validateThemeConfig.js',
    kind: 'export',
    exportName: 'Schema',
  },
];
