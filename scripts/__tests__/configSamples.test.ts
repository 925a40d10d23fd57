import {mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {releaseValidators, validateConfigSamples, type ConfigSample} from '../samples/configSamples';
import {collectConfigSamples} from '../samples/configSamples';

const rootDir = path.resolve(import.meta.dirname, '../..');

function sample(code: string, overrides: Partial<ConfigSample> = {}): ConfigSample {
  return {file: 'docs/page.md', line: 12, title: 'docusaurus.config.ts', kind: 'site-config', code, ...overrides};
}

describe('collectConfigSamples', () => {
  it('finds the config and sidebars samples of the docs, with the reason a partial one is left out', () => {
    const samples = collectConfigSamples(rootDir, ['versioned_docs/version-3.6.1']);
    expect(samples.some((s) => s.kind === 'sidebars' && s.skip === undefined)).toBe(true);
    expect(samples.some((s) => s.kind === 'site-config' && s.skip === undefined)).toBe(true);
    expect(samples.some((s) => s.skip === 'fragment')).toBe(true);
  });
});

/** Each case is validated by the installed 3.6.1 packages' own validators. */
describe('validateConfigSamples (3.6.1 validators)', () => {
  let dir = '';
  const validators = releaseValidators(path.join(rootDir, 'node_modules'));
  const problemsOf = async (samples: ConfigSample[]): Promise<string[]> =>
    (await validateConfigSamples(samples, dir, validators)).problems.map((p) => `${p.location}: ${p.message}`);

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'config-samples-'));
    symlinkSync(path.join(rootDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('accepts a complete config without the site fields, validating its official plugins and themes', async () => {
    const result = await validateConfigSamples(
      [
        sample(`export default {presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
          plugins: [['@docusaurus/plugin-client-redirects', {redirects: [{from: '/old', to: '/'}]}], './src/plugins/x']};`),
        sample(`module.exports = {docs: [{type: 'category', label: 'Guides', items: ['intro']}]};`, {
          title: 'sidebars.js',
          kind: 'sidebars',
        }),
      ],
      dir,
      validators,
    );
    expect(result.problems).toEqual([]);
    expect(result.validated).toHaveLength(2);
    // theme-classic, docs, pages and sitemap from the preset, and client-redirects; not the local plugin.
    expect(result.officialEntries).toBe(5);
  });

  it('fails an unknown top-level field with core validateConfig, naming the page and line', async () => {
    expect(await problemsOf([sample(`export default {baseURL: '/'};`)])).toEqual([
      expect.stringMatching(/^docs\/page\.md:12: .*These field\(s\) \("baseURL",\) are not recognized/),
    ]);
  });

  it("fails an unknown preset-classic key and an official plugin's wrong option", async () => {
    const problems = await problemsOf([
      sample(`export default {presets: [['classic', {doc: {}}]]};`),
      sample(`export default {presets: [['classic', {docs: {routeBasePath: 5}}]]};`, {line: 40}),
      sample(`export default {plugins: [['@docusaurus/plugin-content-pages', {pat: 'x'}]]};`, {line: 60}),
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^docs\/page\.md:12: .*Unrecognized keys doc found in preset-classic configuration/),
      expect.stringMatching(/^docs\/page\.md:40: .*"routeBasePath" must be a string/),
      expect.stringMatching(/^docs\/page\.md:60: .*"pat" is not allowed/),
    ]);
  });

  it('fails a wrong themeConfig value with the theme validateThemeConfig', async () => {
    const problems = await problemsOf([
      sample(`export default {presets: ['classic'], themeConfig: {navbar: {hideOnScroll: 'yes'}}};`),
    ]);
    expect(problems).toEqual([expect.stringMatching(/"navbar\.hideOnScroll" must be a boolean/)]);
  });

  it('fails a sidebar item that validateSidebars rejects', async () => {
    const problems = await problemsOf([
      sample(`export default {docs: [{type: 'doc', label: 'No id'}]};`, {title: 'sidebars.ts', kind: 'sidebars'}),
    ]);
    expect(problems).toEqual([expect.stringMatching(/^docs\/page\.md:12: sidebars\.ts: [\s\S]*"id" is required/)]);
  });

  it('skips a partial sample', async () => {
    const result = await validateConfigSamples(
      [sample(`export default {baseURL: 1};`, {skip: 'fragment'})],
      dir,
      validators,
    );
    expect(result).toMatchObject({validated: [], problems: []});
  });
});
