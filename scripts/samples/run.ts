/**
 * Runs the samples of one docs version: extracts them (extract.ts), writes the fixture site
 * (fixture.ts) and builds it with the `docusaurus` CLI of the release given, whose node_modules the
 * fixture links, after the checks of preflight.ts; the config and sidebars samples go through that
 * release's own validators (configSamples.ts). Each failure is reported as `page:line: message`.
 *
 * Used by scripts/__tests__/samples.test.ts (3.6.1, the installed release) and by
 * scripts/samples/check-version.mjs (3.5.2 and the Canary line, from scratch installs).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {collectConfigSamples, releaseValidators, validateConfigSamples, type ConfigValidation} from './configSamples';
import {extractSamples, siblingFiles} from './extract';
import {writeFixture, type Fixture, type PageSamples, type PlacedSample, type PluginEntry} from './fixture';
import {writeFixtureConfig} from './fixtureConfig';
import {preflight, type ReleaseApi} from './preflight';

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

export type RunResult = {
  fixture: Fixture;
  /** The config and sidebars samples, validated by the release's own validators (configSamples.ts). */
  configs: ConfigValidation & {found: number; partial: number};
  problems: SampleProblem[];
  seconds: number;
  log: string;
};

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
  const configSamples = collectConfigSamples(options.rootDir, options.contentDirs);
  const validation = await validateConfigSamples(configSamples, fixture.dir, releaseValidators(nodeModules));
  const configs = {
    ...validation,
    found: configSamples.length,
    partial: configSamples.filter((s) => s.skip !== undefined).length,
  };
  const problems: SampleProblem[] = [...validation.problems];
  const failures = await preflight(fixture, api);
  for (const [failed, message] of failures) {
    const placed = 'placed' in failed && 'request' in failed ? failed.placed : (failed as PlacedSample);
    const request = 'request' in failed ? ` as ${failed.request.replace(/^\.\/samples\/[^/]+\//, './')}` : '';
    problems.push({
      location: location(placed),
      message: `${placed.sample.title}${request} (${placed.how}) fails: ${message}`,
    });
  }
  if (options.build === false) return {fixture, configs, problems, seconds: 0, log: ''};
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
  return {fixture, configs, problems, seconds, log};
}
