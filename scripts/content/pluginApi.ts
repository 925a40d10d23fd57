/**
 * The plugin API of each documented Docusaurus version: the members of the `Plugin` type
 * (what a plugin constructor returns) and the static members of `PluginModule` (properties of
 * the constructor itself), as `@docusaurus/types/src/plugin.d.ts` declares them.
 *
 * - 3.6.1 is the installed version; scripts/content/__tests__/pluginMethods.test.ts reads the
 *   installed file and fails when this list and the file disagree.
 * - 3.5.2 and 3.7.0 were read from the `@docusaurus/types` packages of those versions. Both declare
 *   the same members as 3.6.1; what changed is inside the types (3.6 added
 *   `ConfigureWebpackUtils.currentBundler` and `LoadContext.currentBundler`; 3.7 names the
 *   `configureWebpack` return type `ConfigureWebpackResult`).
 *
 * The reference pages under `api/plugin-methods/` must have one heading per member.
 */

/** Members of `Plugin`, in declaration order. `name` is a property, the rest are methods. */
const PLUGIN_MEMBERS = [
  'name',
  'loadContent',
  'contentLoaded',
  'allContentLoaded',
  'postBuild',
  'configureWebpack',
  'configurePostCss',
  'getThemePath',
  'getTypeScriptThemePath',
  'getPathsToWatch',
  'getClientModules',
  'extendCli',
  'injectHtmlTags',
  'getTranslationFiles',
  'getDefaultCodeTranslationMessages',
  'translateContent',
  'translateThemeConfig',
] as const;

/** Static members of `PluginModule`. */
const MODULE_MEMBERS = [
  'validateOptions',
  'validateThemeConfig',
  'getSwizzleComponentList',
  'getSwizzleConfig',
] as const;

export type PluginApi = {plugin: readonly string[]; module: readonly string[]};

/** Keyed by the docs folder that documents the version. */
export const PLUGIN_API_BY_DOCS_DIR: Record<string, {version: string; api: PluginApi}> = {
  docs: {version: '3.7.0', api: {plugin: PLUGIN_MEMBERS, module: MODULE_MEMBERS}},
  'versioned_docs/version-3.6.1': {version: '3.6.1', api: {plugin: PLUGIN_MEMBERS, module: MODULE_MEMBERS}},
  'versioned_docs/version-3.5.2': {version: '3.5.2', api: {plugin: PLUGIN_MEMBERS, module: MODULE_MEMBERS}},
};
