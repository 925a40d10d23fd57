import type {ChangelogEntry} from './changeTypes';
import {changeCount, entryTitle} from './changeMarkdown';

export interface CommitterRelease {
  title: string;
  permalink: string;
}

export interface CommitterSummary {
  handle: string;
  /** Most recent display name the changelog gives; the handle when it never gives one. */
  name: string;
  /** Two letters drawn in the local avatar, so no image is fetched from GitHub. */
  initials: string;
  /** Releases whose committers list names this person, newest first. */
  releases: CommitterRelease[];
  /** PR records this person authored across the covered releases. */
  changeCount: number;
}

/** Anchor of a committer on the committers page; handles are case-insensitive on GitHub. */
export function committerAnchor(handle: string): string {
  return `committer-${handle.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`;
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) {
    return '?';
  }
  const letters = words.length === 1 ? [...words[0]!].slice(0, 2) : [[...words[0]!][0]!, [...words.at(-1)!][0]!];
  return letters.join('').toUpperCase();
}

/**
 * Every committer of the covered releases with what they are credited with:
 * the releases that list them and the PRs they authored. Sorted by credited
 * changes, then releases, then handle, so the list is stable between builds.
 */
export function summarizeCommitters(entries: readonly ChangelogEntry[], basePath: string): CommitterSummary[] {
  const byHandle = new Map<string, CommitterSummary>();
  const prsByAuthor = new Map<string, Set<number>>();
  for (const entry of entries) {
    for (const category of entry.categories) {
      for (const change of category.groups.flatMap((group) => group.changes)) {
        if (change.author) {
          const key = change.author.toLowerCase();
          // A PR listed under two categories is one change.
          prsByAuthor.set(key, (prsByAuthor.get(key) ?? new Set()).add(change.pr));
        }
      }
    }
    for (const person of entry.committers) {
      const key = person.handle.toLowerCase();
      const summary = byHandle.get(key) ?? {
        handle: person.handle,
        name: person.name ?? person.handle,
        initials: initialsOf(person.name ?? person.handle),
        releases: [],
        changeCount: 0,
      };
      if (!summary.releases.some((release) => release.permalink.endsWith(`/${entry.slug}/`))) {
        summary.releases.push({title: entryTitle(entry), permalink: `${basePath}${entry.slug}/`});
      }
      byHandle.set(key, summary);
    }
  }
  for (const [key, summary] of byHandle) {
    summary.changeCount = prsByAuthor.get(key)?.size ?? 0;
  }
  return [...byHandle.values()].sort(
    (a, b) =>
      b.changeCount - a.changeCount || b.releases.length - a.releases.length || a.handle.localeCompare(b.handle),
  );
}

/** Totals shown above the list. */
export function committerTotals(entries: readonly ChangelogEntry[]): {releases: number; changes: number} {
  return {
    releases: entries.filter((entry) => entry.committers.length > 0).length,
    changes: entries.reduce((sum, entry) => sum + changeCount(entry), 0),
  };
}
