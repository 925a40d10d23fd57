import type {LiteManifest} from '../precachePlan';

export const liteCacheName: string;
export const liteStagingCacheName: string;
export const pagesCacheName: string;
export const liteCacheNames: readonly string[];
export const visitMessageType: string;
export const liteManifestPath: string;

export function isLiteManifest(value: unknown): value is LiteManifest;
export function scopeForPath(pathname: string, manifest: LiteManifest): string | null;
export function scopeUrls(manifest: LiteManifest, tag: string | null): string[];
export function liteUrlsFor(manifest: LiteManifest, tag: string | null): string[];
export function cachedScope(manifest: LiteManifest, cachedPaths: ReadonlySet<string>): string | null;
export function matchIgnoringSearch(pathname: string, basePath: string): boolean;
export function isStorableAsset(pathname: string, destination: string, basePath: string): boolean;
export function pageKey(url: string): string;
export function visitAssets(assets: unknown, origin: string, basePath: string): string[];
export function visitPath(message: unknown, basePath: string): string | null;
