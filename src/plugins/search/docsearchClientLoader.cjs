/* global module */
// A loader for @docsearch/react's one pre-bundled ES module (dist/esm/index.js). DocSearch 3.9.0 inlines
// Algolia's lite search client in that file (algoliasearch 5.19.0: hosts, retries, caches, an XHR
// requester; about 12 KB raw, 3.6 KB gzip of the modal's chunk). The local search never calls it: the
// modal's `transformSearchClient` returns the Pagefind client and drops the one DocSearch built. No
// `resolve.alias` can reach code inlined in another module, so this cuts the client out of the file and
// hands `transformSearchClient` an empty stub instead. Registered by ../index.ts (configureWebpack) only
// for local search: hosted DocSearch (./hosted.ts) registers neither half and keeps the real client.
// Plain CommonJS with JSDoc types: Rspack requires loaders with Node's own `require`.

/** The version whose minified layout the markers below were read from. */
const docsearchVersion = '3.9.0';

/** The inlined client starts with its local-storage cache (the first thing algoliasearch's lite client defines). */
const clientStart = /function [A-Za-z_$][\w$]*\(e\)\{var t,r="algolia-client-js-"/g;
/** DocSearch's own version constant follows the client; it is kept (the stub no longer reads it, others may). */
const versionConstant = `="${docsearchVersion}";`;
/** DocSearch's hook that builds the client from appId and apiKey, then passes it to transformSearchClient. */
const clientHook =
  /function ([A-Za-z_$][\w$]*)\(t,r,n\)\{return e\.useMemo\(\(function\(\)\{var e=function\(e,t,r\)\{if\(!e\|\|"string"!=typeof e\)throw new Error\("`appId` is missing\."\);[\s\S]*?\[t,r,n\]\)\}/g;

/**
 * Returns the module without the inlined Algolia client; throws when the file is not laid out as
 * DocSearch 3.9.0 lays it out (an upgrade must re-check what it removes, never silently keep or break it).
 * @param {string} source
 * @returns {string}
 */
function dropAlgoliaClient(source) {
  const starts = [...source.matchAll(clientStart)];
  const hooks = [...source.matchAll(clientHook)];
  const start = starts[0]?.index ?? -1;
  const versionAt = source.indexOf(versionConstant, start);
  const hook = hooks[0];
  if (starts.length !== 1 || hooks.length !== 1 || versionAt < 0 || hook === undefined || hook.index < versionAt) {
    throw new Error(
      `docsearchClientLoader: @docsearch/react is not laid out as ${docsearchVersion} was (client start ${starts.length}, hook ${hooks.length}); re-check what the loader removes.`,
    );
  }
  // Keep `var <name>="3.9.0";` (its declaration starts at the `var` before the name).
  const versionDeclaration = source.lastIndexOf('var ', versionAt);
  const hookName = hook[1];
  // Same hook signature and memoisation; the stub is an object DocSearch only hands to transformSearchClient.
  const stubHook = `function ${hookName}(t,r,n){return e.useMemo((function(){return n({})}),[t,r,n])}`;
  return (
    source.slice(0, start) +
    source.slice(versionDeclaration, hook.index) +
    stubHook +
    source.slice(hook.index + hook[0].length)
  );
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
