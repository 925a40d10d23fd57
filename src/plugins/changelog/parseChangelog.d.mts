import type {ChangelogEntry} from './changeTypes';

export const MAX_NOTE_LENGTH: number;
export function entrySlug(name: string): string;
export function splitTitleAndAuthor(text: string): {title: string; author: string | null};
export function parseChangelog(text: string, options?: {to?: string}): {entries: ChangelogEntry[]; problems: string[]};
export function prNumbersOf(entry: ChangelogEntry): number[];
