/**
 * The JavaScript files of a release's `@docusaurus/*` packages and of everything they depend on,
 * in a node_modules folder: where a quoted message may come from.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Package folders, relative to `nodeModules`: the `@docusaurus/*` packages and
 * `create-docusaurus` (released with them) first, then, nearest first, the
 * packages they depend on (dependencies and peer dependencies, transitively), hoisted or nested.
 * @param {string} nodeModules
 * @returns {{docusaurus: string[], dependencies: string[]}}
 */
export function packageFolders(nodeModules) {
  const scoped = existsSync(path.join(nodeModules, '@docusaurus'))
    ? readdirSync(path.join(nodeModules, '@docusaurus'))
    : [];
  const docusaurus = [...scoped.map((name) => `@docusaurus/${name}`), 'create-docusaurus']
    .filter((dir) => existsSync(path.join(nodeModules, dir, 'package.json')))
    .sort();
  const seen = new Set(docusaurus);
  const queue = [...docusaurus];
  /** @type {string[]} */
  const dependencies = [];
  while (queue.length > 0) {
    const dir = /** @type {string} */ (queue.shift());
    /** @type {{dependencies?: Record<string, string>, peerDependencies?: Record<string, string>}} */
    const manifest = JSON.parse(readFileSync(path.join(nodeModules, dir, 'package.json'), 'utf8'));
    for (const name of Object.keys({...manifest.dependencies, ...manifest.peerDependencies})) {
      // Node's lookup: the nearest node_modules from the requiring package up to the root.
      const candidates = [];
      let base = dir;
      while (base && base !== '.') {
        candidates.push(`${base}/node_modules/${name}`);
        const up = base.lastIndexOf('/node_modules/');
        base = up < 0 ? '' : base.slice(0, up);
      }
      candidates.push(name);
      const found = candidates.find((c) => existsSync(path.join(nodeModules, c, 'package.json')));
      if (found && !seen.has(found)) {
        seen.add(found);
        dependencies.push(found);
        queue.push(found);
      }
    }
  }
  return {docusaurus, dependencies};
}

/**
 * The `.js`, `.cjs` and `.mjs` files of one package folder (not of packages nested in it),
 * relative to `nodeModules`, `lib/` before `src/`.
 * @param {string} nodeModules
 * @param {string} dir
 * @returns {string[]}
 */
export function jsFilesOf(nodeModules, dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ rel) => {
    for (const entry of readdirSync(path.join(nodeModules, rel), {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(`${rel}/${entry.name}`);
      } else if (/\.[cm]?js$/.test(entry.name) && !/\.min\.[cm]?js$/.test(entry.name)) {
        files.push(`${rel}/${entry.name}`);
      }
    }
  };
  walk(dir);
  const rank = (/** @type {string} */ f) => (f.includes('/src/') ? 1 : 0);
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
