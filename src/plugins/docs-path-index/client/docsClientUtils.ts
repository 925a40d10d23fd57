// Stands in for the docs plugin's client utilities (see ../index.ts): the same exports, with the current doc found through ./docPathIndex.ts instead of a pattern compiled per doc.
import {matchPath} from '@docusaurus/router';
import type {GlobalPluginData, GlobalVersion, GlobalDoc} from '@docusaurus/plugin-content-docs/client';
import {getActiveVersion, getLatestVersion} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {docsById, findDoc} from './docPathIndex';

export {
  getActivePlugin,
  getActiveVersion,
  getLatestVersion,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

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
