import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {docsFolderOf, docsVersions} from '@site/config/releases.mjs';

export const siteRoot = path.resolve(import.meta.dirname, '../../..');

/** Where each docs version's files live. */
export const docsRoots: Record<string, string> = Object.fromEntries(
  docsVersions.map((version) => [version, path.join(siteRoot, docsFolderOf(version))]),
);

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** Option names the pages of one docs version document, per source, with the file of each mention. */
export function documentedOptions(docsRoot: string): Map<string, Array<{name: string; file: string}>> {
  const bySource = new Map<string, Array<{name: string; file: string}>>();
  for (const file of mdxFiles(docsRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const table of text.matchAll(/<ReferenceTable source="([^"]+)">([\s\S]*?)<\/ReferenceTable>/g)) {
      const [, source, body] = table;
      const names = [...body.matchAll(/<ReferenceOption name="([^"]+)"/g)].map(([, name]) => ({
        name,
        file: path.relative(siteRoot, file),
      }));
      bySource.set(source, [...(bySource.get(source) ?? []), ...names]);
    }
  }
  return bySource;
}

/**
 * Per page, the accessible name each ReferenceTable gets (`<source> options <first> to <last>`,
 * as the component builds it), in page order.
 */
export function tableLabels(docsRoot: string): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const file of mdxFiles(docsRoot)) {
    const text = readFileSync(file, 'utf8');
    const labels = [...text.matchAll(/<ReferenceTable source="([^"]+)">([\s\S]*?)<\/ReferenceTable>/g)].map(
      ([, source, body]) => {
        const names = [...body.matchAll(/<ReferenceOption name="([^"]+)"/g)].map(([, name]) => name);
        return names.length > 1 ? `${source} options ${names[0]} to ${names.at(-1)}` : `${source} option ${names[0]}`;
      },
    );
    if (labels.length > 0) byFile.set(path.relative(siteRoot, file), labels);
  }
  return byFile;
}
