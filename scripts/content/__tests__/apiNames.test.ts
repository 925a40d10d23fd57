/**
 * Every Docusaurus module, hook and theme component a page names exists in the packages of that
 * page's release (the release of each content folder: scripts/content/truth/pages.mjs).
 *
 * Named means (scripts/content/truth/pageApis.mjs): an inline code span in prose that is wholly a
 * hook (`useDocsVersion`, `useDocsVersion()`) or a module (`@docusaurus/Link`,
 * `@theme/DocItem/Layout`, `@theme-original/Navbar`, `@theme-init/CodeBlock`); in code blocks,
 * the module and named bindings of every `import ... from` / `require()` / `import()` of those
 * modules, and `@docusaurus/*` package names in string literals and install commands.
 *
 * Exists means: for 3.6.1, read from the installed node_modules (package.json `exports` and their
 * `.d.ts`, the alias modules the packages declare in `src/*.d.ts`, the components under each
 * theme's `lib/theme/`); for the other releases, from scripts/content/truth/apis.json, generated
 * from their packages by `node scripts/content/truth-catalogues.mjs --packages <release>=<dir>`.
 * A `@docusaurus/*` package name also exists when changelog/releases.ts lists it as published
 * with the release. React's and React Router's hooks are in HOOK_ALLOWLIST (pageApis.mjs).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {latestRelease} from '@site/config/releases.mjs';
import {releaseData} from '@site/changelog/releases';
import {readApiCatalogue} from '../truth/apiCatalogue.mjs';
import {apiNamesOfPage, missingApis} from '../truth/pageApis.mjs';
import {packageApis, type PackageApis} from '../truth/packageApis.mjs';
import {checkedReleases, contentPages, siteRoot} from '../truth/pages.mjs';

/**
 * Packages published with a release that changelog/releases.ts (read from a registry mirror)
 * lacks, each with the evidence.
 */
const PUBLISHED_BUT_NOT_IN_REGISTRY_DATA: Record<string, {packages: string[]; evidence: string}> = {
  '3.6.1': {
    packages: ['@docusaurus/plugin-rsdoctor'],
    evidence:
      'changelog/changes.ts, 3.6.0: "feat: new Rsdoctor official plugin" (#10588, packages docusaurus-plugin-rsdoctor); the mirror lists the package from 3.6.3 only',
  },
};

/** Names a page uses on purpose although the release lacks them, each with why. */
const NAMED_ON_PURPOSE: Array<{file: RegExp; name: string; why: string}> = [
  ...['@theme/StatusBadge', '@theme/Icon/Star', '@theme-original/StatusBadge', '@theme-init/StatusBadge'].map(
    (name) => ({
      file: /api\/plugin-methods\/extend-infrastructure\.md$/,
      name,
      why: "components of the page's own example theme",
    }),
  ),
  {file: /docusaurus-core\.md$/, name: 'useNavigate', why: 'named as a React Router 6 API that does not exist here'},
  {file: /migration\/v2\/manual\.md$/, name: 'usePrism', why: 'a Docusaurus 1 siteConfig key in the mapping table'},
  {
    file: /migration\//,
    name: '@docusaurus/migrate',
    why: 'the v1-to-v2 migration tool, published for Docusaurus 2 only',
  },
  {
    file: /version-3\.6\.1\/migration\/index\.md$/,
    name: '@docusaurus/plugin-svgr',
    why: 'names what the Canary line adds',
  },
  {
    file: /^community\/resources\.md$/,
    name: '@theme/ApiItem',
    why: 'a component of the third-party docusaurus-theme-openapi-docs',
  },
];

/**
 * TEMPORARY: names not found in their release's packages, likely wrong claims, to fix in the
 * pages (then delete the entry). Keyed by file and name, with what exists instead.
 */
const KNOWN_WRONG_TO_FIX: Array<{file: string; name: string; instead: string}> = [];

