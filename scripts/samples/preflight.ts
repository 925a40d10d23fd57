/**
 * The checks run before the fixture build, with the release's own loader: every plugin loaded,
 * validated, constructed and its content loaded; every preset called; every helper module loaded;
 * every sample's imports resolved. Separate from run.ts because each failure here is named by its
 * page and left out of the build, whereas the build stops at the first error and names no page.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Fixture, PlacedSample, PluginEntry} from './fixture';
import {writeFixtureConfig} from './fixtureConfig';

export type ReleaseApi = {
  loadFreshModule: (file: string) => Promise<Record<string, unknown>>;
  normalizePluginOptions: unknown;
  loadContext: (params: {siteDir: string}) => Promise<unknown>;
};

type PluginInstance = {
  name?: unknown;
  loadContent?: () => unknown;
  contentLoaded?: (args: {content: unknown; actions: unknown}) => unknown;
};

/**
 * Runs a plugin's `loadContent` and `contentLoaded` with actions that record its routes, and checks
 * that each route component resolves: the build would stop at the first plugin that fails.
 */
async function loadPluginContent(instance: PluginInstance, dir: string): Promise<void> {
  const content = await instance.loadContent?.();
  const components: string[] = [];
  const addRoute = (route: {component?: string; routes?: unknown[]}): void => {
    if (route.component) components.push(route.component);
    (route.routes as {component?: string}[] | undefined)?.forEach(addRoute);
  };
  const actions = {
    addRoute,
    createData: async (name: string) => path.join(dir, '.docusaurus', 'preflight', name),
    setGlobalData: () => undefined,
  };
  await instance.contentLoaded?.({content, actions});
  const missing = components.filter((c) => {
    if (BUNDLER_ALIASES.test(c)) return false;
    const local = c.startsWith('@site/') ? path.join(dir, c.slice(6)) : path.isAbsolute(c) ? c : undefined;
    return local !== undefined && !EXTENSIONS.some((e) => existsSync(local + e));
  });
  if (missing.length > 0) throw new Error(`a route component does not resolve: ${missing.join(', ')}`);
}

type PluginFunction = ((context: unknown, options: unknown) => unknown) & {
  validateOptions?: (args: unknown) => unknown;
};

/**
 * Loads every plugin the way that release's core does before it builds: resolves the request with
 * Node's resolver from the config file, loads the module with the release's own loader
 * (`loadFreshModule`, jiti), checks it exports a plugin function and runs its `validateOptions`.
 * A plugin that fails here is reported with its page and left out of the build, so that one bad
 * sample does not hide the others (core's own errors do not say which plugin failed).
 */
export async function preflight(fixture: Fixture, api: ReleaseApi): Promise<Map<PluginEntry | PlacedSample, string>> {
  const failures = new Map<PluginEntry | PlacedSample, string>();
  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  writeFixtureConfig(fixture, new Set(fixture.plugins));
  const context = await api.loadContext({siteDir: fixture.dir});
  const configRequire = createRequire(path.join(fixture.dir, 'docusaurus.config.mjs'));
  const names = new Set<string>();
  for (const entry of fixture.plugins) {
    try {
      const module = await api.loadFreshModule(configRequire.resolve(entry.request));
      const plugin = (module.default ?? module) as PluginFunction;
      if (typeof plugin !== 'function')
        throw new Error(`its default export is not a plugin function (${typeof plugin})`);
      const validateOptions = plugin.validateOptions ?? (module.validateOptions as PluginFunction['validateOptions']);
      const options = validateOptions
        ? validateOptions({validate: api.normalizePluginOptions, options: entry.options})
        : {...entry.options, id: 'default'};
      const instance = (await plugin(context, options)) as PluginInstance | null;
      // Two samples of one plugin (a page and its variant) need distinct ids, as two instances do in a site.
      if (instance && typeof instance.name === 'string') {
        if (names.has(instance.name)) entry.options.id = `sample-${fixture.plugins.indexOf(entry) + 1}`;
        names.add(instance.name);
      }
      if (instance) await loadPluginContent(instance, fixture.dir);
    } catch (error) {
      failures.set(entry, message(error));
    }
  }
  for (const placed of fixture.placed) {
    const missing = unresolvedImports(fixture.dir, placed);
    if (missing.length > 0) failures.set(placed, `cannot resolve ${missing.map((m) => `'${m}'`).join(', ')}`);
  }
  for (const preset of fixture.presets) {
    try {
      const file = path.join(fixture.dir, preset.folder, preset.sample.title);
      const module = await api.loadFreshModule(file);
      const create = (module.default ?? module) as (context: unknown, options: unknown) => unknown;
      const result = (await create(context, {})) as {plugins?: unknown[]; themes?: unknown[]};
      const presetRequire = createRequire(file);
      for (const entry of [...(result.plugins ?? []), ...(result.themes ?? [])]) {
        const name = Array.isArray(entry) ? entry[0] : entry;
        if (typeof name === 'string') presetRequire.resolve(name);
      }
    } catch (error) {
      failures.set(preset, message(error));
    }
  }
  for (const helper of fixture.modules) {
    try {
      await api.loadFreshModule(path.join(fixture.dir, helper.folder, helper.sample.title));
    } catch (error) {
      failures.set(helper, message(error));
    }
  }
  return failures;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?\bfrom\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json', '/index.tsx', '/index.ts', '/index.js'];
/** Aliases the bundler provides (theme components, the framework's client API, site files): the build checks those. */
const BUNDLER_ALIASES = /^(?:@theme(?:-original|-init)?\/|@docusaurus\/|@generated\/)/;

/**
 * The imports of a sample that resolve nowhere: a relative file the page does not show, a package the
 * release does not install (`@site/` files come from the page or FIXTURE_INPUTS). Found before the
 * build so that each is named by its page; the bundler would stop at the first.
 */
function unresolvedImports(dir: string, placed: PlacedSample): string[] {
  const file = path.join(dir, placed.folder, placed.sample.title);
  const code = readFileSync(file, 'utf8').replace(/^\s*import\s+type\b.*$/gm, '');
  const fromFile = createRequire(file);
  const missing: string[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const request = match[1] ?? match[2] ?? match[3] ?? '';
    if (BUNDLER_ALIASES.test(request) || request.startsWith('node:')) continue;
    const local = request.startsWith('.')
      ? path.resolve(path.dirname(file), request)
      : request.startsWith('@site/')
        ? path.join(dir, request.slice(6))
        : undefined;
    if (local !== undefined ? !EXTENSIONS.some((e) => existsSync(local + e)) : !resolves(fromFile, request)) {
      missing.push(request);
    }
  }
  return missing;
}

function resolves(require: NodeJS.Require, request: string): boolean {
  try {
    require.resolve(request);
    return true;
  } catch {
    // A package with only an `import` condition (ESM only) still resolves through its package.json.
    const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
    try {
      require.resolve(`${name}/package.json`);
      return true;
    } catch {
      return false;
    }
  }
}
