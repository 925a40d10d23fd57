/**
 * The lite offline tier (`mobile`, `saveData`): the app shell and one docs
 * version's search bundle, planned from the same globbed manifest as the full
 * tier (./precachePlan.ts) and written to a file the worker reads
 * (LiteManifest). Pure functions, unit-tested without a build.
 */
import type {ManifestEntry} from './precachePlan';

/** One file of the lite precache (url with the site's baseUrl, as the browser asks for it). */
export interface LiteEntry {
  url: string;
  revision: string | null;
}

/**
 * Written to `offline-lite.json` for the worker of a lite reader: the app
 * shell, the search files every search loads, and each docs version's index
 * with the path prefix of its pages. The worker keeps the shell and the index
 * of the version being read (`scopeForPath` in ./sw/offlineWorkerCore.mjs).
 */
export interface LiteManifest {
  /** Changes with any listed file: the worker refreshes its copy when it does. */
  id: string;
  shell: LiteEntry[];
  scopes: {tag: string; pathPrefix: string; entries: LiteEntry[]}[];
  /** The scope for pages outside any docs version (home, blog): the version search uses there. */
  defaultScope: string | null;
  /** Compressed bytes of the shell and of each scope, as the build estimated them. */
  estimate: {shell: number; scopes: Record<string, number>};
}

/** The script, stylesheet, manifest and icon URLs a built page loads from its head. */
export function shellUrlsOfPage(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const rel = /\brel=(?:"([^"]*)"|([^\s>]+))/i.exec(tag);
    const relValue = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase();
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\b(?:stylesheet|icon|manifest)\b/.test(relValue)) {
      continue;
    }
    const source = /\b(?:src|href)=(?:"([^"]*)"|([^\s>]+))/i.exec(tag);
    const url = source?.[1] ?? source?.[2];
    if (url && !/^(?:[a-z]+:)?\/\//i.test(url)) {
      urls.push(url);
    }
  }
  return [...new Set(urls)];
}

/** The search script (`pagefind/pagefind.js`): one module for the whole index and every version bundle. */
export function isSearchScript(url: string, indexDirectory: string): boolean {
  return url === `${indexDirectory}pagefind.js`;
}

export interface LitePlanFacts {
  baseUrl: string;
  /** The app shell, as URLs with baseUrl (from shellUrlsOfPage). */
  shellUrls: readonly string[];
  /** `pagefind/`: where the search index is, relative to the site root. */
  indexDirectory: string;
  /** Docs version bundles: tag, folder relative to the site root, and the versions' route base. */
  versionBundles: readonly {tag: string; directory: string; pathPrefix: string; isDefault: boolean}[];
  /** Compressed size of a manifest entry. */
  compressedSize: (entry: ManifestEntry) => number;
  /** Content hash of the plan, for `id`. */
  hash: (text: string) => string;
}

/** Plans the lite precache from the globbed manifest (which must already carry the search index). */
export function planLitePrecache(entries: readonly ManifestEntry[], facts: LitePlanFacts): LiteManifest {
  const withBase = (url: string) => `${facts.baseUrl}${url}`;
  const toLite = (entry: ManifestEntry): LiteEntry => ({url: withBase(entry.url), revision: entry.revision});
  const shellSet = new Set(facts.shellUrls);
  const shellEntries = entries.filter(
    (entry) => shellSet.has(withBase(entry.url)) || isSearchScript(entry.url, facts.indexDirectory),
  );
  const scopes = facts.versionBundles
    .map((bundle) => ({bundle, scopeEntries: entries.filter((entry) => entry.url.startsWith(bundle.directory))}))
    .filter(({scopeEntries}) => scopeEntries.length > 0);
  const sum = (list: readonly ManifestEntry[]) => list.reduce((total, entry) => total + facts.compressedSize(entry), 0);
  const plan = {
    shell: shellEntries.map(toLite),
    scopes: scopes
      // Longest prefix first, so /docs/3.6.1/ wins over /docs/.
      .sort((a, b) => b.bundle.pathPrefix.length - a.bundle.pathPrefix.length)
      .map(({bundle, scopeEntries}) => ({
        tag: bundle.tag,
        pathPrefix: bundle.pathPrefix,
        entries: scopeEntries.map(toLite),
      })),
    defaultScope: scopes.find(({bundle}) => bundle.isDefault)?.bundle.tag ?? scopes[0]?.bundle.tag ?? null,
    estimate: {
      shell: sum(shellEntries),
      scopes: Object.fromEntries(scopes.map(({bundle, scopeEntries}) => [bundle.tag, sum(scopeEntries)])),
    },
  };
  return {id: facts.hash(JSON.stringify(plan)), ...plan};
}

/** The heaviest thing a lite reader's worker downloads: the shell and the largest scope. */
export function liteWorstCase(manifest: LiteManifest): number {
  return manifest.estimate.shell + Math.max(0, ...Object.values(manifest.estimate.scopes));
}
