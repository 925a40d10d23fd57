import type {ReferenceManifest, ReferenceSource} from '../../src/data/reference/types';

export interface ExtractedVersion {
  name: string;
  release: string;
  sources: Record<string, ReferenceSource>;
}
export function compareReleases(a: string, b: string): number;
export function planFiles(versions: ExtractedVersion[]): {
  modules: Map<string, ReferenceSource>;
  manifest: ReferenceManifest;
};
export function renderSourceModule(source: ReferenceSource): string;
export function renderAllModule(modules: Map<string, ReferenceSource>): string;
