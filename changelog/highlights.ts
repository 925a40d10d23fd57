/**
 * Highlights written for this site, shown on the pages of notable releases next
 * to the facts read from the registry. Each point summarises in our own words
 * what the framework's changelog lists for that version; keep them short and
 * verifiable (option and package names are exact).
 */
export const highlights: Readonly<Record<string, readonly string[]>> = {
  '3.6.1': [
    'Follow-up fixes for the 3.6 bundler work: static assets are no longer passed through the minimizer, and the peer dependency declarations of `@docusaurus/faster` and `@docusaurus/types` were corrected.',
  ],
  '3.6.0': [
    'Introduces Docusaurus Faster: opt-in flags under `future.experimental_faster` swap in Rspack as the bundler (`rspackBundler`), SWC for JavaScript transpiling and minifying (`swcJsLoader`, `swcJsMinimizer`) and HTML minifying (`swcHtmlMinimizer`), Lightning CSS for CSS minifying (`lightningCssMinimizer`), and share MDX compilation between client and server builds (`mdxCrossCompilerCache`).',
    'The bundler setup moves to `@docusaurus/bundler`, the Babel setup to `@docusaurus/babel`, and the faster tools ship in the opt-in `@docusaurus/faster` package.',
    'The Mermaid theme supports Mermaid 11, blog posts accept a `title_meta` front matter field for the SEO title, and `build`/`deploy` accept `--locale` more than once.',
  ],
  '3.5.2': [
    'Restores `useContextualSearchFilters` as a public theme API for compatibility, and makes MDX imported from anywhere resolve the site’s own React.',
  ],
  '3.5.1': ['Fixes an import error in the Algolia search theme that 3.5.0 introduced.'],
  '3.5.0': [
    'The blog gains authors pages, listing every author and the posts of each one.',
    'New blog options: `onUntruncatedBlogPosts` to report posts without a truncate marker, and XSLT styling for the RSS and Atom feeds.',
    'Blog sidebar entries can be grouped by year (`themeConfig.blog.sidebar.groupByYear`), MDX accepts recma plugins, and a plugin can disable itself by returning `null`.',
  ],
  '3.4.0': [
    'Docs and blog can validate tags against a predefined `tags.yml` list.',
    'Two experimental site options arrive: a hash router for sites browsed offline (`future.experimental_router`) and namespaced browser storage keys (`future.experimental_storage`).',
  ],
  '3.3.2': [
    'Published the same day as 3.3.0 and 3.3.1 (the framework’s changelog lists 3.3.1 as a failed release); it stops recreating the React root during hot reloads.',
  ],
  '3.3.1': ['The framework’s changelog lists 3.3.1 as a failed release; 3.3.2 followed on the same day.'],
  '3.3.0': [
    'The sitemap plugin gains a `createSitemapItems` hook, and `markdown.anchors.maintainCase` keeps the case of generated heading anchors.',
    '`docusaurus deploy` accepts `--target-dir`, plugins can pass props to their routes, and pages show last-update information and edit links.',
  ],
  '3.2.1': ['Fixes a regression of 3.2.0 in the `configurePostCss` plugin lifecycle.'],
  '3.2.0': [
    'Sitemaps can include a `lastmod` date, and blog posts can show their last update time and author.',
    'Plugins get an `allContentLoaded` lifecycle, the blog gets `processBlogPosts` and `pageBasePath` options, and `@docusaurus/plugin-vercel-analytics` is new.',
    'The development server reloads only what changed, which makes large sites faster to work on.',
  ],
  '3.1.1': ['Fixes and speeds up the broken link checker introduced with 3.1.'],
  '3.1.0': [
    'The broken link checker also detects broken anchors, configured with the new `onBrokenAnchors` option.',
    'Markdown processing gains `markdown.parseFrontMatter` and `markdown.remarkRehypeOptions`, and the dev server port can come from an environment variable.',
  ],
  '3.0.1': [
    'Accepts the admonition title and quoting syntax of Docusaurus 2 again, easing upgrades, and upgrades the code highlighting library.',
  ],
  '3.0.0': [
    'The first stable Docusaurus 3: content is compiled with MDX 3, React 18 is required and Node.js 18 is the minimum.',
    'Configuration files can be written in TypeScript or as ES modules, and the new `@docusaurus/tsconfig` package provides a base TypeScript configuration.',
    'Markdown can be parsed as plain CommonMark with `markdown.format`, content can be `unlisted`, and the Mermaid theme moves to Mermaid 10.',
  ],
  '3.0.0-rc.1': [
    'The second release candidate of Docusaurus 3: the same content as rc.0, compiled with MDX 3 instead of MDX 2.',
  ],
  '3.0.0-rc.0': ['The first release candidate of Docusaurus 3, raising the Node.js requirement to 18.'],
  '3.0.0-alpha.0': [
    'The first prerelease of Docusaurus 3: it moves to React 18 and MDX 2 and introduces the `@docusaurus/tsconfig` package.',
  ],
  '2.4.3': ['A maintenance release of the 2.x line, fixing sidebar custom props and canonical URLs among others.'],
  '2.4.0': [
    'Generated category index pages show item descriptions, and a page can be loaded in a given color mode with `?docusaurus-theme=dark`.',
    'The theme respects `prefers-reduced-motion`, the npm2yarn plugin supports pnpm and custom converters, and the gtag plugin accepts several tracking ids.',
  ],
  '2.3.0': [
    'The blog gets a `createFeedItems` option to filter or transform feed entries, tabs can remember their selection in the query string, and `@docusaurus/plugin-google-tag-manager` is new.',
  ],
  '2.2.0': [
    'Mermaid diagrams in code blocks, with the new `@docusaurus/theme-mermaid` package.',
    'Sites can add tags to every page head with `headTags`, and client redirects keep the query string and hash.',
  ],
  '2.1.0': [
    '`<DocCardList>` works without an items prop on any doc page, and each docs version can be excluded from search engines with `noIndex`.',
  ],
  '2.0.1': [
    'The first stable Docusaurus 2 release in practice: it republishes 2.0.0, whose npm publish went wrong, as the framework’s changelog notes.',
  ],
  '2.0.0': [
    'Docusaurus 2 leaves prerelease. This publish was faulty; the framework’s changelog points users to 2.0.1.',
  ],
  '2.0.0-rc.1': ['The release candidate that preceded Docusaurus 2.0.'],
  '2.0.0-beta.21': [
    'Node.js 16.14 becomes the minimum, `docusaurus.config.cjs` is accepted as a configuration file name, and the sitemap file name can be customised.',
  ],
  '2.0.0-beta.19': [
    'Code blocks gain an extensible magic-comment system and a `showLineNumbers` option, and `@docusaurus/eslint-plugin` arrives to enforce framework conventions.',
  ],
  '2.0.0-beta.16': [
    'A new interactive `swizzle` command, docs breadcrumbs, and color mode that stays in sync across browser tabs.',
  ],
  '2.0.0-beta.15': [
    'Algolia contextual search becomes the default, and the theme hooks move from `@theme/hooks` to `@docusaurus/theme-common`.',
  ],
  '2.0.0-beta.10': [
    'Sidebar categories can link to a doc or to a generated index page, the site can use several static directories, and React error boundaries protect the layout.',
  ],
  '2.0.0-beta.9': [
    'Node.js 14 becomes the minimum, Node.js 17 is supported, and the dev server moves to webpack-dev-server 4.',
  ],
  '2.0.0-beta.0': [
    'Drops the alpha label: the framework’s changelog notes that this first beta brings no major feature and signals confidence that Docusaurus 2 is stable.',
  ],
  '2.0.0-alpha.75': ['Moves the build to webpack 5 and PostCSS 8.'],
  '2.0.0-alpha.73': ['Sidebars can be generated from the file system, so sites can work without front matter.'],
  '2.0.0-alpha.71': [
    'React 17 is supported and used by default, Node.js 12 becomes the minimum, headings accept custom ids, and right-to-left languages are supported.',
  ],
  '2.0.0-alpha.70': [
    'Internationalization support lands in core, with a locale dropdown navbar item; canary releases are automated.',
  ],
  '2.0.0-alpha.66': [
    'A blog sidebar, contextual Algolia search, and the npm2yarn remark plugin extracted into its own package.',
  ],
  '2.0.0-alpha.62': [
    'Debug pages, multiple instances of the docs and blog plugins, and an experimental Bootstrap theme.',
  ],
  '2.0.0-alpha.59': [
    'DocSearch v3, broken link detection at build time, the PWA plugin, and an automated migration from Docusaurus 1.',
  ],
  '2.0.0-alpha.58': ['The client redirects plugin and a first debug dashboard.'],
  '2.0.0-alpha.37': ['Docs versioning arrives, and Node.js 8.10 becomes the minimum.'],
  '2.0.0-alpha.19': [
    'Plugins are defined as functions instead of classes, client modules are introduced, and Infima styles are pinned to known versions.',
  ],
};
