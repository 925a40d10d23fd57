export function timeCommand(
  command: string,
  args: string[],
  options?: import('node:child_process').SpawnOptions,
): Promise<number>;
export interface Weight {
  raw: number;
  gzip: number;
  files: number;
}
export function weigh(resources: Array<{type: string; body: Buffer}>): {js: Weight; css: Weight};
export function resourceType(url: string, contentType?: string): 'js' | 'css' | 'other';
