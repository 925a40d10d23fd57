// Release facts computed by `npm run sync:releases` (sync-releases.mjs) from
// registry metadata: which versions count, publish days, what changed between
// releases, and the checks the data must pass before it is written. Plain
// JavaScript typed with JSDoc (checked by `tsc`): the sync script runs on Node alone.

/** @import {DateSource, KeyDependencyName, Release, ReleaseFacts} from '../../src/plugins/changelog/types' */
import {compareVersions, parseVersion} from '../../src/plugins/changelog/releaseVersion.mjs';

/**
 * The parts of a release the facts are computed from.
 * @typedef {Pick<Release, 'packages' | 'nodeEngine'> & {keyDependencies: Partial<Record<KeyDependencyName, string | null>>}} FactsInput
 */

/**
 * Reference days of releases whose registry time cannot be trusted (changelog/release-dates.json).
 * @typedef {object} DateReference
 * @property {Record<string, string>} [dates]
 * @property {Record<string, string>} [releasePrDates]
 * @property {Record<string, string>} [upperBounds]
 */

/**
 * Canary builds of this era used a 9-character commit hash as prerelease id
 * (2.0.0-beta.e09291062). A hash made only of digits still parses as a number,
 * so anything this large is treated as a hash, never as a real prerelease.
 */
export const MAX_PRERELEASE_NUMBER = 9999;

/**
 * True for a prerelease id that is really a commit hash made only of digits.
 * @param {string} version
 * @returns {boolean}
 */
export function isHashLikePrerelease(version) {
  const parsed = parseVersion(version);
  return parsed !== null && parsed.prerelease !== null && parsed.prerelease > MAX_PRERELEASE_NUMBER;
}

/**
 * Stable, alpha, beta or rc version with a small prerelease number.
 * @param {string} version
 * @returns {boolean}
 */
export function isReleaseVersion(version) {
  return parseVersion(version) !== null && !isHashLikePrerelease(version);
}

/**
 * @param {string} version
 * @param {string} from
 * @param {string} to
 * @returns {boolean}
 */
export function isWithinRange(version, from, to) {
  return compareVersions(version, from) >= 0 && compareVersions(version, to) <= 0;
}

/**
 * Highest major version a semver range lets in ("^16.8.4 || ^17.0.0" gives 17).
 * Upper bounds written with "<" are skipped: they name a version that is excluded.
 * @param {string | null | undefined} range
 * @returns {number | null}
 */
export function highestMajor(range) {
  if (typeof range !== 'string') {
    return null;
  }
  /** @type {number | null} */
  let highest = null;
  for (const match of range.matchAll(/(^|[\s|^~=>v]|<=)(\d+)(?:\.(?:\d+|x|\*)){0,2}/g)) {
    const major = Number(match[2]);
    if (highest === null || major > highest) {
      highest = major;
    }
  }
  return highest;
}

/**
 * Differences between two consecutive releases (previous is the older one).
 * A null engine or dependency range means "not declared": the node engine is
 * compared only when both sides declare one, and a key dependency counts as
 * bumped when its highest major goes up or when it is declared for the first time.
 * @param {FactsInput} previous
 * @param {FactsInput} current
 * @returns {ReleaseFacts}
 */
export function computeFacts(previous, current) {
  const before = new Set(previous.packages);
  const after = new Set(current.packages);
  const packagesAdded = current.packages.filter((name) => !before.has(name)).sort();
  const packagesRemoved = previous.packages.filter((name) => !after.has(name)).sort();
  const fromEngine = previous.nodeEngine ?? null;
  const toEngine = current.nodeEngine ?? null;
  const nodeEngineChange =
    fromEngine !== null && toEngine !== null && fromEngine !== toEngine ? {from: fromEngine, to: toEngine} : null;
  /** @type {ReleaseFacts['majorBumps']} */
  const majorBumps = [];
  for (const dependency of /** @type {KeyDependencyName[]} */ (Object.keys(current.keyDependencies))) {
    const from = previous.keyDependencies[dependency] ?? null;
    const to = current.keyDependencies[dependency] ?? null;
    const toMajor = highestMajor(to);
    if (toMajor === null) {
      continue;
    }
    const fromMajor = highestMajor(from);
    if (from === null || (fromMajor !== null && toMajor > fromMajor)) {
      majorBumps.push({dependency, from, to});
    }
  }
  return {packagesAdded, packagesRemoved, nodeEngineChange, majorBumps};
}

/**
 * Picks the publish day of a release. A registry time is plausible only if it
 * is not later than the cut-off and not earlier than the plausible time of the
 * previous (older) version; registries that re-publish packages report later
 * times. Reference days (from the framework's changelogs or release pull
 * requests) win over registry times; an upper bound is the last resort.
 * @param {{version: string, registryTime: string | null, previousPlausibleTime: string | null, cutoff: string, reference: DateReference}} input
 * @returns {{date: string, dateSource: DateSource, plausible: boolean}}
 */
export function resolveReleaseDate({version, registryTime, previousPlausibleTime, cutoff, reference}) {
  const plausible =
    typeof registryTime === 'string' &&
    registryTime <= cutoff &&
    (previousPlausibleTime === null || registryTime >= previousPlausibleTime);
  if (reference.dates?.[version]) {
    return {date: reference.dates[version], dateSource: 'changelog', plausible};
  }
  if (reference.releasePrDates?.[version]) {
    return {date: reference.releasePrDates[version], dateSource: 'release-pr', plausible};
  }
  if (plausible) {
    return {date: registryTime.slice(0, 10), dateSource: 'registry', plausible};
  }
  if (reference.upperBounds?.[version]) {
    return {date: reference.upperBounds[version], dateSource: 'upper-bound', plausible};
  }
  throw new Error(`${version}: no plausible registry time and no reference date`);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** @param {unknown} value */
function isIsoDay(value) {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) {
    return false;
  }
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * Problems found in a list of releases; an empty list means the data is usable.
 * @param {readonly Partial<Release>[]} releases
 * @returns {string[]}
 */
export function validateReleases(releases) {
  /** @type {string[]} */
  const problems = [];
  const seen = new Set();
  releases.forEach((release, index) => {
    const label = `releases[${index}]`;
    if (typeof release.version !== 'string' || !isReleaseVersion(release.version)) {
      problems.push(`${label}: "${release.version}" is not an alpha, beta, rc or stable version`);
    } else if (seen.has(release.version)) {
      problems.push(`${label}: duplicate version ${release.version}`);
    } else {
      seen.add(release.version);
    }
    if (!isIsoDay(release.date)) {
      problems.push(`${label} (${release.version}): date "${release.date}" is not an ISO day (YYYY-MM-DD)`);
    }
    if (!Array.isArray(release.packages) || release.packages.length === 0) {
      problems.push(`${label} (${release.version}): lists no package`);
    }
    if (typeof release.publisher === 'string' && release.publisher.includes('@')) {
      problems.push(`${label} (${release.version}): publisher must be a user name, not an e-mail`);
    }
    const previous = releases[index - 1];
    if (previous && isReleaseVersion(previous.version) && isReleaseVersion(release.version)) {
      if (compareVersions(previous.version, release.version) <= 0) {
        problems.push(`${label}: ${release.version} is not older than ${previous.version} (list must be newest first)`);
      }
    }
  });
  return problems;
}
