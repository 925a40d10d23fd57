/**
 * Runs the samples of one docs version: extracts them (extract.ts), writes the fixture site
 * (fixture.ts) and builds it with the `docusaurus` CLI of the release given, whose node_modules the
 * fixture links. Each failure is reported as `page:line: message`.
 *
 * Used by scripts/__tests__/samples.test.ts (3.6.1, the installed release) and by
 * scripts/samples/check-version.mjs (3.5.2 and the Canary line, from scratch installs).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {extractSamples, siblingFiles} from './extract';
import {
  writeFixture,
  writeFixtureConfig,
  type Fixture,
  type PageSamples,
  type PlacedSample,
  type PluginEntry,
} from './fixture';

export type SampleProblem = {location: string; message: string};

/** The pages of `contentDirs` (relative to `rootDir`) that hold a runnable sample. */
export function collectPages(rootDir: string, contentDirs: readonly string[]): PageSamples[] {
  return contentDirs.flatMap((dir) =>
    readdirSync(path.join(rootDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .flatMap((file) => {
        const relative = path.join(dir, file);
        const source = readFileSync(path.join(rootDir, relative), 'utf8');
        const samples = extractSamples(source, relative);
        if (!samples.some((s) => s.kind !== 'site-config')) return [];
        return [{file: relative, samples, siblings: siblingFiles(source)}];
      }),
  );
}

const location = ({sample}: PlacedSample): string => `${sample.file}:${sample.line}`;

/**
 * The samples a build log blames: every `samples/<folder>/<path>` it mentions (a module, a stack
 * frame, a plugin path) and every generated page (`/samples/<n>/`, `src/pages/samples/<n>.tsx`).
 */
export function blame(log: string, placed: readonly PlacedSample[]): PlacedSample[] {
  const blamed = new Set<PlacedSample>();
  for (const [, folder, rest = ''] of log.matchAll(/\bsamples\/([\w.-]+)\/([\w@.[\]/-]*)/g)) {
    const inFolder = placed.filter((p) => p.folder === `samples/${folder}`);
    const strip = (t: string): string => t.replace(/\.[cm]?[jt]sx?$/, '');
    const exact = inFolder.filter(
      (p) =>
        rest !== '' &&
        (strip(rest) === strip(p.sample.title) || p.sample.title.startsWith(`${rest.replace(/\/$/, '')}/`)),
    );
    (exact.length > 0 ? exact : inFolder).forEach((p) => blamed.add(p));
  }
  for (const [, index] of log.matchAll(/(?:\/samples\/|pages\/samples\/)(\d+)(?:\/|\.tsx|["'\s]|$)/gm)) {
    placed.filter((p) => p.route === `/samples/${index}/`).forEach((p) => blamed.add(p));
  }
  return [...blamed];
}

export type RunOptions = {
  /** Folder the content folders are relative to (the repository, unless a test gives pages of its own). */
  rootDir: string;
  /** The repository, for the fixture's binary inputs; `rootDir` when not given. */
  repoDir?: string;
  contentDirs: readonly string[];
  /** Folder whose node_modules holds the release under test. */
  packagesRoot: string;
  /** Temporary folder for the fixture site (emptied first). */
  workDir: string;
  /** false: stop after loading the plugins (a quick check while fixing samples). */
  build?: boolean;
};

export type RunResult = {fixture: Fixture; problems: SampleProblem[]; seconds: number; log: string};

type ReleaseApi = {
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
async function preflight(fixture: Fixture, api: ReleaseApi): Promise<Map<PluginEntry | PlacedSample, string>> {
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

function writeInspectDepth(dir: string): string {
  const file = path.join(dir, 'inspect-depth.cjs');
  writeFileSync(file, "require('node:util').inspect.defaultOptions.depth = 8;\n");
  return file;
}

function loads(require: NodeJS.Require, name: string): boolean {
  try {
    require(name);
    return true;
  } catch {
    return false;
  }
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

/** Writes the fixture for the version's pages, builds it, and lists the samples that failed. */
export async function runSamples(options: RunOptions): Promise<RunResult> {
  const nodeModules = path.join(options.packagesRoot, 'node_modules');
  const release = createRequire(path.join(nodeModules, '@docusaurus', 'core', 'package.json'));
  const api: ReleaseApi = {
    loadFreshModule: (release('@docusaurus/utils') as ReleaseApi).loadFreshModule,
    normalizePluginOptions: (release('@docusaurus/utils-validation') as ReleaseApi).normalizePluginOptions,
    loadContext: (release('@docusaurus/core/lib/server/site.js') as ReleaseApi).loadContext,
  };
  const pages = collectPages(options.rootDir, options.contentDirs);
  const faster = existsSync(path.join(nodeModules, '@docusaurus', 'faster'));
  const fixture = writeFixture(pages, options.workDir, {
    nodeModules,
    faster,
    idealImage: loads(release, 'sharp'),
    repoDir: options.repoDir ?? options.rootDir,
  });
  const problems: SampleProblem[] = [];
  const failures = await preflight(fixture, api);
  for (const [failed, message] of failures) {
    const placed = 'placed' in failed && 'request' in failed ? failed.placed : (failed as PlacedSample);
    const request = 'request' in failed ? ` as ${failed.request.replace(/^\.\/samples\/[^/]+\//, './')}` : '';
    problems.push({
      location: location(placed),
      message: `${placed.sample.title}${request} (${placed.how}) fails: ${message}`,
    });
  }
  if (options.build === false) return {fixture, problems, seconds: 0, log: ''};
  // Leave what failed out of the build, so that the build reports the other samples.
  for (const failed of failures.keys()) {
    if ('request' in failed) continue;
    if (failed.user) rmSync(path.join(fixture.dir, failed.user), {force: true});
    const clientModule = `./${failed.folder}/${failed.sample.title}`;
    fixture.clientModules = fixture.clientModules.filter((m) => m !== clientModule);
    fixture.mdxPlugins = fixture.mdxPlugins.filter((m) => m.file !== clientModule);
  }
  writeFixtureConfig(fixture, new Set([...failures.keys()].filter((f): f is PluginEntry => 'request' in f)));

  const started = Date.now();
  const build = spawnSync(
    process.execPath,
    [
      // Core logs a failed static generation as an error whose cause holds one error per page; Node's
      // default inspection depth (2) would print that list as [Array] and lose the pages' paths.
      '--require',
      writeInspectDepth(options.workDir),
      path.join(nodeModules, '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
      'build',
      '--no-minify',
      options.workDir,
    ],
    {
      cwd: options.workDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, NODE_ENV: 'production', FORCE_COLOR: '0', DOCUSAURUS_TELEMETRY: 'false'},
    },
  );
  const seconds = (Date.now() - started) / 1000;
  const log = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) {
    const blamed = blame(log, fixture.placed);
    const excerpt = log
      .split('\n')
      .filter((l) => /error|fail|can't|cannot|unable|not found|\bat\b/i.test(l))
      .slice(0, 12)
      .join('\n');
    if (blamed.length === 0) problems.push({location: '(fixture build)', message: excerpt || log.slice(-2000)});
    for (const p of blamed)
      problems.push({location: location(p), message: `${p.sample.title} (${p.how}):\n${excerpt}`});
  }
  return {fixture, problems, seconds, log};
}
