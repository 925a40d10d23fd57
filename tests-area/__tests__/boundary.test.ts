/**
 * The site's own code does not load the test area. Only the navbar item registration
 * (src/theme/NavbarItem/ComponentTypes.tsx, in the main bundle of every page) reaches
 * into tests-area/, and through it only the path check: the items' code is behind
 * import(), so the bundler puts it in a chunk that pages outside /tests/ never fetch.
 * e2e/test-area.spec.ts checks the built bundle; this test catches a static import
 * that would pull the code back in, without a build.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(import.meta.dirname, '../..');
const registration = 'src/theme/NavbarItem/ComponentTypes.tsx';

interface Imports {
  /** Imports that stay in the importing chunk (type-only imports are erased and left out). */
  readonly static: string[];
  /** `import()` calls: the bundler splits these into chunks of their own. */
  readonly dynamic: string[];
}

function importsOf(file: string): Imports {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(siteDir, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: Imports = {static: [], dynamic: []};
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.static.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.static.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]!)
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The site file a specifier names (relative or `@site/`), or undefined for a package or theme alias. */
function resolveLocal(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) {
    base = specifier.slice('@site/'.length);
  } else if (specifier.startsWith('.')) {
    base = path.posix.join(path.posix.dirname(from), specifier);
  } else {
    return undefined;
  }
  const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'].map((suffix) => base + suffix);
  const file = candidates.find((candidate) => {
    const absolute = path.join(siteDir, candidate);
    return existsSync(absolute) && statSync(absolute).isFile();
  });
  if (!file) {
    throw new Error(`${from}: cannot resolve ${specifier}`);
  }
  return file;
}

/** Every site file reachable from `entry` through static imports, `entry` included. */
function staticClosure(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of importsOf(file).static) {
      const target = resolveLocal(file, specifier);
      if (target && !/\.(css|json)$/.test(target)) pending.push(target);
    }
  }
  return reached;
}

function codeFilesUnder(dir: string): string[] {
  return readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : codeFilesUnder(relative);
    return /\.(?:[cm]?[jt]s|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

describe('the boundary between the site and its test area', () => {
  it('src/ imports nothing from tests-area/ but the navbar item registration', () => {
    const crossings = codeFilesUnder('src').flatMap((file) => {
      const {static: staticImports, dynamic} = importsOf(file);
      return [...staticImports, ...dynamic]
        .map((specifier) => resolveLocal(file, specifier))
        .filter((target): target is string => target?.startsWith('tests-area/') ?? false)
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossings).toEqual([`${registration} -> tests-area/navbar/itemTypes.tsx`]);
  });

  it('the registration loads the path check statically and the items only through import()', () => {
    const testAreaFiles = [...staticClosure(registration)].filter((file) => file.startsWith('tests-area/')).sort();
    expect(testAreaFiles).toEqual(['tests-area/navbar/itemTypes.tsx', 'tests-area/navbar/testArea.ts']);
    const lazyItems = importsOf('tests-area/navbar/itemTypes.tsx').dynamic.map((specifier) =>
      resolveLocal('tests-area/navbar/itemTypes.tsx', specifier),
    );
    expect(lazyItems.sort()).toEqual([
      'tests-area/navbar/TestsOnlyAlertNavbarItem.tsx',
      'tests-area/navbar/TestsOnlyNavbarItem.tsx',
    ]);
  });

  it("the main site's config reaches nothing of tests-area/: the test area is a site of its own", () => {
    // tests-area/docusaurus.config.ts builds it under /tests/; its routes must stay out of the main site's.
    const reached = [...staticClosure('docusaurus.config.ts')].filter((file) => file.startsWith('tests-area/'));
    expect(reached).toEqual([]);
    // While the test area's config does take its instances and navbar from here.
    expect(staticClosure('tests-area/docusaurus.config.ts')).toContain('tests-area/index.ts');
  });

  it('finds static imports, the way a slip would bring the items back', () => {
    // The alert item reaches the error triggers statically: the closure must follow such chains.
    expect(staticClosure('tests-area/navbar/TestsOnlyAlertNavbarItem.tsx')).toContain(
      'tests-area/components/ErrorCatalogueTriggers/messages.ts',
    );
  });
});
