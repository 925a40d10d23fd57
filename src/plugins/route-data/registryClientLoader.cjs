/* global module */
// A loader for the client's copy of `.docusaurus/registry.js`, the map of every route chunk that core's
// ComponentCreator reads. Core 3.6.1 writes each entry as
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<path>"), "<path>", require.resolveWeak("<path>")],
// (the last entry's line also closes the object: `],};`).
// The middle string is what react-loadable reports to `Loadable.Capture`, which only the server render
// provides (core's serverEntry): in the browser nothing reads it, yet the bundler keeps all of them as string
// literals in main.js (about 5.6 KB gzip of every first load). This puts `0` in its place. The import() and
// resolveWeak() calls, which the bundler turns into chunk and module ids, stay as they are.
// Registered by ./index.ts for the client compiler, and only for the copy ComponentCreator imports: the debug
// plugin's registry page shows the paths and keeps its own, whole copy; the server bundle keeps them too.
// Throws when an entry is not laid out as above, so a framework upgrade that changes the file is re-checked.
// Plain CommonJS with JSDoc types: Rspack requires loaders with Node's own `require`.

const entryLine =
  /^( {2}"[^"\\]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\\]+" \*\/ ("(?:[^"\\]|\\.)*")\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)\],(?:\};)?)$/;

/**
 * The registry module without the module path strings the browser never reads.
 * @param {string} source
 * @returns {string}
 */
function slimRegistry(source) {
  let entries = 0;
  const lines = source.split('\n').map((line, index) => {
    if (!line.startsWith('  "')) {
      return line;
    }
    const match = entryLine.exec(line);
    // The three strings are one path, as core writes them.
    if (!match || match[2] !== match[3] || match[3] !== match[5]) {
      throw new Error(
        `registryClientLoader: line ${index + 1} of the registry is not an entry as core's genRegistry (lib/server/codegen/codegenRoutes.js) writes it: ${line}`,
      );
    }
    entries += 1;
    return `${match[1]}0${match[4]}`;
  });
  if (entries === 0 || !source.startsWith('export default {')) {
    throw new Error("registryClientLoader: the registry has no entries laid out as core's genRegistry writes them.");
  }
  return lines.join('\n');
}

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
function registryClientLoader(source) {
  return slimRegistry(source);
}

module.exports = registryClientLoader;
module.exports.slimRegistry = slimRegistry;
