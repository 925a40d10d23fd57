/**
 * How a page's samples map onto fixture files: the page's folder name, its `@site/` imports pointed
 * at that folder, its variants, and the config entry it registers a plugin by. Pure functions of a
 * page's text, kept apart from writeFixture (which writes the files) so they are tested on their own.
 */
import path from 'node:path';
import ts from 'typescript';
import type {Sample} from './extract';

export const toPosix = (p: string): string => p.split(path.sep).join('/');

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
export const withoutExtension = (title: string): string => title.replace(/\.[cm]?[jt]sx?$/, '');

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
export function variantsOf(samples: readonly Sample[]): Sample[][] {
  const seen = new Map<string, number>();
  const variants: Sample[][] = [];
  for (const sample of samples) {
    const n = seen.get(sample.title) ?? 0;
    seen.set(sample.title, n + 1);
    (variants[n] ??= []).push(sample);
  }
  return variants;
}

/** True when a module has a default export (`export default`, `module.exports =`, `export {x as default}`). */
export function hasDefaultExport(code: string): boolean {
  return /^\s*export\s+default\b|^\s*module\.exports\s*=|\bas\s+default\b/m.test(code);
}
