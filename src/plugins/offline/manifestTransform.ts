import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {isCompressible} from '../../../scripts/precompress/precompress.mjs';
import {bundleDirectory, versionBundleTags} from '../search/bundles';
import {docsVersionTag} from '../search/client/contextualFilters';
import {indexDirectoryName} from '../search/indexer';
import {searchIndexChunkName, searchModalChunkName, storedSearchesChunkName} from '../search/searchConfig';
import {fullBudgetBytes, litePrecacheBudgetBytes, megabyte} from './budget';
import {currentOfflineBuildFacts, type OfflineBuildFacts} from './index';
import {liteWorstCase, planLitePrecache, shellUrlsOfPage} from './litePlan';
import {
  chunksOnlyFor,
  namedChunkFiles,
  planFullPrecache,
  referencedImagePaths,
  type ClientManifest,
  type FullPlanFacts,
  type ManifestEntry,
  type RoutesChunkNames,
} from './precachePlan';

/**
 * The chunk name of what the registration loads when an update waits, the app
 * is installed, or the worker is a lite one (the webpackChunkName comment in
 * ./client/registerSw.ts, a literal): the lite tier keeps it with the app
 * shell, so a lite page offline still tells the worker what it opened.
 */
export const offlineEventsChunkName = 'offline-events';

/** Where the lite plan is written, relative to the site root; the worker fetches it on install. */
export const liteManifestFile = 'offline-lite.json';

/** Sections of the site no offline reader gets, relative to baseUrl. */
export const excludedSections = ['tests/', '__docusaurus/'] as const;

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** Compressed size as a reader downloads it: gzip -9 for text formats (as the build's .gz copies), else the file. */
async function compressedSizes(outDir: string, entries: readonly ManifestEntry[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const entry of entries) {
    if (isCompressible(entry.url, entry.size, 0)) {
      const bytes = await readFile(path.join(outDir, entry.url));
      sizes.set(entry.url, Math.min(bytes.byteLength, gzipSync(bytes, {level: 9}).byteLength));
    } else {
      sizes.set(entry.url, entry.size);
    }
  }
  return sizes;
}

function readClientManifest(facts: OfflineBuildFacts): Promise<ClientManifest> {
  return readJson<ClientManifest>(path.join(facts.generatedFilesDir, 'client-manifest.json'));
}

async function excludedChunks(facts: OfflineBuildFacts): Promise<Set<string>> {
  const routePrefixes = excludedSections.map((section) => `${facts.baseUrl}${section}`);
  const [routesChunkNames, clientManifest] = await Promise.all([
    readJson<RoutesChunkNames>(path.join(facts.generatedFilesDir, 'routesChunkNames.json')),
    readClientManifest(facts),
  ]);
  return chunksOnlyFor(
    (route) => routePrefixes.some((prefix) => `${route}/`.startsWith(prefix)),
    routesChunkNames,
    clientManifest,
  );
}

/** Image paths that the kept pages, scripts, styles and JSON name. */
async function referencedImages(outDir: string, entries: readonly ManifestEntry[]): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const entry of entries) {
    if (/\.(?:html|js|css|json)$/.test(entry.url)) {
      for (const reference of referencedImagePaths(await readFile(path.join(outDir, entry.url), 'utf8'))) {
        paths.add(reference);
      }
    }
  }
  return paths;
}

const withSlash = (route: string) => (route.endsWith('/') ? route : `${route}/`);

// Three decimals: a plan a few KB over its budget must not read "0.94 MB, over its 0.94 MB budget".
const mb = (bytes: number) => `${(bytes / megabyte).toFixed(3)} MB`;

/**
 * A Workbox `manifestTransforms` entry (after the search index's): returns the
 * budgeted full-offline precache (./precachePlan.ts) and writes the lite plan
 * (./litePlan.ts) to `offline-lite.json`. Fails the build when either breaks
 * its budget (./budget.ts): a promise made to readers is checked where it is made.
 */
export async function offlinePrecache(
  entries: ManifestEntry[],
): Promise<{manifest: ManifestEntry[]; warnings: string[]}> {
  const facts = currentOfflineBuildFacts();
  if (!facts) {
    throw new Error(
      'The offline-precache plugin (src/plugins/offline) is not registered: it supplies the build facts.',
    );
  }
  const {outDir, baseUrl} = facts;
  const versionBundles = versionBundleTags(facts.docsInstances);
  const bundles = facts.docsInstances
    .flatMap((instance) =>
      instance.versions.map((version) => {
        const tag = docsVersionTag(instance.pluginId, version.name);
        return {
          tag,
          directory: `${indexDirectoryName}/${bundleDirectory(tag)}`,
          pathPrefix: withSlash(version.path),
          isDefault: version.isLast,
        };
      }),
    )
    .filter((bundle) => versionBundles.includes(bundle.tag));

  const planFacts: FullPlanFacts = {
    excludedPrefixes: excludedSections,
    liteOnlyPrefixes: bundles.map((bundle) => bundle.directory),
    excludedChunks: await excludedChunks(facts),
    isImageReferenced: () => true,
  };
  const candidates = planFullPrecache(entries, planFacts).manifest;
  const imagePaths = await referencedImages(outDir, candidates);
  const full = planFullPrecache(entries, {...planFacts, isImageReferenced: (url) => imagePaths.has(url)});

  const sizes = await compressedSizes(outDir, entries);
  const fullBytes = full.manifest.reduce((total, entry) => total + sizes.get(entry.url)!, 0);
  if (fullBytes > fullBudgetBytes) {
    throw new Error(
      `The full offline precache weighs ${mb(fullBytes)} compressed, over its ${mb(fullBudgetBytes)} budget (src/plugins/offline/budget.ts).`,
    );
  }

  const clientManifest = await readClientManifest(facts);
  const lite = planLitePrecache(entries, {
    baseUrl,
    shellUrls: [
      ...shellUrlsOfPage(await readFile(path.join(outDir, 'index.html'), 'utf8')),
      // The search modal and the index loader load on demand; offline search needs their code at hand,
      // a returning reader's page the checks of their stored searches, a lite page its worker's messages.
      ...[searchModalChunkName, searchIndexChunkName, storedSearchesChunkName, offlineEventsChunkName].flatMap((name) =>
        namedChunkFiles(clientManifest, name).map((file) => `${baseUrl}${file}`),
      ),
    ],
    indexDirectory: `${indexDirectoryName}/`,
    versionBundles: bundles,
    compressedSize: (entry) => sizes.get(entry.url)!,
    hash: (text) => createHash('md5').update(text).digest('hex'),
  });
  const liteBytes = liteWorstCase(lite);
  if (liteBytes > litePrecacheBudgetBytes) {
    throw new Error(
      `The lite offline precache weighs up to ${mb(liteBytes)} compressed, over its ${mb(litePrecacheBudgetBytes)} budget (src/plugins/offline/budget.ts).`,
    );
  }
  await writeFile(path.join(outDir, liteManifestFile), `${JSON.stringify(lite)}\n`);

  const dropped = Object.entries(full.dropped)
    .map(([reason, total]) => `${reason} ${total.files}`)
    .join(', ');
  console.log(
    `[offline-precache] Full: ${full.manifest.length} files, ${mb(fullBytes)} gzip (dropped: ${dropped}). Lite: up to ${mb(liteBytes)} gzip (shell ${mb(lite.estimate.shell)}; ${Object.entries(
      lite.estimate.scopes,
    )
      .map(([tag, bytes]) => `${tag} ${mb(bytes)}`)
      .join(', ')}).`,
  );
  return {manifest: full.manifest, warnings: []};
}
