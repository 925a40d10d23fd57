import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {transform} from 'esbuild';
import {describe, expect, it} from 'vitest';
import docsearchClientLoader, {docsearchVersion, dropAlgoliaClient} from '../docsearchClientLoader.cjs';
import {createLocalSearch, docsearchClientRule} from '../index';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
/** The file the modal's `import … from '@docsearch/react'` resolves to (the package's `module` field). */
const modulePath = path.join(
  packageDir,
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).module,
);
const original = readFileSync(modulePath, 'utf8');

describe('docsearchClientLoader', () => {
  const stripped = dropAlgoliaClient(original);

  it('is written for the installed DocSearch', () => {
    expect(JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version).toBe(docsearchVersion);
  });

  it("cuts Algolia's inlined lite client out of DocSearch's module", () => {
    expect(original).toContain('-dsn.algolia.net');
    for (const marker of [
      '-dsn.algolia.net',
      'algolia-client-js-',
      'Unreachable hosts',
      'XMLHttpRequest',
      '`appId` is missing.',
    ]) {
      expect(stripped).not.toContain(marker);
    }
  });

  it('cuts the Algolia Insights plugin, whose factory now fails loudly if anything ever calls it', () => {
    for (const marker of ['search-insights', 'viewedObjectIDs', 'Items Viewed']) {
      expect(original).toContain(marker);
      expect(stripped).not.toContain(marker);
    }
    expect(stripped).toMatch(
      /function [\w$]+\(\)\{throw new Error\("Algolia Insights is not part of the local search\."\)\}/,
    );
  });

  it('renders no "Search by Algolia" logo (modal.css hid it): the SVG is gone, its component renders nothing', () => {
    expect(original).toContain('algolia.com/ref/docsearch');
    expect(stripped).not.toContain('algolia.com/ref/docsearch');
    expect(stripped).toContain('className:"DocSearch-Logo"');
  });

  it('saves over 7 KB gzip of the modal chunk (8.1 KB measured before Rspack minifies it)', () => {
    expect(gzipSync(original).length - gzipSync(stripped).length).toBeGreaterThan(7000);
  });

  it('keeps the rest of DocSearch: the modal, its client transform and its version constant', () => {
    for (const kept of ['transformSearchClient', 'DocSearch-Modal', `="${docsearchVersion}";`, '__DOCSEARCH_']) {
      expect(stripped).toContain(kept);
    }
    // The hook hands transformSearchClient a stub, memoised as before; insights stay an option DocSearch reads.
    expect(stripped).toContain('algoliaInsightsPlugin');
    expect(stripped).toMatch(
      /function [\w$]+\(t,r,n\)\{return e\.useMemo\(\(function\(\)\{return n\(\{\}\)\}\),\[t,r,n\]\)\}/,
    );
  });

  it('leaves a module that still parses', async () => {
    await expect(transform(stripped, {loader: 'js', format: 'esm'})).resolves.toBeDefined();
  });

  it('fails loudly, not silently, on a DocSearch laid out differently', () => {
    expect(() => dropAlgoliaClient('export const DocSearchModal = () => null;')).toThrow(/not laid out as 3\.9\.0/);
    expect(() => dropAlgoliaClient(original + original)).toThrow(/not laid out/);
    // Each part on its own: one cut's marker changed is enough to fail.
    expect(() => dropAlgoliaClient(original.replace('"Search by":n', '"Suche"'))).toThrow(/logo/);
    expect(() => dropAlgoliaClient(original.replace('["autocomplete-automatic"]', '[]'))).toThrow(/Insights/);
  });

  it('is the loader Rspack calls', () => {
    expect(docsearchClientLoader.call(undefined, original)).toBe(stripped);
  });
});

describe('docsearchClientRule', () => {
  it("matches DocSearch's module and nothing else of the package", () => {
    expect(docsearchClientRule.test.test(modulePath)).toBe(true);
    expect(docsearchClientRule.test.test(path.join(packageDir, 'dist', 'umd', 'index.js'))).toBe(false);
    expect(docsearchClientRule.test.test(path.join(packageDir, '..', 'css', 'dist', 'style.css'))).toBe(false);
    expect(existsSync(docsearchClientRule.use[0]!.loader)).toBe(true);
  });

  it('is what the local search plugin adds to the bundler config', () => {
    const [pluginModule, options] = createLocalSearch().plugin;
    const validated = pluginModule.validateOptions!({validate: normalizePluginOptions as never, options});
    const plugin = pluginModule({baseUrl: '/', siteDir: '/site'} as LoadContext, validated) as Plugin;
    const configure = plugin.configureWebpack as (...args: unknown[]) => {module: {rules: unknown[]}};
    expect(configure({}, false, {}, {}).module.rules).toContain(docsearchClientRule);
    expect(configure({}, true, {}, {}).module.rules).toContain(docsearchClientRule);
  });
});
