/**
 * The upgrades rendered at build time as pages of their own (indexed by
 * search, linked from /upgrade/): each minor line to the next, and each line
 * before the site's release to that release. A line stands for its newest
 * stable release.
 */
import {compareVersions} from '../changelog/releaseVersion.mjs';

export interface UpgradePair {
  from: string;
  to: string;
}

function minorLine(release: string): string {
  return release.split('.').slice(0, 2).join('.');
}

/** `releases` oldest first; `siteRelease` is the release the site documents (3.6.1). */
export function commonPairs(releases: readonly string[], siteRelease: string): UpgradePair[] {
  const newestOfLine = new Map<string, string>();
  for (const release of releases) {
    newestOfLine.set(minorLine(release), release);
  }
  const lines = [...newestOfLine.values()].sort(compareVersions);
  const pairs: UpgradePair[] = [];
  lines.slice(1).forEach((to, index) => pairs.push({from: lines[index]!, to}));
  for (const from of lines) {
    if (minorLine(from) !== minorLine(siteRelease) && compareVersions(from, siteRelease) < 0) {
      pairs.push({from, to: siteRelease});
    }
  }
  const seen = new Set<string>();
  return pairs
    .filter(({from, to}) => !seen.has(`${from}>${to}`) && seen.add(`${from}>${to}`))
    .sort((a, b) => compareVersions(a.from, b.from) || compareVersions(a.to, b.to));
}

/** The route of a pair's page. */
export function pairPath(pair: UpgradePair): string {
  return `/upgrade/${pair.from}-to-${pair.to}/`;
}
