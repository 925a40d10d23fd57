// Source-path categorising for `npm run bench:attribution` (attribution.mjs):
// turns a source map's source name into a path from the site's folder, and says
// what that path is (framework, route data, site data, ours, content, third
// party, unmapped) and which module group its bytes are listed under. Pure;
// tested in __tests__/attributionCategories.test.ts.

/**
 * What a piece of the client bundle is, in the words of issue 33:
 * - `framework`: Docusaurus's own client code (core, theme, plugins, its
 *   react-loadable fork) and the bundler's runtime (chunk loading);
 * - `route data`: the generated route table (`registry.js`, `routes.js`,
 *   `routesChunkNames.json`), which grows with the number of pages;
 * - `site data`: the other generated files: site config, global data, i18n,
 *   the client-module list, and the props modules of each route;
 * - `ours`: code this repository writes (src/, tests-area/, config/...);
 * - `content`: Markdown and MDX pages compiled to components, and the images
 *   and data files they import;
 * - `third party`: every other package (React, Prism, clsx...);
 * - `unmapped`: bytes the source map gives no source (bundler glue).
 * @typedef {'framework' | 'route data' | 'site data' | 'ours' | 'content' | 'third party' | 'unmapped'} Category
 */

/** @type {readonly Category[]} the order tables list them in */
export const categories = ['framework', 'route data', 'site data', 'ours', 'content', 'third party', 'unmapped'];

/** The folders of this repository that hold pages written in Markdown or MDX. */
const contentFolders = ['docs', 'versioned_docs', 'blog', 'community', 'changelog'];
/**
 * The route table: the generated registry, routes and chunk names, and the
 * bundler's two tables of every chunk (chunk id to file hash, and the chunk
 * names Docusaurus looks routes' chunks up by), which `runtime~main.js` holds.
 */
const routeDataFiles = new Set([
  '.docusaurus/registry.js',
  '.docusaurus/routes.js',
  '.docusaurus/routesChunkNames.json',
  'webpack/runtime/get javascript chunk filename',
  'ChunkAssetRuntimeModule',
]);

/**
 * A source map's source name as a path from the site's folder. Rspack names
 * sources `webpack://<project>/./path`, JSON modules `webpack://<project>/json|<absolute path>`,
 * context modules `<folder>|sync|<pattern>`, and loaders may add
 * `!`-separated prefixes or a query. An absolute path
 * inside the site loses the site's folder; one outside keeps its node_modules
 * part (node_modules may be a link to another checkout's).
 * @param {string} source
 * @param {string} [siteDir] absolute, without a trailing slash
 * @returns {string}
 */
export function normaliseSource(source, siteDir = '') {
  let name = source.replace(/^webpack:\/\/[^/]*\//, '');
  name = name.slice(name.lastIndexOf('!') + 1);
  name = name.replace(/^[a-z]+\|/, '');
  // A require.context module: `<folder>|sync|<pattern>`.
  name = name.replace(/\|.*$/, '');
  name = name.replace(/\?.*$/, '');
  if (siteDir && name.startsWith(`${siteDir}/`)) {
    name = name.slice(siteDir.length + 1);
  }
  const generated = name.indexOf('/.docusaurus/');
  if (name.startsWith('/') && generated >= 0) {
    name = name.slice(generated + 1);
  }
  return name.replace(/^(\.\/)+/, '');
}

/**
 * The npm package a path of node_modules belongs to (the innermost one, so a
 * nested copy counts as its own package), else null.
 * @param {string} path
 * @returns {string | null}
 */
export function packageOf(path) {
  const marker = 'node_modules/';
  const at = path.lastIndexOf(marker);
  if (at < 0) {
    return null;
  }
  const [first, second] = path.slice(at + marker.length).split('/');
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/**
 * The category of a normalised source path (see `Category`). Bundler runtime
 * modules are named `webpack/runtime/...` (Rspack keeps webpack's names).
 * @param {string} path
 * @returns {Category}
 */
export function categorise(path) {
  if (path === '') {
    return 'unmapped';
  }
  const pkg = packageOf(path);
  if (pkg !== null) {
    return pkg.startsWith('@docusaurus/') ? 'framework' : 'third party';
  }
  if (routeDataFiles.has(path)) {
    return 'route data';
  }
  if (/^webpack\/(runtime|bootstrap)/.test(path) || /^[A-Z]\w*RuntimeModule$/.test(path)) {
    return 'framework';
  }
  if (path.startsWith('.docusaurus/') || path.startsWith('@generated/')) {
    return 'site data';
  }
  const top = path.split('/')[0];
  const isCode = /\.(?:[cm]?[jt]sx?)$/.test(path);
  const isMarkdown = /\.mdx?$/.test(path);
  // Pages and what they import beside them (images, data files); code stays ours.
  if (contentFolders.includes(top) && !isCode) {
    return 'content';
  }
  if ((top === 'tests-area' || path.startsWith('src/pages/')) && isMarkdown) {
    return 'content';
  }
  return 'ours';
}

/**
 * A shorter name to group a path's bytes under in the per-module lists: the
 * package for node_modules, except Docusaurus packages, which are split by
 * their first folders so the theme's components stay apart; the path itself
 * for everything else.
 * @param {string} path
 * @returns {string}
 */
export function moduleGroup(path) {
  const pkg = packageOf(path);
  if (pkg === null) {
    return path === '' ? '(unmapped)' : path;
  }
  if (!pkg.startsWith('@docusaurus/')) {
    return pkg;
  }
  const inside = path.slice(path.lastIndexOf(pkg) + pkg.length + 1).replace(/^lib\//, '');
  const folders = inside.split('/');
  return `${pkg}/${folders.slice(0, Math.min(2, folders.length - 1)).join('/') || folders[0]}`;
}
