import type {ReferenceOption, ReferenceSource} from '../../src/data/reference/types';

export interface SourceSpec {
  id: string;
  pkg: string;
  module: string;
  kind: 'export' | 'options';
  exportName?: string;
  typedUnknownKeys?: {file: string; interfaceName: string};
  depth?: number;
  arrayItems?: boolean;
  variants?: {path: string; idPrefix: string};
}
export const MAX_DEPTH: number;
export const SOURCES: SourceSpec[];
export function describeType(schema: unknown): string;
export function describeDefault(schema: unknown): string | null;
export function schemaToRows(
  described: unknown,
  depth?: number,
  prefix?: string,
  options?: {arrayItems?: boolean},
): ReferenceOption[];
export function switchVariants(described: unknown): Map<string, ReferenceOption[]>;
export function captureOptionsSchema(validateOptions: unknown): unknown;
export function captureFrontMatterSchema(
  validateFrontMatter: (frontMatter: object) => unknown,
  validationModule: {validateFrontMatter: (...args: never[]) => unknown},
): unknown;
export function packageVersion(packagesDir: string, pkg: string): string;
export function optionalKeysOfInterface(
  declarationText: string,
  interfaceName: string,
): Array<{name: string; type: string}>;
export function extractReference(
  packagesDir: string,
  requireFrom: (file: string) => unknown,
  sourceList?: SourceSpec[],
): Record<string, ReferenceSource>;
