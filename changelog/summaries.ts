/**
 * What each release means for a site owner, written for this site (never copied
 * from the framework's changelog). One entry per changelog entry, 40 to 150 words:
 * breaking changes first with what to do, then notable features with a link to
 * the doc page that covers them. Links point to pages of the current docs only.
 */
export const summaries: Readonly<Record<string, string>> = {
  '3.6.1':
    'A follow-up released four days after 3.6.0. JavaScript and CSS files copied from `static/` are no longer run through the minimizer, which had been happening since 3.4.0, and peer dependencies are fixed: `@docusaurus/bundler` accepts any version of the optional `@docusaurus/faster` instead of only 3.5.2, and `@docusaurus/faster`, `@docusaurus/utils` and `@docusaurus/utils-common` no longer list `@docusaurus/types` as a peer, so your package manager stops warning about them. One check is stricter: with `future.experimental_faster.swcJsLoader` on, any `webpack.jsLoader` value now stops the build with an error asking you to keep one of the two (3.6.0 refused only a function).',
  '3.6.0':
    'The release that brings Docusaurus Faster. Install `@docusaurus/faster` and turn on the flags under `future.experimental_faster` to build with Rspack instead of webpack, transpile and minify JavaScript with SWC, minify CSS with Lightning CSS and share MDX compilation between the client and server builds. Nothing breaks when you leave the flags off. Mermaid 11 diagrams now render (see [diagrams](/docs/markdown-features/diagrams/)), blog posts accept `title_meta` for a separate SEO title, `build` and `deploy` take several `--locale` options, and a new Rsdoctor plugin analyzes your bundles.',
  '3.5.2':
    'A patch for 3.5. `useContextualSearchFilters`, which 3.5.0 had dropped from the public API of `@docusaurus/theme-common`, is exported again, so a swizzled or third-party search bar that imports it builds once more. The bundler now always points `react` and `react-dom` to the copy your site depends on, so MDX files imported from anywhere, even outside the site folder, work. The init templates get a cleaner blog setup, and blog author names no longer clip the descenders of letters such as g and y. Upgrade from 3.5.0 or 3.5.1 without any change.',
  '3.5.1':
    'A same-day fix for 3.5.0. The contextual search hook of `@docusaurus/theme-search-algolia` imported `useDocusaurusContext` from an internal file of `@docusaurus/core`; it now uses the public `@docusaurus/useDocusaurusContext` module. The blog plugin also pins its `cheerio` dependency to 1.0.0-rc.12 instead of a caret range. If your 3.5.0 build broke with an error from the Algolia search theme, upgrade to 3.5.1; there is nothing to migrate.',
  '3.5.0':
    'A feature release for blogs. The blog gets authors pages listing every author and their posts, social icons in author headers, warnings for duplicate or inline authors, an `onUntruncatedBlogPosts` option that reports posts without a truncate marker, and XSLT styles so your RSS and Atom feeds render nicely in a browser. You can group the blog sidebar by year with `themeConfig.blog.sidebar.groupByYear`. Beyond the blog, MDX accepts recma plugins and a plugin can disable itself by returning `null`. See the [blog guide](/docs/blog/) for the new options; nothing needs migrating.',
  '3.4.0':
    'Tags can now be controlled: give the docs or blog plugin a `tags.yml` file and decide with `onInlineTags` what happens when a page uses a tag missing from the list. Two experimental site options arrive: a hash router (`future.experimental_router`) for sites browsed offline from the file system, and namespaced storage keys (`future.experimental_storage`) for several sites on one domain. Markdown links now resolve through Remark and survive hot reload, `docusaurus serve` handles trailing slashes for assets, and Bulgarian and Turkmen theme translations ship. Read the [blog guide](/docs/blog/) for tags files.',
  '3.3.2':
    'The last release of the 3.3 line, published the same day as 3.3.0 and the failed 3.3.1. It stops re-creating the React root on every hot reload, which removes a React warning in development. Move to 3.3.2 directly if you are on 3.2; it carries all of 3.3.0 and there is nothing extra to change in your site.',
  '3.3.1':
    'The framework’s changelog records 3.3.1 as a failed release: its publication went wrong and 3.3.2 followed on the same day. Do not pin this version. If your lock file resolved to it, upgrade to 3.3.2, which contains everything 3.3.0 introduced plus a fix for hot reloading.',
  '3.3.0':
    'Plugins get a simpler API: a plugin can pass `props` to its routes, and the sitemap plugin gains a `createSitemapItems` hook to filter or change entries. `markdown.anchors.maintainCase` keeps the case of generated heading anchors, `docusaurus deploy` accepts `--target-dir`, and pages built from Markdown can show last-update data and an edit link like docs. Fixes cover `serve` redirects under a base URL, Tabs props and React 18.3 warnings. Nothing breaks; see the [sitemap and SEO guide](/docs/seo/) for the new hook.',
  '3.2.1':
    'A quick fix for 3.2.0, whose `docusaurus build` applied the `configurePostCss` lifecycle of plugins to the server bundle only, so the CSS shipped to browsers missed those PostCSS changes (`docusaurus start` was not affected). If a plugin adds PostCSS processing to your site, for example Tailwind set up in a local plugin, and your built site lost styles, upgrade; there is nothing to change in your configuration.',
  '3.2.0':
    'Faster development and fresher metadata. Editing a file in `docusaurus start` now reloads only what changed, and git dates are read asynchronously. Sitemaps can carry a `lastmod` date, and blog posts can show their last update like docs. Plugin authors get an `allContentLoaded` lifecycle; the blog adds `processBlogPosts` and `pageBasePath` options; `@docusaurus/plugin-vercel-analytics` is new; `create-docusaurus` and `swizzle` ask for JavaScript or TypeScript when you pass no flag. The table of contents also lists headings of imported partials. See the [SEO guide](/docs/seo/); nothing needs migrating.',
  '3.1.1':
    'A patch for the link checker that 3.1.0 extended to anchors. The checker runs faster, its optimized code path now gives the same answers as the unoptimized one, links with `target="_blank"` are no longer checked, and several false broken-anchor reports are fixed. If 3.1.0 flagged anchors that exist on your pages, upgrade before you turn warnings off. `mdx-code-block` also accepts spaces before its info string.',
  '3.1.0':
    'Broken anchors are now detected: the link checker reports links to `#heading` ids that do not exist, controlled by the new `onBrokenAnchors` option (it warns by default). You can also pass your own front matter parser with `markdown.parseFrontMatter`, set `markdown.remarkRehypeOptions`, and choose the dev server port with the `PORT` environment variable. Code block magic comments support more languages. After upgrading, run a build and fix the anchors it reports; see [links](/docs/markdown-features/links/) for how anchors are generated.',
  '3.0.1':
    'Compatibility fixes for sites fresh off 3.0.0. Admonitions written with the Docusaurus 2 title syntax, including nested and quoted ones, work again, so you can upgrade content gradually. HTML script and style tags are highlighted correctly after a prism-react-renderer update, sidebar items of type `html` stay visible, and Firefox gets a fix for a CSS `:has()` problem. The debug plugin moves to a maintained JSON viewer. Upgrade from 3.0.0 with no changes.',
  '3.0.0':
    'The major version. Breaking: Node.js 18 and React 18 are required, Markdown is compiled by MDX v3, which is stricter than MDX 1, so content that used to compile can now fail; TypeScript users need version 5 and can extend the new `@docusaurus/tsconfig`; prism-react-renderer 2 changes theme imports; versioned sidebars lose their legacy id prefix. Follow the [upgrade guide](/docs/migration/v3/), set `markdown.format` to keep CommonMark files out of MDX, and fix what the build reports. In return you get TypeScript and ES module config files, `unlisted` content, Mermaid 10, Bun support in `create-docusaurus` and a limit option for blog feeds.',
  '2.4.3':
    'The last Docusaurus 2 fix release, published the same day as 2.4.2, which the changelog records as a bad npm publish. Docs sidebar items generated from your files keep their `customProps`, blog posts get description and keywords microdata, the canonical URL no longer changes after hydration when a page is reached with or without a trailing slash, and `ThemedComponent` renders when JavaScript is off. If you stay on Docusaurus 2, use this version.',
  '2.4.2':
    'The framework’s changelog records 2.4.2 as a bad publish and points to 2.4.3, released the same day. Do not install or pin 2.4.2; upgrade straight to 2.4.3, which holds the fixes intended for this version. There are no changes to describe and nothing to migrate.',
  '2.4.1':
    'Fixes for the reduced-motion support that 2.4.0 introduced: the collapsible docs sidebar and collapsible components behave again when your operating system asks for reduced motion. The theme also adds a `__` prefix to technical anchors so search crawlers skip them, the upgrade hint prints the right Yarn 2 command, and Markdown links with spaces resolve. Upgrade from 2.4.0 with no changes.',
  '2.4.0':
    'A small feature release. Autogenerated category index pages can show descriptions of the sidebar items they list, a page can be opened in a given color mode with `?docusaurus-theme=dark`, navbar and footer logo alt text is translatable, and the gtag plugin accepts several tracking ids for the move from Universal Analytics to GA4. The npm2yarn plugin converts to pnpm too, and the classic theme respects `prefers-reduced-motion`. See [tabs](/docs/markdown-features/tabs/) for the npm2yarn output; nothing breaks.',
  '2.3.1':
    'Fixes for the tabs refactor of 2.3.0: restoring the scroll position when you click a tab works, the storage helpers no longer fire so many storage events that the page loops forever, and a single tab item renders. The classic preset installs the right plugin when you configure `googleTagManager`, and MDX imports with Windows line endings are read correctly. Upgrade from 2.3.0 with nothing to change.',
  '2.3.0':
    'New site-building options. Tabs can store the selected tab in the URL query string and stay in sync with `groupId`, the blog gets a `createFeedItems` hook to filter or edit feed entries, and a new `@docusaurus/plugin-google-tag-manager` arrives while the old Google Analytics plugin is deprecated. The deploy command understands git `insteadOf` URLs, Algolia search can rewrite result paths, and nested admonitions work. Read [tabs](/docs/markdown-features/tabs/) for query-string syncing; nothing breaks.',
  '2.2.0':
    'Diagrams arrive: install `@docusaurus/theme-mermaid`, enable `markdown.mermaid` and write `mermaid` code blocks, as the [diagrams guide](/docs/markdown-features/diagrams/) shows. You can also add tags to every page head with `headTags`, keep the query string and hash when client-side redirects fire, and pass `--config` to `swizzle`. Fixes cover keyboard navigation of the mobile menu, announcements of color mode switches and URL validation in the config. Nothing breaks.',
  '2.1.0':
    'The first feature release after 2.0. `<DocCardList>` now works without an `items` prop on any doc page, each docs version can be excluded from search engines with `noIndex`, and sidebar links can opt out of the base URL with `autoAddBaseUrl`. The sitemap skips every page marked `noindex`, and Ukrainian theme translations ship. Fixes include line numbers with wrapped code. See [sidebar items](/docs/sidebar/items/); nothing breaks.',
  '2.0.1':
    'The actual Docusaurus 2.0 stable release. The 2.0.0 packages were published incorrectly, and 2.0.1 followed the same day to fix that publish; it lists no changes of its own. If you upgrade from a beta or release candidate, target 2.0.1 or later and follow the [v2 migration notes](/docs/migration/v2/) if you come from Docusaurus 1.',
  '2.0.0':
    'The framework’s changelog records 2.0.0 as a bad npm publish and points to 2.0.1. The only change listed is that the CLI prints the Docusaurus and Node.js versions before exiting on an error. Do not pin 2.0.0; install 2.0.1, which is the real stable Docusaurus 2.',
  '2.0.0-rc.1':
    'The release candidate before 2.0. It reverts a deploy change that copied your local git config into the temporary repository, keeps theme type definitions out of JavaScript swizzles, fixes the layout height, moves to Infima alpha.42 for a link hover fix, and lets the sitemap finish when every page is `noindex`. The docs gain a page about release process and public API. Upgrade from beta.22 and test your deploy command.',
  '2.0.0-beta.22':
    'Breaking for swizzled components: theme icons move under `@theme/Icon/`, `BlogPostItem` and `DocItem` are split into smaller components, theme-common exposes separate public and internal entry points, and every admonition is now rendered by one JSX component. Re-swizzle what you copied and check the [swizzling guide](/docs/swizzling/). New: logos accept `className` and `style`, HTML minification can be turned off, the `i18n` folder and each locale’s translation folder can be renamed, live code blocks support `noInline`, docs accept `last_update` front matter, and the search modal is translatable.',
  '2.0.0-beta.21':
    'Breaking: Node.js 16.14 is now required, and the PWA plugin drops its `reloadPopup` option; swizzle the popup component instead if you customized it. New: `docusaurus.config.cjs` is found automatically, `docusaurus serve` opens your browser, `docusaurus start --no-minify` keeps output readable, the sitemap file name is configurable and search navbar items accept `className`. Fixes cover SEO titles, the gtag page title and nested task lists. Check your CI Node.js version before upgrading.',
  '2.0.0-beta.20':
    'A small fix release the day after beta.19: pages no longer flash while scrolling to the top when you refresh, the Docusaurus version is injected correctly during server rendering, and highlighted lines in code blocks with line numbers render properly. Upgrade from beta.19 with nothing to change.',
  '2.0.0-beta.19':
    'Breaking: sidebar options move under `themeConfig.docs.sidebar`, the deprecated `routesLoaded` lifecycle is removed, client modules get a new lifecycle API, and the code line highlight color comes from a CSS variable. Move your config keys and update client modules before upgrading. New: a magic comment system for highlighting, `showLineNumbers` in [code blocks](/docs/markdown-features/code-blocks/), a wrap toggle, draft docs left out of production, an ESLint plugin, HTML navbar items and sitemap `ignorePatterns`.',
  '2.0.0-beta.18':
    'Breaking for swizzled theme components: the navbar, color mode toggle, MDX components and page metadata are split into smaller parts (the footer too, listed as polish), and an autogenerated category now falls back to its linked doc’s metadata. Re-swizzle what you customized. New: external images load lazily, `useRouteContext` and an HTML class name provider help page-specific styling, plugin lifecycles may return relative paths, breadcrumbs get SEO microdata and `_category_.json` accepts custom props. See [swizzling](/docs/swizzling/).',
  '2.0.0-beta.17':
    'Breaking: the color mode switch becomes a button and the `switchConfig` option is removed; delete it from your theme config and restyle the toggle if you customized it. New: blog authors may have an email. Fixes cover docs search metadata, breadcrumbs with a base URL, sorting of autogenerated sidebars by file name and the broken link check with query strings.',
  '2.0.0-beta.16':
    'Breaking: DocSearch moves to its v3 stable release, MDX exports a flat table of contents, deprecated webpack helpers are removed and the router exports fewer members. Check custom TOC components and any import from `@docusaurus/router`. New: a guided `docusaurus swizzle` with safety levels (see [swizzling](/docs/swizzling/)), docs breadcrumbs, HTML sidebar items, color mode synced across browser tabs, blog dates inferred from git, custom props front matter and a `--package-manager` option for `create-docusaurus`.',
  '2.0.0-beta.15':
    'Breaking: Algolia contextual search is on by default, theme hooks move from `@theme/hooks` to `@docusaurus/theme-common`, and the sitemap `trailingSlash` option is removed. Update imports in swizzled components. New: config files and plugins may be async functions, `displayed_sidebar` front matter, a navbar item linking to a sidebar, auto-collapsing sibling categories, a standalone `CodeBlock`, blog feeds with tags and `htmlLang` per locale. See [sidebars](/docs/sidebar/).',
  '2.0.0-beta.14':
    'New without breaking changes. The footer accepts a simpler links syntax, an `Admonition` component can be used outside Markdown, tab headings take extra attributes, the blog can publish a JSON feed and plugins can adjust the webpack dev server. Logs from every package use one consistent format, and `create-docusaurus` explains install failures better. See [admonitions](/docs/markdown-features/admonitions/).',
  '2.0.0-beta.13':
    'The framework’s changelog notes that beta.13 is a good publish of the same code as beta.11, after beta.12 went out broken. There is nothing new in it; install beta.13 or later instead of beta.11 or beta.12, and read beta.11 and beta.10 for what actually changed.',
  '2.0.0-beta.12':
    'Recorded in the framework’s changelog as a bad npm publish; beta.13 replaced it the same day with the code of beta.11. Avoid installing or pinning beta.12, and move to beta.13 or later. No change is listed for this version, so there is nothing to migrate either.',
  '2.0.0-beta.11':
    'A one-fix release the day after beta.10: the Docusaurus packages list `@docusaurus/core` as a regular dependency again. Upgrade from beta.10 without changes. The same day saw beta.12, a bad publish, and beta.13, which republished this code, so install beta.13 or later.',
  '2.0.0-beta.10':
    'Breaking: blog post ids become unique per file, the deprecated docs `homePageId` option and its homepage metadata are gone, Google Analytics and gtag options move out of `themeConfig` into their plugins, and "Metadatas" becomes "Metadata" in type names. Move those options and update custom components. New: a sidebar category can link to a doc or a generated index page (see [sidebar items](/docs/sidebar/items/)), shorthand plugin names, several static folders, local templates for `create-docusaurus`, ascending blog order and error boundaries.',
  '2.0.0-beta.9':
    'Breaking: Node.js 14 is now required. Upgrade Node.js in your CI and hosting first. New: Node.js 17 support, webpack-dev-server 4, a `deploymentBranch` config field, logo width and height, external Algolia URLs opened with a full page load and Serbian Cyrillic translations. Fixes restore blog feeds and handle SIGTERM during builds.',
  '2.0.0-beta.8':
    'Breaking for custom search bars: `useSearchQuery` is refactored with stable callbacks, so swizzled Algolia components need updating. New: a `readingTime` option to customize the blog estimate, `write-heading-ids` options to keep casing and overwrite ids, and front matter to customize docs pagination. Fixes cover ideal images in development, number values in tabs and the hideable navbar on mobile.',
  '2.0.0-beta.7':
    'Breaking: the table of contents depth becomes configurable and its types change, tab selection keeps the page position, the unused Bootstrap theme is removed and the color toggle uses CSS modules. Remove any Bootstrap preset from your config and re-check swizzled TOC or Tabs components. New: `npm init docusaurus` and `yarn create docusaurus`, full post HTML in feeds, type-checked config in new sites, per-level sidebar class names and a configurable tags route. See [table of contents](/docs/markdown-features/toc/).',
  '2.0.0-beta.6':
    'A release without breaking changes. The blog gets an archive page, the mobile sidebar closes when you navigate back, docs versions accept a badge and class name, TabItem can carry its own label and default, and stable class names land on docs pages. Fixes follow the Infima alpha.32 update. See [versioning](/docs/versioning/) for the new version options.',
  '2.0.0-beta.5':
    'Breaking: docs get tags like the blog, and `useDocusaurusContext().isClient` is replaced by the `useIsBrowser()` hook; update components that read `isClient`. New: several authors per blog post with a global `authors.yml`, structured data for posts, a TypeScript init template, blog posts in dated folders, page-specific head metadata and MDX files importable from anywhere. See the [blog guide](/docs/blog/) for authors files.',
  '2.0.0-beta.4':
    'Breaking: files and folders starting with `_` are excluded from docs, blog and pages, the mobile layout is redesigned with the docs sidebar inside the main menu, and sidebar collapsing moves to `sidebarCollapsible` and `sidebarCollapsed` docs options. Rename any content file that starts with an underscore. New: a back-to-top button and docusaurus.new playgrounds. Admonitions also get a new design.',
  '2.0.0-beta.3':
    'A fix release with one addition: external footer links show an icon. Fixes restore the scroll position on back navigation, allow negative sidebar positions, make client redirects work with `trailingSlash: true`, keep the site root slash under a base URL, and make the sitemap follow the global trailing-slash setting.',
  '2.0.0-beta.2':
    'Breaking: the deprecated docs option `excludeNextVersionDocs` is removed; delete it from your docs plugin options. The docs version banner becomes configurable per version with the `banner` option, as the [versioning guide](/docs/versioning/) describes. Plugins now receive loaded content in `injectHtmlTags` and `configureWebpack`. Fixes make webpack persistent caching invalidate after swizzles and config changes, and stop announcement bar layout shifts.',
  '2.0.0-beta.1':
    'New options shape URLs and content. The `trailingSlash` site option arrives and the redirect and sitemap plugins follow it, docs accept `pagination_label`, front matter of docs and blog is validated against complete schemas, and plugins can be given as functions. External navbar links get an icon, and Bengali, Hebrew and Danish translations ship. Set `trailingSlash` to match your host and see [deployment](/docs/deployment/).',
  '2.0.0-beta.0':
    'The first beta of Docusaurus 2. It removes the alpha label rather than adding a major feature: Spanish theme translations, fixes for encoded Markdown image paths and a faster title parser are the changes listed. If you ran a late alpha, upgrade without migration work; if you come from Docusaurus 1, follow the [v2 migration guide](/docs/migration/v2/).',
  '2.0.0-alpha.75':
    'Breaking: Docusaurus moves to webpack 5 and PostCSS 8. Custom webpack configuration in plugins, loaders that only support webpack 4 and PostCSS plugins built for PostCSS 7 need updating or removing. Run a full build after upgrading and replace the plugins it rejects. Two sites join the showcase.',
  '2.0.0-alpha.74':
    'New: you can customize or wrap the default sidebar items generator, and the number prefix parser of autogenerated sidebars becomes configurable, with slightly changed defaults. Re-check autogenerated sidebars whose file names start with numbers. Fixes cover title detection from headings, empty `custom_edit_url` and category metadata in subfolders. See [autogenerated sidebars](/docs/sidebar/autogenerated/).',
  '2.0.0-alpha.73':
    'Breaking: the `main-docs-wrapper` class is renamed `docs-wrapper`; update custom CSS that targets the old class. The changelog also lists autogenerated sidebars for front matter-less sites as a breaking change. New: [autogenerated sidebars](/docs/sidebar/autogenerated/), first headings used as titles, a port in deploy git URLs, default locale settings inferred from the locale code, and Filipino, Hindi and Portuguese translations.',
  '2.0.0-alpha.72':
    'Breaking: internationalization needs full ICU data. Run Node.js 14 or newer, or install `full-icu` and point `NODE_ICU_DATA` to it in your scripts, otherwise the i18n features do not work properly. New: better init templates and Korean translations. Fixes cover the PWA plugin, the broken link checker with encoded characters and code blocks written with a `pre` tag. See the [i18n introduction](/docs/i18n/introduction/).',
  '2.0.0-alpha.71':
    'Breaking: Node.js 12 is now required and dependencies are upgraded. New: React 17 by default, custom heading ids, a `--config` CLI option, right-to-left layouts, translation bundles for theme labels, `Interpolate` APIs, edit URL functions, extendable PostCSS config, a movable search bar and hashed assets in dedicated folders. Upgrade Node.js first, then follow the [i18n tutorial](/docs/i18n/tutorial/) to use the new translations.',
  '2.0.0-alpha.70':
    'Breaking: the table of contents is refactored with a new inline TOC component, and blog feeds are on by default. Check swizzled TOC components and disable feeds if you do not want them. New: internationalization support with a `localeDropdown` navbar item and locale configs, a `Root` theme component that wraps the whole app and custom props for sidebar items. See the [i18n introduction](/docs/i18n/introduction/).',
  '2.0.0-alpha.69':
    'A small release: a `baseUrlIssueBanner` option lets you turn off the banner shown when the base URL looks wrong. Fixes cover the dark-mode logo when `darkSrc` is not set, Algolia contextual search combined with your own facet filters, and how presets are resolved. Upgrade without changes.',
  '2.0.0-alpha.68':
    'New: official CodeSandbox support, `npm` for `docusaurus init`, a `ThemedImage` component, a new CSS minifier, `GIT_PASS` for deploys, a help message when the base URL is wrong, HTTPS keys for the dev server, synced npm2yarn tabs, the `onBrokenMarkdownLinks` option, a skip-to-content link and a hideable docs sidebar. Many code block and accessibility fixes follow. See [static assets](/docs/static-assets/) for `ThemedImage`.',
  '2.0.0-alpha.67':
    'The framework’s changelog records alpha.67 as a failed release; alpha.68 was published the same day with the intended changes, such as CodeSandbox support and the `ThemedImage` component. Skip this version and install alpha.68 or later. There is nothing to describe or migrate here.',
  '2.0.0-alpha.66':
    'Breaking: Algolia search becomes contextual, filtering results by docs version and language through dynamic facet filters. Make sure your DocSearch index provides the facets the theme now filters on. New: a blog sidebar, a standalone npm2yarn remark plugin, custom classes for Tabs, a `noIndex` option, a remembered preferred docs version, site client modules and a doc navbar item type. See [search](/docs/search/).',
  '2.0.0-alpha.65':
    'New: a `docusaurus clear` command for stale caches, `@theme-init` components to wrap theme components, `beforeDefaultRemarkPlugins` for all Markdown plugins, several custom CSS files, page wrapper class names and `TERSER_PARALLEL` to tune minification. Fixes cover SVGR props, URL normalization and the version dropdown with two versions. See [CLI](/docs/cli/) for `clear`.',
  '2.0.0-alpha.64':
    'A small release: the navbar accepts a `style` property, themes can add or override HTML metadata, and the sitemap can add trailing slashes. Fixes make the PWA work under a base URL, resolve the service worker path on Windows, reset sidebar state when sidebars change and fix the closable announcement bar style.',
  '2.0.0-alpha.63':
    'New: a custom server-rendering HTML template (`ssrTemplate`), the official debug plugin, a closable announcement bar and the docs `onlyIncludeVersions` option. Fixes keep Algolia search working after a new release, allow the classic theme without the docs plugin and reject an empty `routeBasePath`. See [versioning](/docs/versioning/).',
  '2.0.0-alpha.62':
    'A large feature release. Docs and blog plugins can run as several instances (see [multi-instance docs](/docs/docs-multi-instance/)), docs versions take `lastVersion`, `path` and `label`, blog posts get a table of contents and a `slug` front matter, Markdown can import relative assets, swizzle suggests components and a debug layout shows plugin content. Type definitions cover most theme components.',
  '2.0.0-alpha.61':
    'New: Markdown files in `src/pages` become pages, the dark mode toggle is customizable, Algolia search is more accessible, blog-only sites can set a description and conflicting routes produce a warning. Fixes stop Markdown images always going through url-loader and let you pin the Docusaurus version. See [creating pages](/docs/creating-pages/).',
  '2.0.0-alpha.60':
    'A validation follow-up: plugin and site config validation is less strict and gets an escape hatch, absolute links are prefixed with the base URL, and the `routesLoaded` lifecycle is deprecated. Algolia search theme config is validated too. Check the warnings your build prints and move away from `routesLoaded` if a plugin uses it.',
  '2.0.0-alpha.59':
    'Breaking: global data and a docs versions dropdown arrive, and the color mode system is rewritten. Update swizzled color mode code. New: broken links detection at build time, a `migrate` command from Docusaurus 1, DocSearch v3, absolute slugs, relative images, `docusaurus serve`, an outdated-version notice, the PWA plugin and config validation for official plugins. See [deployment](/docs/deployment/) for `serve`.',
  '2.0.0-alpha.58':
    'Breaking: `classnames` is replaced by `clsx`, the doc serving as docs home page gets no separate route, and sidebar categories are expanded by default. Swizzled components that import `classnames` need a change. New: a banner linking to the latest docs version, the client redirects plugin, a debug dashboard, `babel.config.js` support, react-live scope customization and blog meta images.',
  '2.0.0-alpha.57':
    'The framework’s changelog records alpha.57 as a bad release and sends readers to alpha.58, published the same day, which brought the client redirects plugin and expanded sidebar categories. Skip alpha.57 and install alpha.58 or later; there are no changes to describe for this version.',
  '2.0.0-alpha.56':
    'Breaking: plugins named as strings in your config must be resolved with `require.resolve`, the logo link gets the base URL automatically, the search icon shows only on mobile and external links open in a new tab. Wrap each plugin name in `require.resolve` before upgrading. New: deploy without building. See [using plugins](/docs/using-plugins/).',
  '2.0.0-alpha.55':
    'Breaking: several Infima class names are renamed, among them the pagination and tab item classes, and SVG files can be imported as React components. Update custom CSS and swizzled components that use the old class names. New: a search page, docs home page support, canonical URLs in the head and more control over when a navbar link shows as active. See [search](/docs/search/).',
  '2.0.0-alpha.54':
    'A hotfix for alpha.53: the classic theme gets default values when you pass it no options, and the type declaration file now declares every webpack module alias instead of a subset. Upgrade from alpha.53 if your site failed without theme options; nothing else changes.',
  '2.0.0-alpha.53':
    'A hotfix for alpha.51, published the same day: sites without a custom CSS file build again, after alpha.51 assumed one was always configured. Upgrade from alpha.51 if the build failed on a missing `customCss`. No other change ships, and the breaking Infima renames of alpha.51 still apply.',
  '2.0.0-alpha.51':
    'Breaking: Infima renames `--ifm-font-base-color` to `--ifm-font-color-base` and `--ifm-font-base-color-inverse` to `--ifm-font-color-base-inverse` (a third entry in the changelog keeps the name `--ifm-font-color-secondary`), so update custom CSS that sets them. New: a CSS class per navbar item, dark mode as default, a fallback for `BrowserOnly`, a polling CLI option, edit URLs and reading time in blog posts. Many sidebar, dropdown and code block fixes follow. See the [blog guide](/docs/blog/).',
  '2.0.0-alpha.50':
    'A hotfix for alpha.49: code block components stay in sync between the classic and live code block themes, the deploy command no longer stops the build early and blog-only routing works again. The announcement bar and pagination markup are polished for accessibility. Upgrade from alpha.49 with no changes.',
  '2.0.0-alpha.49':
    'New: navbar dropdowns, highlighted lines set by comments, an announcement bar, a clickable sidebar logo, synced tab choices, TypeScript theme components, `@theme-original` to wrap components, unminified bundles, a custom output directory and code block titles. See [code blocks](/docs/markdown-features/code-blocks/) for titles and highlighted lines.',
  '2.0.0-alpha.48':
    'A hotfix for alpha.44: the stylelint-copyright version, the TypeScript preset for Babel and the prismjs dependency are declared correctly, so fresh installs build again and the `Noop` theme component exists. Upgrade from alpha.44 without changes to your configuration or content.',
  '2.0.0-alpha.44':
    'New: extra Prism languages, a custom logo link target, HTML in the footer copyright, draft blog posts, an active base path for nav links and the `ExecutionEnvironment` API. Fixes cover dark-mode logos during prerendering and TypeScript pages. See [code blocks](/docs/markdown-features/code-blocks/) for adding languages.',
  '2.0.0-alpha.43':
    'A hotfix for alpha.41, released two days later: it updates Infima to 0.2.0-alpha.4 and fixes the build and the dependency install of the classic theme. Upgrade from alpha.41 if your install or build failed; the new features of alpha.41, such as admonitions and dark-mode logos, are unchanged.',
  '2.0.0-alpha.41':
    'Breaking: the docs sidebar now shows on pages with case-sensitive paths. New: admonitions in the classic preset, a dark-mode logo, a custom logo link, the site title in page titles, pluralized tag pages and TypeScript pages and components. See [admonitions](/docs/markdown-features/admonitions/).',
  '2.0.0-alpha.40':
    'New: the theme follows the system color scheme and the navbar can hide on scroll. HTML is minified, the chunk map is dropped from pages and Algolia CSS loads lazily, which shrinks pages. Fixes remove the style loader and move metadata export after MDX compilation.',
  '2.0.0-alpha.39':
    'A small fix release the day after alpha.38: import paths are escaped on Windows, Markdown files without a final newline no longer break docs and blog metadata, and the error overlay during development looks clearer. Builds on Windows also run in the framework’s CI from now on. Upgrade without changes.',
  '2.0.0-alpha.38':
    'Breaking: docs and blog metadata are embedded in the content modules to shrink bundles; check any swizzled docs or blog component that reads page metadata. Algolia loads only when you use search, its results open without a full page reload, and dev builds skip unchanged files.',
  '2.0.0-alpha.37':
    'Breaking: Node.js 8.10 is the minimum. New: [docs versioning](/docs/versioning/), support for `prefers-color-scheme` without a flash of the wrong theme, RSS and Atom links in the head, an `injectHtmlTags` API and sidebars that can start with a plain item. Many performance changes reduce build memory and bundle size.',
  '2.0.0-alpha.36':
    'Breaking: blog front matter keys switch to snake case; rename the camel-case keys in your posts. New: docs can hide their table of contents. CSS is emitted as one file to avoid loading issues, and the dark mode toggle can be swizzled on its own.',
  '2.0.0-alpha.35':
    'New: the footer logo can link somewhere. Fixes improve the semantics of blog and doc pages, remove duplicate meta tags and throw a clear error when a sidebar starts with an item that is not a category. The main bundle shrinks by targeting ES5 where possible.',
  '2.0.0-alpha.34':
    'Breaking: the docs `editUrl` now points to the website folder rather than the docs folder; adjust it after upgrading. New: you can hide the dark mode toggle. Hot reload is more efficient, and from this release on the framework’s changelog is generated with lerna-changelog, with a pull request for each change.',
  '2.0.0-alpha.33':
    'Breaking: `prismTheme` moves into a `prism` object in the theme config. Move it before upgrading. The table of contents highlights the current heading, the blog plugin can generate feeds and Prism accepts a default language. The changes below are described in our own words.',
  '2.0.0-alpha.32':
    'New: a `Redirect` component, custom HTML in footer items and highlighted lines in code blocks. Several fixes concern tabs, headings, the Algolia search bar and 404 pages for missing docs, and the main bundle shrinks. If you swizzled the code block or search bar, update your copy.',
  '2.0.0-alpha.31':
    'The footer sticks to the bottom of the viewport and appears on docs pages, the docs sidebar can be made non-collapsible through `sidebarCollapsible`, PostCSS polyfills only stage 3 and later CSS features and Infima is updated to alpha.3. Empty sidebar categories and containers no longer take space. The changes below are described in our own words.',
  '2.0.0-alpha.30':
    'A fix for how Babel chooses the files to transpile, which also removes an error about assigning to read-only exports. If you still see that error after upgrading, check that none of your files mixes CommonJS `module.exports` with ES `export`; pick one module format per file.',
  '2.0.0-alpha.29':
    'A hotfix for alpha.28, released the same day: missing `core-js` dependencies and a wrong setting of the Babel env preset broke builds. It also shows a new progress bar while webpack compiles. Upgrade from alpha.28; the `useBaseUrl` rename of alpha.28 still applies to your imports.',
  '2.0.0-alpha.28':
    'Breaking: `withBaseUrl` is renamed `useBaseUrl`, because it is a React hook; rename your imports. Plugins can extend the CLI with `extendCli`, `start` accepts `--no-open`, polyfills are imported as needed and memory use drops. Several swizzle and SEO fixes follow, and paths stop revealing your machine’s folders.',
  '2.0.0-alpha.27':
    'A `Tabs` theme component arrives for multi-language code examples, docs accept `custom_edit_url` and `hide_title` front matter like Docusaurus 1, and production builds use less memory and finish a little faster. Dependencies are upgraded. See [tabs](/docs/markdown-features/tabs/) for how tabs work today.',
  '2.0.0-alpha.26':
    'The docs and pages plugins are rewritten in TypeScript and the docs gain multi-level collapsible sidebars, an `editUrl` option for an edit link on each page and options to show the last update time and author. Code blocks switch to the Palenight theme, and the config accepts `scripts` and `stylesheets` to add tags to every page.',
  '2.0.0-alpha.25':
    'The blog plugin is rewritten in TypeScript and handles CJK text, posts accept a `date` front matter field and a custom `truncateMarker`, small screens get a search icon instead of a search field, and webpack, MDX and Babel are upgraded. Disabling a webpack optimization also speeds up builds.',
  '2.0.0-alpha.24':
    'Smaller, better cached builds: unused page metadata is dropped, content hashes name files, CSS module class names are shorter and paths no longer reveal your machine’s folders. Links between MDX files are rewritten correctly, and the `Heading` component can be swizzled to change generated headings.',
  '2.0.0-alpha.23':
    'A single fix to how route configuration is generated, for an edge case that produced wrong routes, released the day after alpha.22. Upgrade from alpha.22 without any change to your site; the ideal image plugin and Prism theme options of alpha.22 are unchanged.',
  '2.0.0-alpha.22':
    'The ideal image plugin arrives for responsive, lazy-loaded images with placeholders, the Prism theme can be customized, CSS is autoprefixed, the live code block theme shrinks and blog posts can set their path with `id`. Social previews get better images and bundles get lighter.',
  '2.0.0-alpha.21':
    'A one-fix release on the same day as alpha.20: babel-loader again transpiles the Docusaurus packages themselves, which alpha.20 had stopped doing. Upgrade from alpha.20 without changing anything in your site; the move of `pages` and `theme` into the `src` folder that alpha.20 asked for still applies.',
  '2.0.0-alpha.20':
    'Breaking: move your `pages` and `theme` folders into `src`, and expect the docs plugin to be replaced, so avoid swizzling its components. New: a copy button on code blocks, Google Analytics and gtag plugins, a 404 page, SEO improvements and the separate `@docusaurus/init` package.',
  '2.0.0-alpha.19':
    'The oldest release this changelog covers. Plugins become functions configured like presets, client modules arrive, Infima CSS is pinned and customizable through the classic preset, remark and rehype plugins can be passed to docs and blog, and a live code block theme appears.',
  'V2 Changelog':
    'The oldest section of the changelog, dated 2019-04-10, two months before 2.0.0-alpha.19, the first release this changelog covers. It sums up what changed in configuration compared with Docusaurus 1: `siteConfig.js` becomes `docusaurus.config.js`, docs options move to the docs plugin, header links become the theme navbar, and presets are introduced. For the full procedure, follow the [v2 migration guide](/docs/migration/v2/).',
};
