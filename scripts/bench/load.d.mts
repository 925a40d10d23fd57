export const loadConnections: number[];
export const loadDurationSeconds: number;
export const loadRequestTimeoutSeconds: number;
export function mainScriptPath(html: string): string;
export function loadTargets(buildDir: string): Array<{name: string; path: string; acceptEncoding: string}>;
export interface LoadRun {
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  megabytesPerSec: number;
}
export function summariseRun(result: {
  requests: {total: number; average: number};
  latency: {p50: number; p99: number};
  errors: number;
  timeouts: number;
  non2xx: number;
  throughput: {average: number};
}): LoadRun;
export function loadBenchForDirectory(buildDir: string): Promise<Record<string, unknown>>;
export function printLoadTable(report: Record<string, unknown>): void;
