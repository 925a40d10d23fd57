/**
 * The upgrade planner's pure logic: which release of the schema history
 * stands for a picked release, what changed between two of them, and the plan
 * for a pair. Shared by the build-time pair pages (./index.ts) and the
 * /upgrade/ page, which runs it in the browser for any other pair.
 */
import {compareVersions} from '../changelog/releaseVersion.mjs';
import type {OptionHistory} from '../../data/reference/history/types';
import type {ChangedOption, PlannerData, SourcePlan, UpgradePlan} from './types';

function minorLine(release: string): string {
  return release.split('.').slice(0, 2).join('.');
}

/**
 * The release of the schema history read for `release`'s minor line: the
 * release itself when it was read, else the newest one read at or before it
 * in that line (3.6.2 -> 3.6.1), else the oldest one read in it (3.5.0 ->
 * 3.5.2, 2.0.0 -> 2.0.1). Null when the history has nothing of that line.
 */
export function resolveLine(release: string, historyReleases: readonly string[]): string | null {
  const sameLine = historyReleases.filter((read) => minorLine(read) === minorLine(release));
  if (sameLine.length === 0) {
    return null;
  }
  const atOrBefore = sameLine.filter((read) => compareVersions(read, release) <= 0);
  return atOrBefore.at(-1) ?? sameLine[0]!;
}

/** Whether an option exists in the release at `index` of the history's releases. */
function presentAt(history: OptionHistory, index: number, order: Map<string, number>): boolean {
  const added = order.get(history.added) ?? Infinity;
  const removed = history.removed === undefined ? Infinity : (order.get(history.removed) ?? Infinity);
  return added <= index && index < removed;
}

/**
 * Options of every schema that differ between two releases read: added,
 * removed, renamed (the hand-written renames, whose two ends are then not
 * listed as added and removed) and changed (type, default or required flag,
 * for options present at both ends). Schemas without a difference are left out.
 */
export function diffSources(data: PlannerData, fromLine: string, toLine: string): SourcePlan[] {
  const order = new Map(data.historyReleases.map((release, index) => [release, index]));
  const start = order.get(fromLine);
  const end = order.get(toLine);
  if (start === undefined || end === undefined) {
    throw new Error(`Not a release of the schema history: ${start === undefined ? fromLine : toLine}`);
  }
  const inRange = (release: string): boolean => {
    const index = order.get(release) ?? -1;
    return index > start && index <= end;
  };
  const plans: SourcePlan[] = [];
  for (const [source, history] of Object.entries(data.sources)) {
    const renamed = data.renames
      .filter((rename) => rename.source === source && inRange(rename.release))
      .map(({from, to, pr}) => ({from, to, pr}));
    const renamedNames = new Set(renamed.flatMap((rename) => [rename.from, rename.to]));
    const added: string[] = [];
    const removed: string[] = [];
    const changed: ChangedOption[] = [];
    for (const [option, optionHistory] of Object.entries(history.options)) {
      const before = presentAt(optionHistory, start, order);
      const after = presentAt(optionHistory, end, order);
      if (renamedNames.has(option)) {
        continue;
      }
      if (!before && after) {
        added.push(option);
      } else if (before && !after) {
        removed.push(option);
      } else if (before && after) {
        const changes = (optionHistory.changes ?? []).filter((change) => inRange(change.release));
        if (changes.length > 0) {
          changed.push({option, changes});
        }
      }
    }
    if (added.length + removed.length + renamed.length + changed.length > 0) {
      plans.push({source, package: history.package, added, removed, renamed, changed});
    }
  }
  return plans;
}

/** `future` flags of the site config at a release read (`future.experimental_faster` -> `experimental_faster`). */
export function futureFlagsAt(data: PlannerData, line: string): string[] {
  const order = new Map(data.historyReleases.map((release, index) => [release, index]));
  const index = order.get(line) ?? -1;
  return Object.entries(data.sources.config?.options ?? {})
    .filter(([option, history]) => /^future\.[^.]+$/.test(option) && presentAt(history, index, order))
    .map(([option]) => option.slice('future.'.length));
}

/**
 * The plan from `from` to `to`, two releases of `data.releases` with `from`
 * older. Callers check the pair first (./query.ts); a bad pair throws.
 */
export function planUpgrade(data: PlannerData, from: string, to: string): UpgradePlan {
  if (!data.releases.includes(from) || !data.releases.includes(to) || compareVersions(from, to) >= 0) {
    throw new Error(`Not an upgrade between known releases: ${from} -> ${to}`);
  }
  const fromLine = resolveLine(from, data.historyReleases);
  const toLine = resolveLine(to, data.historyReleases);
  if (!fromLine || !toLine) {
    throw new Error(`No schema history for ${fromLine ? to : from}`);
  }
  const breaking = Object.entries(data.breaking)
    .filter(([release]) => compareVersions(release, from) > 0 && compareVersions(release, to) <= 0)
    .sort(([a], [b]) => compareVersions(a, b))
    .flatMap(([, changes]) => changes);
  return {
    from,
    to,
    fromLine,
    toLine,
    breaking,
    sources: fromLine === toLine ? [] : diffSources(data, fromLine, toLine),
    requirements: {from: data.requirements[from] ?? null, to: data.requirements[to] ?? null},
    futureFlags: futureFlagsAt(data, toLine),
  };
}
