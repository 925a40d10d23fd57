import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
// The framework's remark plugin that turns `mermaid` fences into diagram nodes, as in a real build (markdown.mermaid).
import mermaidBlocks from '@docusaurus/mdx-loader/lib/remark/mermaid/index.js';
import {rspack} from '@rspack/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import remarkMermaidOnDemand, {componentName, componentSource} from '../remark';
import mermaidOnDemandPlugin, {mdxComponentsFolder, mermaidRequest, noMermaidInMap, replaceMapMermaid} from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const require = createRequire(import.meta.url);
const themeTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme');

async function compiled(markdown: string, format: 'md' | 'mdx' = 'mdx'): Promise<string> {
  const file = await compile(markdown, {format, remarkPlugins: [mermaidBlocks, remarkMermaidOnDemand]});
  return String(file);
}

const diagram = 'graph TD;\n  A-->B;';

describe('remarkMermaidOnDemand', () => {
  for (const format of ['mdx', 'md'] as const) {
    it(`makes a ${format} page with diagrams import the component once and render each with its text`, async () => {
      const code = await compiled(
        `# Title\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n\n- item\n\n  \`\`\`mermaid\n  graph LR;\n  \`\`\`\n`,
        format,
      );
      expect(code.match(new RegExp(`import ${componentName} from ['"]${componentSource}['"]`, 'g'))).toHaveLength(1);
      expect(code.match(new RegExp(`_jsx\\(${componentName}, \\{`, 'g'))).toHaveLength(2);
      expect(code).toContain(JSON.stringify(diagram));
      expect(code).toContain(JSON.stringify('graph LR;'));
      // Nothing is left for the MDX components map to render.
      expect(code).not.toContain('mermaid:');
      expect(code).not.toMatch(/_components\.mermaid/);
    });
  }

  it('leaves a page without diagrams as it was: no import', async () => {
    const markdown = `# Title\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n\n\`\`\`md\n\`\`\`mermaid\n${diagram}\n\`\`\`\n\`\`\`\n`;
    const without = String(await compile(markdown, {remarkPlugins: [mermaidBlocks]}));
    expect(await compiled(markdown)).toBe(without);
    expect(without).not.toContain(componentSource);
  });
});

describe('mermaidOnDemandPlugin', () => {
  it("names the theme's MDX components map, which imports the component", async () => {
    const folder = path.join(themeTheme, 'MDXComponents');
    expect(mdxComponentsFolder.test(folder)).toBe(true);
    expect(await readFile(path.join(folder, 'index.js'), 'utf8')).toContain(`from '${mermaidRequest}'`);
    expect(existsSync(noMermaidInMap)).toBe(true);
  });

  it("replaces the map's import, and not a page's", () => {
    const fromMap = {request: mermaidRequest, context: path.join(themeTheme, 'MDXComponents')};
    replaceMapMermaid(fromMap);
    expect(fromMap.request).toBe(noMermaidInMap);
    for (const other of [
      {request: mermaidRequest, context: '/site/docs/markdown-features'},
      {request: '@theme/Admonition', context: path.join(themeTheme, 'MDXComponents')},
    ]) {
      const before = other.request;
      replaceMapMermaid(other);
      expect(other.request).toBe(before);
    }
  });

  it('adds the replacement to both bundles', () => {
    const plugin = mermaidOnDemandPlugin();
    const configureWebpack = plugin.configureWebpack as ConfigureWebpack;
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as Parameters<ConfigureWebpack>[2];
    for (const isServer of [false, true]) {
      const config = configureWebpack.call(plugin, {}, isServer, utils, {} as LoadContext) as {plugins: unknown[]};
      expect(config.plugins[0]).toBeInstanceOf(rspack.NormalModuleReplacementPlugin);
    }
  });
});
