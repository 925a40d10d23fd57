// Stands in for the docs plugin's client utilities (see ../index.ts): the same exports, with the current doc found through ./docPathIndex.ts instead of a pattern compiled per doc, and the active docs instance without the ICU collator (./activePlugin.ts).
import {matchPath} from '@docusaurus/router';
import type {GlobalPluginData, GlobalVersion, GlobalDoc} from '@docusaurus/plugin-content-docs/client';
import {
  getActivePlugin as getActivePluginByCollation,
  getActiveVersion,
  getLatestVersion,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {longestMatch} from './activePlugin';
import {docsById, findDoc} from './docPathIndex';

export {getActiveVersion, getLatestVersion} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: {failfast?: boolean} = {},
): {pluginId: string; pluginData: GlobalPluginData} | undefined {
  const active = longestMatch(Object.entries(allPluginData), (path) =>
    Boolean(matchPath(pathname, {path, exact: false, strict: false})),
  );
  if (!active) {
    // No instance (a page outside the docs): the plugin's own function throws its error when asked to fail.
    return options.failfast ? getActivePluginByCollation(allPluginData, pathname, options) : undefined;
  }
  return {pluginId: active[0], pluginData: active[1]};
}

interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

/** The plugin's own search, for the versions the index leaves to the router. */
function matchDoc(pathname: string) {
  return (version: GlobalVersion) =>
    version.docs.find((doc) => Boolean(matchPath(pathname, {path: doc.path, exact: true, strict: false})));
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion ? findDoc(activeVersion, pathname, matchDoc(pathname)) : undefined;
  return {
    activeVersion,
    activeDoc,
    alternateDocVersions: activeDoc ? docsById(data.versions, activeDoc.id) : {},
  };
}

export function getDocVersionSuggestions(
  data: GlobalPluginData,
  pathname: string,
): {latestDocSuggestion?: GlobalDoc; latestVersionSuggestion: GlobalVersion} {
  const latestVersion = getLatestVersion(data);
  const {alternateDocVersions} = getActiveDocContext(data, pathname);
  return {latestDocSuggestion: alternateDocVersions[latestVersion.name], latestVersionSuggestion: latestVersion};
}
