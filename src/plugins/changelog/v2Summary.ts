import type {ChangelogEntry} from './changeTypes';
import {changeCount} from './changeMarkdown';
import {channelOf, parseVersion} from './releaseVersion.mjs';

export interface MajorLineRow {
  version: string;
  permalink: string;
  date: string;
  channel: 'alpha' | 'beta' | 'rc' | 'stable';
  /** Changes the framework's changelog lists for the release (PR records and prose items). */
  changeCount: number;
  /** Breaking changes among them. */
  breakingCount: number;
  committerCount: number;
}

export interface MajorLineSummary {
  major: number;
  firstVersion: string;
  lastVersion: string;
  firstDate: string;
  lastDate: string;
  counts: Record<'alpha' | 'beta' | 'rc' | 'stable', number>;
  /** Newest first, as in the changelog list. */
  rows: MajorLineRow[];
}

/** Everything the V2 changelog page shows, computed at build time from the changelog data. */
export function summarizeMajorLine(
  entries: readonly ChangelogEntry[],
  major: number,
  basePath: string,
): MajorLineSummary {
  const line = entries.filter((entry) => entry.kind === 'release' && parseVersion(entry.version)?.major === major);
  if (line.length === 0) {
    throw new Error(`No release of the ${major}.x line in the data`);
  }
  const counts = {alpha: 0, beta: 0, rc: 0, stable: 0};
  const rows = line.map((entry): MajorLineRow => {
    const channel = channelOf(entry.version);
    counts[channel] += 1;
    const breaking = entry.categories.find((category) => category.key === 'boom');
    return {
      version: entry.version,
      permalink: `${basePath}${entry.slug}/`,
      date: entry.date,
      channel,
      changeCount: changeCount(entry),
      breakingCount: breaking
        ? breaking.groups.reduce((n, group) => n + group.changes.length, 0) + breaking.plainCount
        : 0,
      committerCount: entry.committers.length,
    };
  });
  const sortedDates = line.map((entry) => entry.date).sort();
  return {
    major,
    firstVersion: line.at(-1)!.version,
    lastVersion: line[0]!.version,
    firstDate: sortedDates[0]!,
    lastDate: sortedDates.at(-1)!,
    counts,
    rows,
  };
}
