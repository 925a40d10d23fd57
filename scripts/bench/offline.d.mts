import type {CachedWeight} from './offlineWeights.mjs';

export interface OfflineReport {
  firstPage: string;
  strategies: Record<string, CachedWeight & {params: Record<string, unknown>}>;
}

export function offlineBench(options: {baseUrl: string; buildDir: string}): Promise<OfflineReport>;
export function offlineBenchForDirectory(buildDir: string, port?: number): Promise<OfflineReport>;
export function printOfflineTable(report: OfflineReport): void;
