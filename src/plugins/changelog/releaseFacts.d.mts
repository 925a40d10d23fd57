import type {DateSource, KeyDependencyName, Release, ReleaseFacts} from './types';

export type Channel = 'alpha' | 'beta' | 'rc' | 'stable';

export interface ParsedVersion {
  major: number;
  minor: number;
  patch: number;
  channel: Channel;
  prerelease: number | null;
}

/** The parts of a release the facts are computed from. */
export type FactsInput = Pick<Release, 'packages' | 'nodeEngine'> & {
  keyDependencies: Partial<Record<KeyDependencyName, string | null>>;
};

export const MAX_PRERELEASE_NUMBER: number;
export function parseVersion(version: string): ParsedVersion | null;
export function compareVersions(a: string, b: string): number;
export function isHashLikePrerelease(version: string): boolean;
export function isReleaseVersion(version: string): boolean;
export function isWithinRange(version: string, from: string, to: string): boolean;
export function channelOf(version: string): Channel;
export function highestMajor(range: string | null | undefined): number | null;
export function computeFacts(previous: FactsInput, current: FactsInput): ReleaseFacts;
export function splitIntoPages<T>(items: readonly T[], perPage: number): T[][];
export function listPagePath(basePath: string, pageNumber: number): string;
export function validateReleases(releases: readonly Partial<Release>[]): string[];

export interface DateReference {
  dates?: Record<string, string>;
  releasePrDates?: Record<string, string>;
  upperBounds?: Record<string, string>;
}
export function resolveReleaseDate(input: {
  version: string;
  registryTime: string | null;
  previousPlausibleTime: string | null;
  cutoff: string;
  reference: DateReference;
}): {date: string; dateSource: DateSource; plausible: boolean};
