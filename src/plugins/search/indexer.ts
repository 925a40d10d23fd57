import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import importEsm from './importEsm.cjs';
import {chromeSelectors, htmlFileForRoute, preparePageForIndex} from './pageSelection';

/** Where the index is served from, relative to the site root. */
export const indexDirectoryName = 'pagefind';

/**
 * Pagefind also writes its ready-made UIs and a web worker; the site uses
 * neither (DocSearch is the UI, and the index is searched on the main thread
 * so that only one script is fetched), so they are not published.
 */
export function isPublishedIndexFile(relativePath: string): boolean {
  const name = relativePath.split('/').pop() ?? '';
  return !/^pagefind-(?:ui|component-ui|modular-ui|highlight|worker)\./.test(name) && !name.startsWith('playground');
}

export interface IndexSummary {
  outputDirectory: string;
  pageCount: number;
  files: {path: string; bytes: number}[];
}

let pendingIndex: Promise<IndexSummary> | undefined;

/** The index being built in this process, if any: the service worker manifest waits for it. */
export function currentIndexBuild(): Promise<IndexSummary> | undefined {
  return pendingIndex;
}

function importPagefind(): Promise<typeof import('pagefind')> {
  return importEsm<typeof import('pagefind')>('pagefind');
}

async function buildIndex(outDir: string, routesPaths: readonly string[]): Promise<IndexSummary> {
  const pagefind = await importPagefind();
  const {index, errors} = await pagefind.createIndex({excludeSelectors: chromeSelectors});
  if (!index) {
    throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  }
  try {
    let pageCount = 0;
    for (const route of [...new Set(routesPaths)].sort()) {
      let html: string;
      try {
        html = await readFile(path.join(outDir, htmlFileForRoute(route)), 'utf8');
      } catch {
        continue; // Routes without their own HTML file (none expected, but harmless).
      }
      const prepared = preparePageForIndex(route, html);
      if (!prepared) {
        continue;
      }
      const added = await index.addHTMLFile({url: route.endsWith('/') ? route : `${route}/`, content: prepared.html});
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
      }
      pageCount += 1;
    }
    const {files, errors: fileErrors} = await index.getFiles();
    if (fileErrors.length > 0) {
      throw new Error(`Pagefind could not write the index: ${fileErrors.join('; ')}`);
    }
    const outputDirectory = path.join(outDir, indexDirectoryName);
    await rm(outputDirectory, {recursive: true, force: true});
    const written: IndexSummary['files'] = [];
    for (const file of files) {
      if (!isPublishedIndexFile(file.path)) {
        continue;
      }
      const target = path.join(outputDirectory, file.path);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, file.content);
      written.push({path: `${indexDirectoryName}/${file.path}`, bytes: file.content.byteLength});
    }
    return {outputDirectory, pageCount, files: written};
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

/**
 * Builds the index once per build; later callers share the same promise.
 * Set synchronously, before the first await, so plugins running their
 * postBuild in parallel always find it.
 */
export function indexBuiltSite(outDir: string, routesPaths: readonly string[]): Promise<IndexSummary> {
  pendingIndex = buildIndex(outDir, routesPaths);
  return pendingIndex;
}
