// Unit tests of attributionCategories.mjs: source-path normalising and categorising.
import {describe, expect, it} from 'vitest';
import {categorise, moduleGroup, normaliseSource, packageOf} from '../attributionCategories.mjs';

describe('normaliseSource', () => {
  it('strips the bundler scheme, loader prefixes, queries and leading ./', () => {
    expect(normaliseSource('webpack://docusaurus-website/./node_modules/react-dom/cjs/x.js')).toBe(
      'node_modules/react-dom/cjs/x.js',
    );
    expect(normaliseSource('webpack:///./src/theme/CodeBlock/index.tsx?abc')).toBe('src/theme/CodeBlock/index.tsx');
    expect(normaliseSource('webpack://site/builtin:swc-loader!./src/a.ts')).toBe('src/a.ts');
    expect(normaliseSource('webpack://site/./static/img/showcase|sync|/^\\.\\/.*\\.png$/')).toBe('static/img/showcase');
    expect(normaliseSource('webpack://site/webpack/runtime/load_script')).toBe('webpack/runtime/load_script');
  });

  it('makes absolute paths relative to the site, JSON modules included', () => {
    expect(normaliseSource('webpack://site/json|/work/site/.docusaurus/globalData.json', '/work/site')).toBe(
      '.docusaurus/globalData.json',
    );
    expect(normaliseSource('webpack://site//work/site/src/a.ts', '/work/site')).toBe('src/a.ts');
    // Generated files of a build run from another folder still read as generated.
    expect(normaliseSource('webpack://site/json|/elsewhere/.docusaurus/i18n.json')).toBe('.docusaurus/i18n.json');
    expect(normaliseSource('webpack://site/../../main/node_modules/react/index.js')).toBe(
      '../../main/node_modules/react/index.js',
    );
  });
});

describe('packageOf', () => {
  it('names the innermost package, scoped or not', () => {
    expect(packageOf('node_modules/react/index.js')).toBe('react');
    expect(packageOf('node_modules/@docusaurus/core/lib/client/App.js')).toBe('@docusaurus/core');
    expect(packageOf('node_modules/a/node_modules/@scope/b/x.js')).toBe('@scope/b');
    expect(packageOf('src/theme/CodeBlock/index.tsx')).toBeNull();
  });
});

describe('categorise', () => {
  it.each([
    ['node_modules/@docusaurus/core/lib/client/App.js', 'framework'],
    ['node_modules/@docusaurus/react-loadable/lib/index.js', 'framework'],
    ['node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js', 'framework'],
    ['webpack/runtime/jsonp_chunk_loading', 'framework'],
    ['RemotesRuntimeModule', 'framework'],
    ['../../main/node_modules/@docusaurus/core/lib/client/App.js', 'framework'],
    ['../../main/node_modules/react/index.js', 'third party'],
    ['webpack/runtime/get javascript chunk filename', 'route data'],
    ['ChunkAssetRuntimeModule', 'route data'],
    ['.docusaurus/registry.js', 'route data'],
    ['.docusaurus/routes.js', 'route data'],
    ['.docusaurus/routesChunkNames.json', 'route data'],
    ['.docusaurus/globalData.json', 'site data'],
    ['.docusaurus/docusaurus.config.mjs', 'site data'],
    ['.docusaurus/docusaurus-plugin-content-docs/default/p/docs-bd8.json', 'site data'],
    ['src/clientModules/storageValidation.ts', 'ours'],
    ['src/theme/CodeBlock/index.tsx', 'ours'],
    ['src/plugins/search/theme/SearchBar/index.tsx', 'ours'],
    ['tests-area/navbar/itemTypes.tsx', 'ours'],
    ['config/releases.mjs', 'ours'],
    ['docs/installation.mdx', 'content'],
    ['versioned_docs/version-3.6.1/intro.md', 'content'],
    ['blog/releases/3.6/index.mdx', 'content'],
    ['blog/releases/3.6/social-card.png', 'content'],
    ['tests-area/docs/intro.mdx', 'content'],
    ['changelog/changes.ts', 'ours'],
    ['src/data/showcase/site.png', 'ours'],
    ['src/pages/examples/markdownPageExample.md', 'content'],
    ['node_modules/react-dom/cjs/react-dom.production.min.js', 'third party'],
    ['node_modules/prism-react-renderer/dist/index.js', 'third party'],
    ['', 'unmapped'],
  ])('%s is %s', (path, category) => {
    expect(categorise(path)).toBe(category);
  });
});

describe('moduleGroup', () => {
  it('groups third-party code by package and Docusaurus code by its first folders', () => {
    expect(moduleGroup('node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom');
    expect(moduleGroup('node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Content/index.js')).toBe(
      '@docusaurus/theme-classic/theme/Navbar',
    );
    expect(moduleGroup('node_modules/@docusaurus/core/lib/client/App.js')).toBe('@docusaurus/core/client');
    expect(moduleGroup('src/theme/CodeBlock/index.tsx')).toBe('src/theme/CodeBlock/index.tsx');
    expect(moduleGroup('')).toBe('(unmapped)');
  });
});
