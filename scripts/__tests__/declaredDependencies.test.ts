/**
 * Every package our code imports is declared in package.json. A package that reaches
 * node_modules only through the framework (unified, remark-*, @swc/core, @docusaurus/utils…)
 * works until the framework drops or moves it, and then `npm ci` on a fresh machine breaks
 * with no change of ours; declaring it pins the contract where a reviewer sees it.
 */
import {builtinModules} from 'node:module';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

/**
 * Specifiers the bundler or the framework resolves, not npm: theme and site aliases, the
 * framework's client API (`@docusaurus/Link`, `@docusaurus/router`…, provided by core), and
 * generated modules.
 */
function isAlias(specifier: string): boolean {
  return (
    /^@(theme|theme-original|theme-init|site|generated)\//.test(specifier) ||
    /^@docusaurus\/(?:[A-Z]|use[A-Z]|router$|isInternalUrl$|renderRoutes$|constants$|Noop$)/.test(specifier)
  );
}

/** The package a bare specifier names: `@scope/name` or `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Bare specifiers of static and dynamic imports and requires; template strings are skipped. */
export function importedSpecifiers(source: string): string[] {
  // Statements start a line, so the same words inside comments and strings do not count.
  const pattern =
    /(?:^\s*(?:import|export)\b[^;'"]*?\bfrom\s*|^\s*import\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*)(['"])([^'"\n]+)\1/gm;
  return [...source.matchAll(pattern)]
    .map((match) => match[2]!)
    .filter(
      (specifier) =>
        /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/.*)?$/i.test(specifier) || specifier.startsWith('node:'),
    );
}

function codeFilesUnder(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      // The build-validation fixtures are separate sites with their own manifests.
      return entry.name === 'node_modules' || relative === 'e2e/build-validation/sites' ? [] : codeFilesUnder(relative);
    }
    return /\.(?:[cm]?[jt]s|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

const rootFiles = readdirSync(siteDir).filter((name) => /\.(?:[cm]?[jt]s)$/.test(name));
const files = [
  ...rootFiles,
  ...['src', 'config', 'scripts', 'sidebars', 'tests-area', 'e2e', 'changelog'].flatMap(codeFilesUnder),
];

describe('declared dependencies', () => {
  it('finds bare imports of every form', () => {
    const source = [
      "import a from 'unified';",
      "import type {Program} from 'estree';",
      "const b = await import('@docusaurus/utils/lib/x.js');",
      "const c = require('sharp');",
      "import './side-effect.css';",
      "import 'katex/dist/katex.min.css';",
    ].join('\n');
    expect(importedSpecifiers(source).map(packageName)).toEqual([
      'unified',
      'estree',
      '@docusaurus/utils',
      'sharp',
      'katex',
    ]);
  });

  it('declares every package the code imports', () => {
    const undeclared = files.flatMap((file) => {
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      return (
        importedSpecifiers(source)
          .filter((specifier) => !specifier.startsWith('node:') && !isAlias(specifier))
          .map(packageName)
          .filter((name) => !builtinModules.includes(name))
          // Type-only packages are declared as their @types/ counterpart.
          .filter((name) => !declared.has(name) && !declared.has(`@types/${name.replace(/^@(.+)\//, '$1__')}`))
          .map((name) => `${file}: ${name}`)
      );
    });
    expect([...new Set(undeclared)], 'add these to package.json (npm install --save-exact)').toEqual([]);
  });
});
