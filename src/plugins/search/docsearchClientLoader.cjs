/* global module */
// A loader for @docsearch/react's one pre-bundled ES module (dist/esm/index.js). DocSearch 3.9.0 inlines
// code in that file that the local search never runs, and no `resolve.alias` can reach code inlined in
// another module, so this cuts it out of the file (8 KB gzip of the modal's chunk, which every first query
// loads):
// - Algolia's lite search client (algoliasearch 5.19.0: hosts, retries, caches, an XHR requester): the
//   modal's `transformSearchClient` returns the Pagefind client and drops the one DocSearch built, so the
//   hook that builds it hands `transformSearchClient` an empty stub instead;
// - autocomplete's Algolia Insights plugin: it is created only with DocSearch's `insights` option (the modal
//   leaves it off) or when Algolia's responses ask for automatic insights (Pagefind's never do); its factory
//   now throws, so a future use fails loudly;
// - the "Search by Algolia" logo (an inline SVG) of the footer, which modal.css hides: it renders nothing.
// Registered by ../index.ts (configureWebpack) only for local search: hosted DocSearch (./hosted.ts)
// registers neither half and keeps all of it. Plain CommonJS with JSDoc types: Rspack requires loaders
// with Node's own `require`.

/** The version whose minified layout the markers below were read from. */
const docsearchVersion = '3.9.0';

/**
 * @typedef {object} Cut
 * @property {string} name What is cut, for the error message.
 * @property {RegExp} start Matches where the cut starts (global, to count matches); group 1 may name a function.
 * @property {RegExp} end Matches the cut's last part (global); the cut ends where this match ends.
 * @property {(source: string, removed: string) => string} replacement Code put in the cut's place.
 */

/** The name a regular expression's first group finds in the removed code (a function the rest still calls). */
function nameIn(/** @type {string} */ removed, /** @type {RegExp} */ pattern) {
  const match = new RegExp(pattern.source).exec(removed);
  if (!match?.[1]) {
    throw new Error(`docsearchClientLoader: no ${pattern} in the code it removes.`);
  }
  return match[1];
}

/** @type {Cut[]} */
const cuts = [
  {
    name: 'Algolia lite client',
    // From the client's local-storage cache (the first thing it defines) to DocSearch's hook that builds it
    // from appId and apiKey, then passes it to transformSearchClient. DocSearch's version constant between
    // them is put back (`var <name>="3.9.0";`).
    start: /function [A-Za-z_$][\w$]*\(e\)\{var t,r="algolia-client-js-"/g,
    end: /var [\w$]+="3\.9\.0";function [\w$]+\(t,r,n\)\{return e\.useMemo\(\(function\(\)\{var e=function\(e,t,r\)\{if\(!e\|\|"string"!=typeof e\)throw new Error\("`appId` is missing\."\);[\s\S]*?\[t,r,n\]\)\}/g,
    replacement(_source, removed) {
      const [, version, hook] =
        /(var [\w$]+="3\.9\.0";)function ([\w$]+)\(t,r,n\)\{return e\.useMemo/.exec(removed) ?? [];
      // Same hook signature and memoisation; the stub is an object DocSearch only hands to transformSearchClient.
      return `${version}function ${hook}(t,r,n){return e.useMemo((function(){return n({})}),[t,r,n])}`;
    },
  },
  {
    name: 'Algolia Insights plugin',
    // From the insights event helpers to the plugin's algoliaSource helper.
    start:
      /function [\w$]+\(e\)\{var t=e\.item,r=e\.items,n=void 0===r\?\[\]:r;return\{index:t\.__autocomplete_indexName/g,
    end: /function [\w$]+\(\)\{var e,t=arguments\.length>1\?arguments\[1\]:void 0;return\[\]\.concat\([\s\S]*?\["autocomplete-automatic"\]:\[\]\)\)\}/g,
    replacement(_source, removed) {
      const factory = nameIn(removed, /function ([\w$]+)\(e\)\{var t=function\(e\)\{return [\w$]+\(\{onItemsChange:/);
      return `function ${factory}(){throw new Error("Algolia Insights is not part of the local search.")}`;
    },
  },
  {
    name: '"Search by Algolia" logo',
    start:
      /function ([\w$]+)\(t\)\{var r=t\.translations,n=\(void 0===r\?\{\}:r\)\.searchByText,o=void 0===n\?"Search by":n;return e\.createElement\("a",\{href:"https:\/\/www\.algolia\.com\/ref\/docsearch\//g,
    end: /\}\)\)\)\}(?=function )/g,
    replacement(_source, removed) {
      return `function ${nameIn(removed, /^function ([\w$]+)\(t\)/)}(){return null}`;
    },
  },
];

/**
 * Returns the module without the code the local search never runs; throws when the file is not laid out as
 * DocSearch 3.9.0 lays it out (an upgrade must re-check what it removes, never silently keep or break it).
 * @param {string} source
 * @returns {string}
 */
function dropAlgoliaClient(source) {
  let out = source;
  for (const cut of cuts) {
    const starts = [...out.matchAll(cut.start)];
    const start = starts[0]?.index ?? -1;
    const end = new RegExp(cut.end.source, 'g');
    end.lastIndex = Math.max(start, 0);
    const ending = end.exec(out);
    if (starts.length !== 1 || !ending || [...out.matchAll(cut.start)].length !== 1) {
      throw new Error(
        `docsearchClientLoader: @docsearch/react is not laid out as ${docsearchVersion} was (${cut.name}: ${starts.length} starts, ${ending ? 'an' : 'no'} end); re-check what the loader removes.`,
      );
    }
    const stop = ending.index + ending[0].length;
    out = out.slice(0, start) + cut.replacement(out, out.slice(start, stop)) + out.slice(stop);
  }
  return out;
}

/**
 * @this {unknown}
 * @param {string} source
 * @returns {string}
 */
function docsearchClientLoader(source) {
  return dropAlgoliaClient(source);
}

module.exports = docsearchClientLoader;
module.exports.dropAlgoliaClient = dropAlgoliaClient;
module.exports.docsearchVersion = docsearchVersion;
