// The shared search core bundled for a browser page (test time only): the bench and
// e2e/search-relevance.spec.ts inject it into a page of the served site and call
// window.__searchModule.rank(queries, facetFilters). esbuild is a direct devDependency (the same version vite brings).
import path from 'node:path';
import {readFile} from 'node:fs/promises';
import {build} from 'esbuild';

// No import.meta here: Playwright's loader turns this file into CommonJS for the e2e floor. The bench
// and the tests run from the repository's root.
const root = process.cwd();

/**
 * @param {string} [sourceRoot] the tree whose src/plugins/search/client to bundle (another checkout, for a before/after)
 * @returns {Promise<string>} the script's source
 */
export async function bundleSearchModule(sourceRoot = root) {
  return bundleEntry(await readFile(path.join(root, 'scripts', 'bench', 'searchModuleEntry.ts'), 'utf8'), sourceRoot);
}

/**
 * An entry bundled for the page, its imports resolved in `sourceRoot`, so the same entry bundles
 * another tree's search core.
 * @param {string} contents
 * @param {string} sourceRoot
 */
export async function bundleEntry(contents, sourceRoot) {
  const result = await build({
    stdin: {contents, resolveDir: path.join(sourceRoot, 'scripts', 'bench'), loader: 'ts'},
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}
