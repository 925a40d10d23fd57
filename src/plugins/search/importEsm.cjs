/* global module */
// A native dynamic import. The site config (and this plugin with it) is loaded
// through jiti, which rewrites import() in TypeScript into require(); pagefind
// ships as an ES module only and cannot be required. Plain .cjs files without
// ES syntax are left to Node, so import() here stays a real one.
/**
 * @template [T=unknown]
 * @param {string} specifier
 * @returns {Promise<T>}
 */
module.exports = (specifier) => import(specifier);
