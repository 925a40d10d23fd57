/**
 * Assembles the planner's data at build time from the committed sources: the
 * stable releases and breaking changes of the changelog (changes.ts up to the
 * site's release, newer.ts up to Canary's), the schema history and its
 * renames, the registry's requirements, and the hand-written docs table.
 */
import {changelogData} from '../../../changelog/changes';
import {newerChangelogData} from '../../../changelog/newer';
import {schemaHistory} from '../../data/reference/history/all';
import {renames} from '../../data/reference/history/renames';
import {requirements} from '../../data/upgrade/requirements';
import {breakingChangeDocs} from '../../data/upgrade/breakingDocs';
import type {BreakingChangeDoc} from '../../data/upgrade/types';
import type {ChangelogEntry} from '../changelog/changeTypes';
import {compareVersions, parseVersion} from '../changelog/releaseVersion.mjs';
import type {BreakingChange, PlannerData} from './types';

/** The oldest release a reader may pick. */
export const OLDEST_RELEASE = '2.0.0';

/** The changelog's key of the "Breaking Change" sections. */
const BREAKING_KEY = 'boom';

export interface PlannerSources {
  entries: readonly ChangelogEntry[];
  docs: Readonly<Record<number, BreakingChangeDoc>>;
}

const committedSources: PlannerSources = {
  entries: [...newerChangelogData.entries, ...changelogData.entries],
  docs: breakingChangeDocs,
};

/** The breaking changes one changelog entry lists, each with its docs page when the table names one. */
export function breakingChangesOf(entry: ChangelogEntry, docs: PlannerSources['docs']): BreakingChange[] {
  return entry.categories
    .filter((category) => category.key === BREAKING_KEY)
    .flatMap((category) => category.groups.flatMap((group) => group.changes))
    .map(({pr, title}) => ({release: entry.version, pr, title, ...(docs[pr] ? {docs: docs[pr]} : {})}));
}

export function buildPlannerData(sources: PlannerSources = committedSources): PlannerData {
  const stable = sources.entries.filter((entry) => {
    const parsed = entry.kind === 'release' ? parseVersion(entry.version) : null;
    return parsed?.channel === 'stable' && compareVersions(entry.version, OLDEST_RELEASE) >= 0;
  });
  const releases = [...new Set(stable.map((entry) => entry.version))].sort(compareVersions);
  const breaking: Record<string, BreakingChange[]> = {};
  for (const entry of stable) {
    const changes = breakingChangesOf(entry, sources.docs);
    if (changes.length > 0) {
      breaking[entry.version] = changes;
    }
  }
  return {
    releases,
    historyReleases: schemaHistory.releases,
    sources: schemaHistory.sources,
    renames,
    breaking,
    requirements: Object.fromEntries(releases.filter((r) => requirements[r]).map((r) => [r, requirements[r]!])),
  };
}
