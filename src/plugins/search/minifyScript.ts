/**
 * Pagefind's browser script (`pagefind.js`, 45 KB) ships unminified; the
 * search modal fetches it with the first query, whose bytes have a budget
 * (issue 31: 150 KB gzip). Minified by SWC, the minifier the site's Rspack
 * build already runs (through @docusaurus/faster), it weighs 2.3 KB gzip less.
 * Without SWC the script is written as Pagefind made it: smaller is a gain,
 * not a condition of the build.
 */
import importEsm from './importEsm.cjs';

type Minify = (source: string, options: Record<string, unknown>) => Promise<{code: string}>;

/** The minified script, or the source when SWC is missing or fails (the index must still be written). */
export async function minifyScript(source: string, minify?: Minify): Promise<string> {
  try {
    const run = minify ?? (await importEsm<{minify: Minify}>('@swc/core')).minify;
    // An ES module (it exports createInstance and reads import.meta.url): module mode keeps both.
    const {code} = await run(source, {module: true, compress: true, mangle: true});
    return code.length > 0 && code.length < source.length ? code : source;
  } catch {
    return source;
  }
}
