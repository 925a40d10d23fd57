export interface Section {
  name: string;
  dir: string;
}
export interface PageCount {
  section: string;
  page: string;
  kind: 'guide' | 'reference';
  words: number;
}
export const SECTIONS: Section[];
export function proseOf(source: string): string;
export function countWords(source: string): number;
export function isReference(relativePath: string): boolean;
export function countSection(rootDir: string, section: Section): PageCount[];
