import type {Page} from '@playwright/test';

export interface Weight {
  files: number;
  gzip: number;
  brotli: number;
}

export interface CachedWeight extends Weight {
  byKind: Record<string, Weight>;
  /** Cached paths with no file in the build. */
  missing: string[];
}

export const firstPage: string;
export const strategies: Record<string, {viewport: {width: number; height: number}; query: string; init?: () => void}>;
export function kindOf(pathname: string): string;
export function buildFileFor(pathname: string): string;
export function weighCachedUrls(urls: string[], buildDir: string): CachedWeight;
export function cachedUrls(page: Page): Promise<string[]>;
export function waitForStoredFiles(page: Page, options?: {quietMs?: number; timeoutMs?: number}): Promise<void>;
