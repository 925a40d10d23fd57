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
 */
import {copyFileSync, mkdirSync, rmSync, symlinkSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {Sample} from './extract';
import {FIXTURE_COPIES, FIXTURE_INPUTS, SAMPLE_PROPS} from './inputs';

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

const toPosix = (p: string): string => p.split(path.sep).join('/');

/** A short, readable folder name for a page: `advanced--plugins` for `.../advanced/plugins.md`. */
export function pageFolderName(file: string): string {
  return toPosix(file)
    .replace(/^versioned_docs\/version-[^/]+\//, '')
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '')
    .replace(/[^\w.-]+/g, '--');
}

/** The module path of a title without its extension (`src/components/Logo`). */
const withoutExtension = (title: string): string => title.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * The page config's entry for a plugin sample: the string it registers the plugin by (any relative
 * path that names the sample's file, its file without extension or, for `index.*`, its folder) and
 * the options beside it, when they are plain literals.
 */
export function configEntryFor(
  plugin: Sample,
  configs: readonly Sample[],
): {config: Sample; request: string; options: Record<string, unknown>} | undefined {
  const names = new Set([plugin.title, withoutExtension(plugin.title)]);
  if (/\/index\.[cm]?[jt]sx?$/.test(plugin.title)) names.add(path.posix.dirname(plugin.title));
  for (const config of configs) {
    const file = ts.createSourceFile('config.ts', config.code, ts.ScriptTarget.Latest, true);
    let found: {request: string; options: Record<string, unknown>} | undefined;
    file.forEachChild(function visit(node) {
      if (found) return;
      if (ts.isStringLiteralLike(node) && /^\.\.?\//.test(node.text) && names.has(path.posix.normalize(node.text))) {
        const tuple = node.parent;
        const options =
          ts.isArrayLiteralExpression(tuple) && tuple.elements[0] === node && tuple.elements[1]
            ? literalValue(tuple.elements[1])
            : undefined;
        found = {request: node.text, options: options ?? {}};
        return;
      }
      node.forEachChild(visit);
    });
    if (found) return {config, ...found};
  }
  return undefined;
}

/** The value of an object literal made of literals only (else undefined). */
function literalValue(node: ts.Expression): Record<string, unknown> | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const js = ts.transpileModule(`(${node.getText()})`, {compilerOptions: {target: ts.ScriptTarget.ES2022}}).outputText;
  if (/\b(?!true\b|false\b|null\b)[A-Za-z_$][\w$]*\s*\(|\brequire\b|\bprocess\b|\bimport\b/.test(js)) return undefined;
  try {
    const value: unknown = new Function(`"use strict"; return ${js}`)();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `@site/<path>` strings (imports, route components) that name a file the page defines point at the
 * page's folder, `@site/<folder>/<path>`, instead of the fixture's root (which only holds
 * FIXTURE_INPUTS). Lines are kept, so errors keep their numbers.
 */
export function pointSiteImports(code: string, folder: string, folderFiles: ReadonlySet<string>): string {
  return code.replace(/(['"])@site\/([^'"]+)\1/g, (whole, quote: string, target: string) => {
    const candidates = [
      target,
      ...['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.js'].map((e) => target + e),
    ];
    return candidates.some((c) => folderFiles.has(c)) ? `${quote}@site/${folder}/${target}${quote}` : whole;
  });
}

/** Splits a page's samples into variants: the n-th sample of each title goes to variant n. */
function variantsOf(samples: readonly Sample[]): Sample[][] {
  const seen = new Map<string, number>();
  const variants: Sample[][] = [];
  for (const sample of samples) {
    const n = seen.get(sample.title) ?? 0;
    seen.set(sample.title, n + 1);
    (variants[n] ??= []).push(sample);
  }
  return variants;
}

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

/** Writes the fixture's config, registering every plugin entry but the ones `excluded` (they failed to load). */
export function writeFixtureConfig(fixture: Fixture, excluded: ReadonlySet<PluginEntry> = new Set()): void {
  const plugins = fixture.plugins
    .filter((p) => !excluded.has(p))
    .map((p) => `[${JSON.stringify(p.request)}, ${JSON.stringify(p.options)}]`);
  writeFileSync(
    path.join(fixture.dir, 'docusaurus.config.mjs'),
    fixtureConfig({
      plugins,
      clientModules: fixture.clientModules,
      mdxPlugins: fixture.mdxPlugins,
      faster: fixture.faster,
      idealImage: fixture.idealImage,
    }),
  );
}

/** True when a module has a default export (`export default`, `module.exports =`, `export {x as default}`). */
export function hasDefaultExport(code: string): boolean {
  return /^\s*export\s+default\b|^\s*module\.exports\s*=|\bas\s+default\b/m.test(code);
}

function writeRenderPage(
  write: (relative: string, text: string) => void,
  sample: Sample,
  file: string,
  index: number,
  inLayout: boolean,
): string {
  const own = `src/pages/samples/${index}.tsx`;
  const target = path.posix.relative(path.posix.dirname(own), withoutExtension(file));
  const props = SAMPLE_PROPS[`${toPosix(sample.file)}:${sample.line}`] ?? SAMPLE_PROPS[sample.title] ?? {};
  write(
    own,
    `import React from 'react';
import * as sample from '${target}';
import SampleRender from '@site/src/harness/SampleRender';

// ${toPosix(sample.file)}:${sample.line} (${sample.title})
export default function SamplePage(): JSX.Element {
  return <SampleRender module={sample} props={${JSON.stringify(props)}} inLayout={${inLayout}} />;
}
`,
  );
  return own;
}

/** Renders every component a sample module exports (a page module: its default export alone). */
const SAMPLE_RENDER = `import React, {type ComponentType} from 'react';
import Layout from '@theme/Layout';

type Props = {module: Record<string, unknown>; props: Record<string, unknown>; inLayout: boolean};

const isComponent = (name: string, value: unknown): value is ComponentType<Record<string, unknown>> =>
  typeof value === 'function' && (name === 'default' || /^[A-Z]/.test(name));

export default function SampleRender({module, props, inLayout}: Props): JSX.Element {
  const components = inLayout
    ? Object.entries(module).filter(([name, value]) => isComponent(name, value))
    : [['default', module.default] as const];
  const rendered = components.map(([name, Component]) => {
    const C = Component as ComponentType<Record<string, unknown>>;
    return <C key={name} {...props} />;
  });
  return inLayout ? <Layout title="Sample">{rendered}</Layout> : <>{rendered}</>;
}
`;

/** The fixture's one doc: a page for swizzled doc components, admonitions and a live code block. */
const FIXTURE_DOC = `---
title: Samples
---

# Samples

:::note

A note.

:::

\`\`\`jsx live
function Clock() {
  return <span>ready</span>;
}
\`\`\`
`;

/**
 * webpack builds only (no @docusaurus/faster in the install): core's webpackbar progress plugin
 * carries options that webpack 5.113's ProgressPlugin schema rejects when the compiler validates
 * its plugins (scratch 3.7.0: webpack/lib/logging/ProgressPlugin.js:524). A fixture needs no
 * progress bar, so it drops it before the compiler exists.
 */
const NO_PROGRESS_BAR = `function noProgressBar() {
  return {
    name: 'samples-fixture-no-progress-bar',
    configureWebpack(config) {
      config.plugins = (config.plugins ?? []).filter((p) => !/WebpackBar|ProgressPlugin/.test(p?.constructor?.name ?? ''));
      return {};
    },
  };
}
`;

function fixtureConfig(parts: {
  plugins: string[];
  clientModules: string[];
  mdxPlugins: {name: string; file: string; rehype: boolean}[];
  faster: boolean;
  idealImage: boolean;
}): string {
  const imports = parts.mdxPlugins.map((p) => `import ${p.name} from '${p.file}';`).join('\n');
  const remark = parts.mdxPlugins.filter((p) => !p.rehype).map((p) => p.name);
  const rehype = parts.mdxPlugins.filter((p) => p.rehype).map((p) => p.name);
  const mdx = `remarkPlugins: [${remark.join(', ')}], rehypePlugins: [${rehype.join(', ')}]`;
  return `// Generated by scripts/samples/fixture.ts: one site that runs every sample of a docs version.
${imports}


${parts.faster ? '' : NO_PROGRESS_BAR}
export default {
  title: 'Samples',
  url: 'https://samples.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  ${parts.faster ? 'future: {experimental_faster: true},' : ''}
  presets: [
    [
      'classic',
      {
        docs: {${mdx}},
        blog: false,
        pages: {${mdx}},
      },
    ],
  ],
  themes: ['@docusaurus/theme-live-codeblock'],
  // For the samples of its page (\`@theme/IdealImage\`), where the install's sharp loads.
  plugins: [
    ${parts.faster ? '' : 'noProgressBar,'}
    ${parts.idealImage ? "'@docusaurus/plugin-ideal-image'," : ''}
    ${parts.plugins.join(',\n    ')}
  ],
  clientModules: ${JSON.stringify(parts.clientModules)},
  themeConfig: {navbar: {title: 'Samples', items: [{type: 'search', position: 'right'}]}},
};
`;
}
