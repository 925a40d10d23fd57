import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import importEsm from './importEsm.cjs';
import {bundleDirectory} from './bundles';
import {splitIndexChunks} from './indexChunks';
import {vocabularyFiles} from './vocabulary';
import {minifyScript} from './minifyScript';
import {patchPagefindScript} from './pagefindExcerpts';
import {
  chromeSelectors,
  htmlFileForRoute,
  describeForIndex,
  markReferenceRows,
  preparePageForIndex,
  type PageSelection,
} from './pageSelection';

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

/**
 * A version bundle is searched with the whole index's script (one module for
 * every instance), and with its own WebAssembly, which Pagefind loads from the
 * bundle's folder.
 */
export function isPublishedInVersionBundle(relativePath: string): boolean {
  const name = relativePath.split('/').pop() ?? '';
  return isPublishedIndexFile(relativePath) && name !== 'pagefind.js';
}

export interface IndexBundleSummary {
  /** The `docusaurus_tag` of a version bundle; null for the whole index. */
  tag: string | null;
  /** Relative to the site root, with a trailing slash: `pagefind/` or `pagefind/docs-default-3.6.1/`. */
  directory: string;
  pageCount: number;
}

export interface IndexSummary {
  outputDirectory: string;
  pageCount: number;
  bundles: IndexBundleSummary[];
  files: {path: string; bytes: number}[];
}

function importPagefind(): Promise<typeof import('pagefind')> {
  return importEsm<typeof import('pagefind')>('pagefind');
}

type Pagefind = typeof import('pagefind');

/** A page as Pagefind's addHTMLFile takes it. */
interface IndexedPage {
  url: string;
  content: string;
}

/**
 * Left out of the docs version bundles only, which exist for the lite offline
 * tier and must fit its budget (src/plugins/offline/budget.ts): code blocks,
 * and the Type and Default cells of the API reference tables (the option's
 * name and description stay). Online search uses the whole index, which
 * keeps them; offline, a word found only in code is not found.
 */
export const versionBundleExtraExcludes = [
  'pre',
  'table[data-reference-source] td:nth-child(2)',
  'table[data-reference-source] td:nth-child(3)',
];

async function writeBundle(
  pagefind: Pagefind,
  pages: readonly IndexedPage[],
  outputDirectory: string,
  keep: (relativePath: string) => boolean,
  excludeSelectors: readonly string[],
  /** The whole index (not a version bundle): it gets the vocabulary and smaller word chunks. */
  wholeIndex: boolean,
): Promise<{path: string; bytes: number}[]> {
  const {index, errors} = await pagefind.createIndex({excludeSelectors: [...excludeSelectors]});
  if (!index) {
    throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  }
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile(page);
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
      }
    }
    const {files: pagefindFiles, errors: fileErrors} = await index.getFiles();
    if (fileErrors.length > 0) {
      throw new Error(`Pagefind could not write the index: ${fileErrors.join('; ')}`);
    }
    // The whole index, which online searches fetch word by word, in smaller chunks (./indexChunks.ts). A
    // version bundle is fetched whole by the offline tiers, so its chunks stay as Pagefind wrote them.
    const files = wholeIndex ? splitIndexChunks(pagefindFiles) : pagefindFiles;
    const written: {path: string; bytes: number}[] = [];
    // The vocabulary is for online search only: the lite offline tier's version bundles leave it out (budget).
    for (const file of wholeIndex ? [...files, ...vocabularyFiles(files)] : files) {
      if (!keep(file.path)) {
        continue;
      }
      const target = path.join(outputDirectory, file.path);
      await mkdir(path.dirname(target), {recursive: true});
      // The one script a search fetches, with a page's text split once for all its excerpts
      // (./pagefindExcerpts.ts), minified (./minifyScript.ts); the index files are compressed already.
      const content =
        file.path === 'pagefind.js'
          ? Buffer.from(await minifyScript(patchPagefindScript(Buffer.from(file.content).toString('utf8'))))
          : file.content;
      await writeFile(target, content);
      written.push({path: file.path, bytes: content.byteLength});
    }
    return written;
  } finally {
    await index.deleteIndex();
  }
}

/**
 * Indexes the pages of a built site that belong in search (./pageSelection.ts)
 * into `<outDir>/pagefind/`: the whole index, then each version bundle.
 */
export async function indexBuiltSite(
  outDir: string,
  routesPaths: readonly string[],
  selection: PageSelection,
  versionBundles: readonly string[] = [],
): Promise<IndexSummary> {
  // The whole index holds every page; each version bundle, that version's pages again.
  const groups = new Map<string | null, IndexedPage[]>([
    [null, []],
    ...versionBundles.map((tag) => [tag, []] as [string, IndexedPage[]]),
  ]);
  for (const route of [...new Set(routesPaths)].sort()) {
    let html: string;
    try {
      html = await readFile(path.join(outDir, htmlFileForRoute(route)), 'utf8');
    } catch {
      continue; // Routes without their own HTML file (none expected, but harmless).
    }
    const prepared = preparePageForIndex(route, html, selection);
    if (prepared) {
      const url = route.endsWith('/') ? route : `${route}/`;
      // Reference rows named as anchors and the description searchable, in the whole index only
      // (./pageSelection.ts markReferenceRows, describeForIndex).
      groups.get(null)!.push({url, content: describeForIndex(markReferenceRows(prepared.html))});
      groups.get(prepared.metadata.docusaurusTag)?.push({url, content: prepared.html});
    }
  }
  const pagefind = await importPagefind();
  const outputDirectory = path.join(outDir, indexDirectoryName);
  await rm(outputDirectory, {recursive: true, force: true});
  try {
    const bundles: IndexBundleSummary[] = [];
    const files: IndexSummary['files'] = [];
    for (const [tag, pages] of groups) {
      const directory = `${indexDirectoryName}/${bundleDirectory(tag)}`;
      const written = await writeBundle(
        pagefind,
        pages,
        path.join(outDir, directory),
        tag === null ? isPublishedIndexFile : isPublishedInVersionBundle,
        tag === null ? chromeSelectors : [...chromeSelectors, ...versionBundleExtraExcludes],
        tag === null,
      );
      files.push(...written.map((file) => ({path: `${directory}${file.path}`, bytes: file.bytes})));
      bundles.push({tag, directory, pageCount: pages.length});
    }
    return {outputDirectory, pageCount: bundles[0]!.pageCount, bundles, files};
  } finally {
    await pagefind.close();
  }
}
