/**
 * What the service worker precaches, decided from the Workbox manifest the
 * PWA plugin globbed (every js, json, css, html and image file of the build).
 * Pure functions over URLs and small facts read from the build, so each rule
 * is unit-tested without one (I/O lives in ./manifestTransform.ts).
 *
 * Full offline (installed app, standalone window, `?offlineMode=true`), here:
 * the manifest minus the test area, the debug pages, the route chunks only
 * they load, feeds, images nothing references, every ideal-image width but
 * the smallest, and the per-version search bundles (it has the whole index).
 * Lite offline (`mobile`, `saveData`) is planned in ./litePlan.ts.
 */

/** One precache entry as Workbox's manifest transforms see it (url relative to the site root). */
export interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

export type DropReason =
  | 'excluded section'
  | 'lite tier search bundle'
  | 'chunk of an excluded section'
  | 'feed'
  | 'larger image variant'
  | 'unreferenced image';

export interface FullPlan {
  manifest: ManifestEntry[];
  dropped: Partial<Record<DropReason, {files: number; bytes: number}>>;
}

export interface FullPlanFacts {
  /** Site sections never precached, relative to the site root: `tests/`, `__docusaurus/`. */
  excludedPrefixes: readonly string[];
  /** Folders only the lite tier uses: the docs version search bundles (the full tier has the whole index). */
  liteOnlyPrefixes: readonly string[];
  /** Script files (relative URLs) that only routes of excluded sections load. */
  excludedChunks: ReadonlySet<string>;
  /**
   * Whether a kept text file (HTML, script, style, JSON) names this image by
   * its path (relative to the site root). Called after the other rules.
   */
  isImageReferenced: (url: string) => boolean;
}

const imagePattern = /\.(?:png|jpe?g|gif|svg|ico|webp|avif)$/i;

export function isImage(url: string): boolean {
  return imagePattern.test(url);
}

/** A feed: for feed readers, which never go through the service worker. */
export function isFeed(url: string): boolean {
  return /(^|\/)(?:feed\.json|rss\.xml|atom\.xml)$/.test(url);
}

/**
 * The ideal-image plugin writes `assets/ideal-img/<name>.<hash>.<width>.<ext>`
 * for each width it generates; returns the image's identity and width.
 */
export function idealImageVariant(url: string): {image: string; width: number} | undefined {
  const match = /^(.*\/ideal-img\/.+)\.[0-9a-f]+\.(\d+)\.(\w+)$/.exec(url);
  return match ? {image: `${match[1]}.${match[3]}`, width: Number(match[2])} : undefined;
}

/** For each ideal image, the URL of its smallest width. */
function smallestVariants(urls: readonly string[]): Set<string> {
  const smallest = new Map<string, {url: string; width: number}>();
  for (const url of urls) {
    const variant = idealImageVariant(url);
    if (variant) {
      const current = smallest.get(variant.image);
      if (!current || variant.width < current.width) {
        smallest.set(variant.image, {url, width: variant.width});
      }
    }
  }
  return new Set([...smallest.values()].map((entry) => entry.url));
}

/** The full-offline precache: the globbed manifest, minus what an offline reader never opens. */
export function planFullPrecache(entries: readonly ManifestEntry[], facts: FullPlanFacts): FullPlan {
  const dropped: FullPlan['dropped'] = {};
  const drop = (entry: ManifestEntry, reason: DropReason) => {
    const total = (dropped[reason] ??= {files: 0, bytes: 0});
    total.files += 1;
    total.bytes += entry.size;
  };
  const smallest = smallestVariants(entries.map((entry) => entry.url));
  const kept: ManifestEntry[] = [];
  for (const entry of entries) {
    if (facts.excludedPrefixes.some((prefix) => entry.url.startsWith(prefix))) {
      drop(entry, 'excluded section');
    } else if (facts.liteOnlyPrefixes.some((prefix) => entry.url.startsWith(prefix))) {
      drop(entry, 'lite tier search bundle');
    } else if (facts.excludedChunks.has(entry.url)) {
      drop(entry, 'chunk of an excluded section');
    } else if (isFeed(entry.url)) {
      drop(entry, 'feed');
    } else if (idealImageVariant(entry.url) && !smallest.has(entry.url)) {
      drop(entry, 'larger image variant');
    } else {
      kept.push(entry);
    }
  }
  const manifest = kept.filter((entry) => {
    if (isImage(entry.url) && !facts.isImageReferenced(entry.url)) {
      drop(entry, 'unreferenced image');
      return false;
    }
    return true;
  });
  return {manifest, dropped};
}

