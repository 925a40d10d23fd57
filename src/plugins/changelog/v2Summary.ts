import type {Release} from './types';
import {channelOf, parseVersion} from './releaseFacts.mjs';

export interface MajorLineRow {
  version: string;
  permalink: string;
  date: string;
  channel: 'alpha' | 'beta' | 'rc' | 'stable';
  packageCount: number;
  nodeEngine: string | null;
  /** Short notes for the row: Node.js or key dependency changes. */
  notes: string[];
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

/** Everything the V2 changelog page shows, computed at build time from the release data. */
export function summarizeMajorLine(releases: readonly Release[], major: number, basePath: string): MajorLineSummary {
  const line = releases.filter((release) => parseVersion(release.version)?.major === major);
  if (line.length === 0) {
    throw new Error(`No release of the ${major}.x line in the data`);
  }
  const counts = {alpha: 0, beta: 0, rc: 0, stable: 0};
  const rows = line.map((release): MajorLineRow => {
    const channel = channelOf(release.version);
    counts[channel] += 1;
    const notes: string[] = [];
    if (release.facts?.nodeEngineChange) {
      notes.push(`Node.js ${release.facts.nodeEngineChange.to}`);
    }
    for (const bump of release.facts?.majorBumps ?? []) {
      notes.push(`${bump.dependency} ${bump.to}`);
    }
    return {
      version: release.version,
      permalink: `${basePath}${release.version}/`,
      date: release.date,
      channel,
      packageCount: release.packages.length,
      nodeEngine: release.nodeEngine,
      notes,
    };
  });
  const sortedDates = line.map((release) => release.date).sort();
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
