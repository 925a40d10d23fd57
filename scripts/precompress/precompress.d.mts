export const compressibleExtensions: Set<string>;
export const defaultMinBytes: number;
export const defaultBrotliQuality: number;
export function isPrecompressedCopy(relativePath: string): boolean;
export function isCompressible(relativePath: string, size: number, minBytes?: number): boolean;
export function compressBytes(bytes: Buffer, brotliQuality?: number): Promise<{br: Buffer; gz: Buffer}>;
export function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]>;
export interface PrecompressedFile {
  path: string;
  bytes: number;
  /** Size of the .br written, or null when it would not have been smaller. */
  br: number | null;
  gz: number | null;
}
export interface PrecompressReport {
  brotliQuality: number;
  files: PrecompressedFile[];
  /** Copies left by an earlier run whose file is gone or gets none now; removed. */
  removedStaleCopies: string[];
  totals: {files: number; bytes: number; brFiles: number; brBytes: number; gzFiles: number; gzBytes: number};
  ms: number;
}
export function precompressDirectory(
  dir: string,
  options?: {brotliQuality?: number; minBytes?: number; concurrency?: number},
): Promise<PrecompressReport>;
