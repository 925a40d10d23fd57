export function parseProcStat(line: string): {pid: number; ppid: number};
export function processTree(rootPid: number, parentOf: Map<number, number>): Set<number>;
export function runMeasured(
  command: string,
  args: string[],
  options?: import('node:child_process').SpawnOptions,
): Promise<{ms: number; peakRssBytes: number | null}>;
export interface Weight {
  raw: number;
  gzip: number;
  files: number;
}
export function weigh(resources: Array<{type: string; body: Buffer}>): {
  html: Weight;
  js: Weight;
  css: Weight;
  prefetch: Weight;
};
export function resourceType(
  url: string,
  contentType?: string,
  purpose?: string,
): 'html' | 'js' | 'css' | 'prefetch' | 'other';
export function ratio(ours: number, baseline: number): number | null;
export function median(values: number[]): number | null;
