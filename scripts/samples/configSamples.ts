/**
 * Validates the complete `docusaurus.config` and `sidebars` samples of a docs version with the
 * validators of the release that version documents, loaded from that release's node_modules:
 * core's `validateConfig` (what `loadSiteConfig` runs), the official presets called as core calls
 * them, each official plugin's or theme's own `validateOptions` and `validateThemeConfig` (as core's
 * plugin init runs them), and the docs plugin's `normalizeSidebars` + `validateSidebars` (what
 * `loadSidebars` runs). The type check of scripts/__tests__/configExamples.test.ts cannot see
 * a wrong value of the right type, an option a release's schema lacks, or preset-classic's
 * unknown keys; these validators can.
 *
 * Samples leave out the fields every site has (`title`, `url`, `baseUrl`); a placeholder fills each
 * one that is missing. Local and third-party plugins are not validated here (the fixture build runs
 * the local ones). A sample marked `partial` (a fragment) or `partial="reason"` is not validated.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {kindOfTitle, titledFences} from '../config-examples/extract';
import {skipReasonOf} from './extract';

export type ConfigSample = {
  file: string;
  line: number;
  title: string;
  kind: 'site-config' | 'sidebars';
  skip?: string;
  code: string;
};

/** The config and sidebars samples of the content folders, with the reason a partial one is not validated. */
export function collectConfigSamples(rootDir: string, contentDirs: readonly string[]): ConfigSample[] {
  const files = contentDirs.flatMap((dir) =>
    readdirSync(path.join(rootDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map((file) => path.join(dir, file)),
  );
  return files.flatMap((file) =>
    titledFences(readFileSync(path.join(rootDir, file), 'utf8')).flatMap((fence) => {
      const kind = kindOfTitle(fence.title);
      if (kind !== 'site-config' && kind !== 'sidebars') return [];
      const skip = skipReasonOf(fence);
      const sample: ConfigSample = {file, line: fence.line, title: fence.title.trim(), kind, code: fence.code};
      return [skip === undefined ? sample : {...sample, skip}];
    }),
  );
}

type Validate = (args: Record<string, unknown>) => unknown;
type Module = Record<string, unknown> & {default?: unknown; validateOptions?: Validate; validateThemeConfig?: Validate};
type PluginItem = string | ((...args: unknown[]) => unknown) | [unknown, Record<string, unknown>?] | false | null;
type SiteConfig = Record<string, unknown> & {presets: PluginItem[]; plugins: PluginItem[]; themes: PluginItem[]};

/** The validators of one release, each from the module that release's own code takes it from. */
export type Validators = {
  loadFreshModule: (file: string) => Promise<unknown>;
  validateConfig: (config: unknown, siteConfigPath: string) => SiteConfig;
  resolveModuleName: (name: string, require: NodeJS.Require, type: 'preset' | 'plugin' | 'theme') => string;
  normalizePluginOptions: unknown;
  normalizeThemeConfig: unknown;
  normalizeSidebars: (sidebars: unknown) => unknown;
  validateSidebars: (sidebars: unknown) => void;
};

export function releaseValidators(nodeModules: string): Validators {
  const release = createRequire(path.join(nodeModules, '@docusaurus', 'core', 'package.json'));
  // The docs plugin's package `exports` hide its lib/ files from a package request: load them by path.
  const docs = (file: string): string => path.join(nodeModules, '@docusaurus', 'plugin-content-docs', 'lib', file);
  const from = (require: NodeJS.Require, file: string): Record<string, never> => require(file) as never;
  return {
    loadFreshModule: from(release, '@docusaurus/utils').loadFreshModule,
    validateConfig: from(release, '@docusaurus/core/lib/server/configValidation.js').validateConfig,
    resolveModuleName: from(release, '@docusaurus/core/lib/server/plugins/moduleShorthand.js').resolveModuleName,
    normalizePluginOptions: from(release, '@docusaurus/utils-validation').normalizePluginOptions,
    normalizeThemeConfig: from(release, '@docusaurus/utils-validation').normalizeThemeConfig,
    normalizeSidebars: from(release, docs('sidebars/normalization.js')).normalizeSidebars,
    validateSidebars: from(release, docs('sidebars/validation.js')).validateSidebars,
  };
}

/** What was validated: the samples, and the official plugin/theme entries whose options were. */
export type ConfigValidation = {
  validated: ConfigSample[];
  officialEntries: number;
  problems: {location: string; message: string}[];
};

const PLACEHOLDERS = {title: 'Sample site', url: 'https://example.com', baseUrl: '/'};
/** The site's package.json, which a config may read (its version, say); it stands for the reader's own. */
const SITE_PACKAGE = JSON.stringify({name: 'sample-site', version: '1.0.0', private: true});
/**
 * Official packages that a page documents and none of the installs here has (the site does not use them):
 * their options cannot be validated, the rest of the config still is.
 */
export const NOT_INSTALLED: Readonly<Record<string, string>> = {
  '@docusaurus/plugin-vercel-analytics':
    'the site does not install it, nor do the scratch installs of the other versions',
};
const OFFICIAL = `${path.sep}node_modules${path.sep}@docusaurus${path.sep}`;

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Validates a loaded config's presets, plugins and themes the way core's `loadPresets` and plugin
 * init do, for official packages only; returns how many entries it validated.
 */
async function validatePluginEntries(
  config: SiteConfig,
  configPath: string,
  v: Validators,
  load: (file: string) => Promise<Module>,
): Promise<number> {
  const require = createRequire(configPath);
  /** The module file of an official entry, or undefined for a local, inline or third-party one. */
  const officialFile = (name: unknown, type: 'preset' | 'plugin' | 'theme'): string | undefined => {
    if (typeof name !== 'string' || name.startsWith('.') || name in NOT_INSTALLED) return undefined;
    if (!path.isAbsolute(name) && !name.startsWith('@docusaurus/') && !/^[\w-]+$/.test(name)) return undefined;
    let file: string;
    try {
      file = require.resolve(path.isAbsolute(name) ? name : v.resolveModuleName(name, require, type));
    } catch (error) {
      // An official name that does not resolve is an error; a short name may be a third-party package.
      if (name.startsWith('@docusaurus/')) throw error;
      return undefined;
    }
    return file.includes(OFFICIAL) ? file : undefined;
  };
  const context = {siteDir: path.dirname(configPath), siteConfig: config, siteConfigPath: configPath};
  const entries: {item: PluginItem; type: 'plugin' | 'theme'}[] = [];
  for (const item of config.presets.filter(Boolean)) {
    const [name, options = {}] = Array.isArray(item) ? item : [item];
    const file = officialFile(name, 'preset');
    if (file === undefined) continue;
    const module = await load(file);
    const preset = (module.default ?? module) as (c: unknown, o: unknown) => {plugins?: []; themes?: []};
    // preset-classic adds the sitemap plugin only in production builds, which the samples document.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const {plugins = [], themes = []} = await preset(context, options);
      entries.push(...plugins.map((item) => ({item, type: 'plugin' as const})));
      entries.push(...themes.map((item) => ({item, type: 'theme' as const})));
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  entries.push(...config.plugins.map((item) => ({item, type: 'plugin' as const})));
  entries.push(...config.themes.map((item) => ({item, type: 'theme' as const})));
  let validated = 0;
  for (const {item, type} of entries) {
    if (!item) continue;
    const [name, options = {}] = Array.isArray(item) ? item : [item];
    const file = officialFile(name, type);
    if (file === undefined) continue;
    const module = await load(file);
    const own = (module.default ?? module) as Module;
    const validateOptions = own.validateOptions ?? module.validateOptions;
    const validateThemeConfig = own.validateThemeConfig ?? module.validateThemeConfig;
    validateOptions?.({validate: v.normalizePluginOptions, options});
    validateThemeConfig?.({validate: v.normalizeThemeConfig, themeConfig: config.themeConfig});
    validated += 1;
  }
  return validated;
}

/**
 * Writes each complete sample into `dir` (a folder whose node_modules is the release's) and
 * validates it; a failure is reported with the sample's page and line.
 */
export async function validateConfigSamples(
  samples: readonly ConfigSample[],
  dir: string,
  v: Validators,
): Promise<ConfigValidation> {
  const result: ConfigValidation = {validated: [], officialEntries: 0, problems: []};
  // The official packages do not change between samples: load each once (the samples themselves are loaded fresh).
  const modules = new Map<string, Promise<Module>>();
  const load = (file: string): Promise<Module> => {
    if (!modules.has(file)) modules.set(file, v.loadFreshModule(file) as Promise<Module>);
    return modules.get(file)!;
  };
  for (const [index, sample] of samples.entries()) {
    if (sample.skip !== undefined) continue;
    const file = path.join(dir, 'config-samples', String(index), path.basename(sample.title));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, sample.code);
    writeFileSync(path.join(path.dirname(file), 'package.json'), SITE_PACKAGE);
    try {
      const loaded = await v.loadFreshModule(file);
      if (sample.kind === 'sidebars') {
        v.validateSidebars(v.normalizeSidebars(loaded));
      } else {
        const exported = typeof loaded === 'function' ? await (loaded as () => unknown)() : await loaded;
        const config = v.validateConfig({...PLACEHOLDERS, ...(exported as object)}, sample.title);
        result.officialEntries += await validatePluginEntries(config, file, v, load);
      }
      result.validated.push(sample);
    } catch (error) {
      result.problems.push({location: `${sample.file}:${sample.line}`, message: `${sample.title}: ${message(error)}`});
    }
  }
  return result;
}
