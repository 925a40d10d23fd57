/**
 * Writes ONE small Docusaurus site that exercises every runnable sample of a docs version, so a
 * single build (seconds, not one build per sample) loads every plugin and bundles and renders every
 * component:
 *
 * - each page's samples go to `samples/<page-folder>/<title>`, beside the other files the page
 *   titles (a CSS module, a plugin's client file), so their relative imports resolve as in the
 *   reader's site; `@site/...` imports of a file the page defines point at that folder;
 * - a plugin is registered the way its page's config registers it (path and literal options), so a
 *   path that Node's resolver cannot find fails as it would for the reader; otherwise by its file;
 * - the first sample of each swizzled component is the fixture's own `src/theme/<Name>` (every page
 *   of the fixture uses it); every other component, page and swizzled component is rendered on a
 *   generated page of its own;
 * - client modules go to `clientModules`, remark/rehype plugins to the docs and pages plugins.
 *
 * A page with two samples of the same file (a "before" and an "after") gets one folder per variant.
 * Errors name the folder, which `locate()` turns back into the page file and line.
 *
 * This module decides where each sample goes; placement.ts holds the page-to-folder rules, harness.ts
 * the generated pages and fixtureConfig.ts the site config.
 */
import {copyFileSync, mkdirSync, rmSync, symlinkSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {Sample} from './extract';
import {FIXTURE_DOC, SAMPLE_RENDER, writeRenderPage} from './harness';
import {FIXTURE_COPIES, FIXTURE_INPUTS} from './inputs';
import {
  configEntryFor,
  hasDefaultExport,
  pageFolderName,
  pointSiteImports,
  variantsOf,
  withoutExtension,
} from './placement';

export type PageSamples = {
  /** Page file, relative to the repository root. */
  file: string;
  /** The page's samples, in page order (runnable ones and site configs). */
  samples: Sample[];
  /** Every titled file of the page, first occurrence wins (see `siblingFiles`). */
  siblings: {title: string; code: string}[];
};

/** Where one sample went in the fixture, to name its page when something fails. */
export type PlacedSample = {
  sample: Sample;
  folder: string;
  how: string;
  route?: string;
  /** The fixture file that puts the sample to use (its render page or `src/theme/` re-export): removed to leave it out. */
  user?: string;
};

/** A plugin sample's entry in the fixture config: the request core resolves and its options. */
export type PluginEntry = {placed: PlacedSample; request: string; options: Record<string, unknown>};

export type Fixture = {
  dir: string;
  placed: PlacedSample[];
  skipped: Sample[];
  plugins: PluginEntry[];
  /** Helper modules of a plugin folder without a default export (`plugins/image-check.ts`): loaded only. */
  modules: PlacedSample[];
  /** Local presets: called and their plugin and theme entries resolved, not built (see below). */
  presets: PlacedSample[];
  clientModules: string[];
  mdxPlugins: {name: string; file: string; rehype: boolean}[];
  faster: boolean;
  idealImage: boolean;
};

export type FixtureOptions = {
  /** Node modules folder of the release under test; linked as the fixture's node_modules. */
  nodeModules: string;
  /** The repository, which holds the sources of FIXTURE_COPIES. */
  repoDir: string;
  /** plugin-ideal-image can run: its `sharp` loads in that install (a scratch install made with --ignore-scripts lacks the native build). */
  idealImage: boolean;
  /** Build with Rspack (`future.experimental_faster`), as the site does; needs @docusaurus/faster. */
  faster: boolean;
};

/** Writes the fixture site into `dir` (emptied first) and says where each sample went. */
export function writeFixture(pages: readonly PageSamples[], dir: string, options: FixtureOptions): Fixture {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const write = (relative: string, text: string): void => {
    const target = path.join(dir, relative);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, text);
  };
  symlinkSync(options.nodeModules, path.join(dir, 'node_modules'), 'dir');

  const placed: PlacedSample[] = [];
  const skipped: Sample[] = [];
  const plugins: PluginEntry[] = [];
  const modules: PlacedSample[] = [];
  const presets: PlacedSample[] = [];
  const clientModules: string[] = [];
  const mdxPlugins: {name: string; file: string; rehype: boolean}[] = [];
  const swizzled = new Set<string>();
  let renderIndex = 0;

  for (const page of pages) {
    // Fragments count too: `plugins: [['./src/plugins/x/index.ts', {...}]]` says how the page registers x.
    const configs = page.samples.filter((s) => s.kind === 'site-config');
    const runnable = page.samples.filter((s) => s.kind !== 'site-config');
    const baseName = pageFolderName(page.file);
    variantsOf(runnable).forEach((variant, n) => {
      const folder = `samples/${baseName}${n === 0 ? '' : `--${n + 1}`}`;
      const files = new Map(page.siblings.map((s) => [s.title, s.code]));
      for (const sample of variant) files.set(sample.title, sample.code);
      const titles = new Set(files.keys());
      for (const [title, code] of files) {
        if (/\.(?:md|mdx)$/.test(title) || title.startsWith('src/pages/')) continue;
        write(`${folder}/${title}`, /\.[cm]?[jt]sx?$/.test(title) ? pointSiteImports(code, folder, titles) : code);
      }
      for (const sample of variant) {
        if (sample.skip) {
          skipped.push(sample);
          continue;
        }
        if (!options.idealImage && sample.code.includes('@theme/IdealImage')) {
          skipped.push({...sample, skip: "this install's sharp has no native build, so plugin-ideal-image cannot run"});
          continue;
        }
        const file = `${folder}/${sample.title}`;
        const place = (how: string, route?: string, user?: string): void => {
          placed.push({sample, folder, how, ...(route ? {route} : {}), ...(user ? {user} : {})});
        };
        switch (sample.kind) {
          case 'plugin': {
            if (!hasDefaultExport(sample.code)) {
              place('helper module of a plugin, loaded');
              modules.push(placed.at(-1)!);
              break;
            }
            const entry = configEntryFor(sample, configs);
            place(
              entry
                ? `plugin registered as ${entry.config.file}:${entry.config.line} does (${entry.request})`
                : 'plugin registered by its file',
            );
            plugins.push({
              placed: placed.at(-1)!,
              request: entry ? `./${path.posix.join(folder, entry.request)}` : `./${file}`,
              options: {...entry?.options},
            });
            break;
          }
          case 'client-module':
            clientModules.push(`./${file}`);
            place('client module');
            break;
          case 'mdx-plugin':
            mdxPlugins.push({
              name: `mdxPlugin${mdxPlugins.length}`,
              file: `./${file}`,
              rehype: sample.title.startsWith('src/rehype/'),
            });
            place('remark/rehype plugin of the docs and pages plugins');
            break;
          case 'theme-component': {
            const name = withoutExtension(sample.title.slice('src/theme/'.length)).replace(/\/index$/, '');
            if (!swizzled.has(name)) {
              swizzled.add(name);
              const own = `src/theme/${sample.title.slice('src/theme/'.length)}`;
              const target = path.posix.relative(path.posix.dirname(own), withoutExtension(file));
              write(own, `export {default} from '${target}';\nexport * from '${target}';\n`);
              place(`swizzled as @theme/${name}`, undefined, own);
              break;
            }
            renderIndex += 1;
            place(
              `rendered on /samples/${renderIndex}/`,
              `/samples/${renderIndex}/`,
              writeRenderPage(write, sample, file, renderIndex, true),
            );
            break;
          }
          case 'component':
          case 'page': {
            renderIndex += 1;
            if (sample.kind === 'page') write(file, pointSiteImports(sample.code, folder, titles));
            const user = writeRenderPage(write, sample, file, renderIndex, sample.kind === 'component');
            place(`rendered on /samples/${renderIndex}/`, `/samples/${renderIndex}/`, user);
            break;
          }
          case 'preset':
            // A preset brings its own theme and docs plugin, which the fixture's classic preset
            // already has (two instances with one id fail): it is called and its entries resolved.
            place('preset, called and its entries resolved');
            presets.push(placed.at(-1)!);
            break;
          default:
            break;
        }
      }
    });
  }

  const folders = [...new Set(placed.map((p) => p.folder))];
  for (const [relative, text] of Object.entries(FIXTURE_INPUTS)) {
    for (const base of ['', ...folders]) {
      if (!existsSync(path.join(dir, base, relative))) write(path.join(base, relative), text);
    }
  }
  for (const [relative, source] of Object.entries(FIXTURE_COPIES)) {
    for (const base of ['', ...folders]) {
      mkdirSync(path.dirname(path.join(dir, base, relative)), {recursive: true});
      copyFileSync(path.join(options.repoDir, source), path.join(dir, base, relative));
    }
  }
  write('docs/intro.mdx', FIXTURE_DOC);
  write('package.json', JSON.stringify({name: 'samples-fixture', private: true}));
  write('src/harness/SampleRender.tsx', SAMPLE_RENDER);
  return {
    dir,
    placed,
    skipped,
    plugins,
    modules,
    presets,
    clientModules,
    mdxPlugins,
    faster: options.faster,
    idealImage: options.idealImage,
  };
}