function apisOf(version: string): {apis: PackageApis; published: string[]} {
  const apis =
    version === latestRelease.version
      ? packageApis([path.join(siteRoot, 'node_modules')])
      : readApiCatalogue()[version];
  const published = [
    ...(releaseData.releases.find((r) => r.version === version)?.packages ?? []),
    ...(PUBLISHED_BUT_NOT_IN_REGISTRY_DATA[version]?.packages ?? []),
  ];
  return {apis, published};
}

describe('apiNamesOfPage and missingApis', () => {
  const apis: PackageApis = {
    packages: ['@docusaurus/plugin-content-docs'],
    modules: {
      '@docusaurus/plugin-content-docs/client': ['useDocsVersion', 'useActivePlugin'],
      '@docusaurus/Link': ['default'],
    },
    themeComponents: ['DocItem/Layout'],
    hooks: ['useDocsVersion', 'useActivePlugin'],
    eslintRules: ['no-html-links'],
    envVars: [],
  };
  const page = [
    'Call `useDocsVerison()` or `useDocsVersion()`; `useState` is React; `useCounter` is ours.',
    'Wrap `@theme/DocItem/Layout` or `@theme-original/X`; `@theme/DocPage` is gone.',
    '```tsx',
    "import {useDocsVersion, useActiveDocContext} from '@docusaurus/plugin-content-docs/client';",
    "import Link from '@docusaurus/Link';",
    "import type {Props} from '@theme/DocItem/Layout';",
    'function useCounter() {}',
    "export default {plugins: ['@docusaurus/plugin-content-blogg'], rules: {'@docusaurus/no-html-links': 'error'}};",
    '```',
  ].join('\n');

  it('reads hooks and modules from prose and imports', () => {
    const names = apiNamesOfPage(page);
    expect(names.hooks.map((h) => h.name)).toEqual(['useDocsVerison', 'useDocsVersion', 'useState', 'useCounter']);
    expect(names.defined).toEqual(new Set(['useCounter']));
  });

  it('reports a misspelled hook, a missing export, a gone component and an unknown package', () => {
    expect(missingApis(page, 'docs/x.md', apis, []).map((p) => `${p.line}: ${p.name} (${p.problem})`)).toEqual([
      '2: @theme/DocPage (no such module)',
      '4: @docusaurus/plugin-content-docs/client useActiveDocContext (not exported)',
      '8: @docusaurus/plugin-content-blogg (no such module)',
      '1: useDocsVerison (no such hook)',
    ]);
  });
});

describe.each(checkedReleases)('the pages checked against %s', (version) => {
  const {apis, published} = apisOf(version);

  it('have API names to check against', () => {
    expect(apis, `run node scripts/content/truth-catalogues.mjs --packages ${version}=<dir>`).toBeDefined();
    expect(apis.hooks.length).toBeGreaterThan(50);
    expect(apis.themeComponents.length).toBeGreaterThan(100);
  });

  it('name only modules, exports and hooks that exist (or are known wrong, to fix)', () => {
    const problems = contentPages()
      .filter((p) => p.version === version)
      .flatMap((p) => missingApis(p.source, p.file, apis, published))
      .filter((p) => !NAMED_ON_PURPOSE.some((n) => n.file.test(p.file) && n.name === p.name))
      .filter((p) => !KNOWN_WRONG_TO_FIX.some((k) => k.file === p.file && k.name === p.name))
      .map((p) => `${p.file}:${p.line}: ${p.name} (${p.problem})`);
    expect(problems).toEqual([]);
  });
});

describe('the known-wrong list', () => {
  it('holds only names the pages still use wrongly', () => {
    const stale = KNOWN_WRONG_TO_FIX.filter((k) => {
      const page = contentPages().find((p) => p.file === k.file);
      if (!page?.version) return true;
      const {apis, published} = apisOf(page.version);
      return !missingApis(page.source, page.file, apis, published).some((p) => p.name === k.name);
    });
    expect(stale).toEqual([]);
  });
});
