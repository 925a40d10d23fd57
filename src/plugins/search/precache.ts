import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {IndexSummary} from './indexer';

export interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** A Workbox `manifestTransforms` entry, as `@docusaurus/plugin-pwa` passes it on. */
export type ManifestTransform = (entries: ManifestEntry[]) => Promise<{manifest: ManifestEntry[]}>;

/**
 * The Workbox `manifestTransforms` entry that adds one search plugin's index
 * to the service worker's precache list; `currentBuild` gives that plugin's
 * index build once its postBuild has started (./index.ts pairs the two).
 *
 * The PWA plugin computes the service worker's precache list in its own
 * postBuild, in parallel with ours, and only globs js/json/css/html and
 * images: Pagefind's `.pf_*` and wasm files would be missed, and even the
 * matching ones could be missed if the index were not written yet. This
 * transform waits for the index and then adds every index file the browser
 * can load: Pagefind also writes a WebAssembly build for pages without a
 * language (`wasm.unknown.pagefind`), which no page of this site needs.
 */
export function pagefindIndexTransform(currentBuild: () => Promise<IndexSummary> | undefined): ManifestTransform {
  return async function precachePagefindIndex(entries) {
    const build = currentBuild();
    if (!build) {
      throw new Error(
        'The local search plugin paired with this transform did not build an index in this process: register its plugin too, or drop the transform.',
      );
    }
    const summary = await build;
    const siteRoot = path.dirname(summary.outputDirectory);
    const pagefindEntry = JSON.parse(
      await readFile(path.join(summary.outputDirectory, 'pagefind-entry.json'), 'utf8'),
    ) as {
      languages: Record<string, {wasm?: string | null}>;
    };
    const loadable = new Set(
      Object.values(pagefindEntry.languages).map((language) => `wasm.${language.wasm ?? 'unknown'}.pagefind`),
    );
    const indexEntries = await Promise.all(
      summary.files
        .filter(
          (file) => !/(^|\/)wasm\.[^/]+\.pagefind$/.test(file.path) || loadable.has(path.posix.basename(file.path)),
        )
        .map(async (file) => {
          const content = await readFile(path.join(siteRoot, file.path));
          return {url: file.path, revision: createHash('md5').update(content).digest('hex'), size: content.byteLength};
        }),
    );
    const indexUrls = new Set(indexEntries.map((entry) => entry.url));
    return {manifest: [...entries.filter((entry) => !indexUrls.has(entry.url)), ...indexEntries]};
  };
}
