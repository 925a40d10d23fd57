export function percentile(values: number[], fraction: number): number;
export function searchBench(options: {baseUrl: string; siteDir: string}): Promise<Record<string, unknown>>;
export function searchBenchForDirectory(siteDir: string, port?: number): Promise<Record<string, unknown>>;
export function printSearchTable(report: Record<string, unknown>): void;