/**
 * Image paths a text file mentions (URLs, srcset entries, CSS url()), as
 * every tail after a slash, so `https://example.com/img/a.png`,
 * `/img/a.png` and `s.p+"img/a.png"` all count for `img/a.png`. A bare file
 * name does not count for a file in a folder: the bundler's map of the
 * showcase cards (`./airbyte.png`) names the source images the ideal-image
 * plugin resizes, which no page loads.
 */
export function referencedImagePaths(text: string): string[] {
  const paths: string[] = [];
  for (const [reference] of text.matchAll(/[\w~@%.+/-]+\.(?:png|jpe?g|gif|svg|ico|webp|avif)\b/gi)) {
    const parts = reference.split('/');
    for (let start = 0; start < parts.length; start += 1) {
      if (parts[start] !== '' && parts[start] !== '.' && parts[start] !== '..') {
        paths.push(parts.slice(start).join('/'));
      }
    }
  }
  return paths;
}

/** Route chunk names per route, as `.docusaurus/routesChunkNames.json` lists them (nested objects of names). */
export type RoutesChunkNames = Record<string, unknown>;

/**
 * The parts of `.docusaurus/client-manifest.json` used: chunk id to files,
 * and chunk id or chunk name (for named `import()` chunks) to the chunks it needs.
 */
export interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
}

/**
 * The files (scripts and styles, relative URLs) an `import()` with this
 * `webpackChunkName` loads: its own chunk and the shared ones it needs.
 */
export function namedChunkFiles(clientManifest: ClientManifest, chunkName: string): string[] {
  return (clientManifest.origins[chunkName] ?? []).flatMap((id) =>
    [...(clientManifest.assets[id]?.js ?? []), ...(clientManifest.assets[id]?.css ?? [])].map(({file}) => file),
  );
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return value && typeof value === 'object' ? Object.values(value).flatMap(chunkNamesOf) : [];
}

/**
 * Script files that only routes of excluded sections load: their own route
 * chunks and the shared chunks nothing else needs (the debug pages' JSON
 * viewer, the test fixtures' props). Keys of routesChunkNames are
 * `<route>-<hash>`; a chunk named `23abe487` is written as
 * `assets/js/23abe487.<contenthash>.js`.
 */
export function chunksOnlyFor(
  isExcludedRoute: (route: string) => boolean,
  routesChunkNames: RoutesChunkNames,
  clientManifest: ClientManifest,
): Set<string> {
  const fileOfChunkId = new Map<string, string>();
  for (const [id, asset] of Object.entries(clientManifest.assets)) {
    for (const {file} of asset.js ?? []) {
      fileOfChunkId.set(id, file);
    }
  }
  const chunkIdOfName = new Map<string, string>();
  for (const [id, file] of fileOfChunkId) {
    chunkIdOfName.set(file.split('/').pop()!.split('.')[0]!, id);
  }
  const users = new Map<string, {excluded: boolean; kept: boolean}>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const excluded = isExcludedRoute(key.replace(/-[^-/]*$/, ''));
    for (const name of chunkNamesOf(chunks)) {
      const id = chunkIdOfName.get(name);
      if (id === undefined) {
        continue;
      }
      for (const needed of new Set([id, ...(clientManifest.origins[id] ?? [])])) {
        const file = fileOfChunkId.get(needed);
        if (file) {
          const use = users.get(file) ?? {excluded: false, kept: false};
          use[excluded ? 'excluded' : 'kept'] = true;
          users.set(file, use);
        }
      }
    }
  }
  return new Set([...users].filter(([, use]) => use.excluded && !use.kept).map(([file]) => file));
}
