// Pure release helpers shared by the changelog plugin (TypeScript, through
// releaseFacts.d.mts), its unit tests and scripts/sync-releases.mjs (plain Node).
// Kept in .mjs because the sync script runs without a TypeScript loader.

const CHANNEL_RANK = {alpha: 0, beta: 1, rc: 2, stable: 3};

/**
 * Canary builds of this era used a 9-character commit hash as prerelease id
 * (2.0.0-beta.e09291062). A hash made only of digits still parses as a number,
 * so anything this large is treated as a hash, never as a real prerelease.
 */
export const MAX_PRERELEASE_NUMBER = 9999;

const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)(?:-(alpha|beta|rc)\.(\d+))?$/;

/** Parses x.y.z and x.y.z-(alpha|beta|rc).n; anything else (canaries, hashes) gives null. */
export function parseVersion(version) {
  const match = VERSION_PATTERN.exec(version);
  if (!match) {
    return null;
  }
  const [, major, minor, patch, channel, prerelease] = match;
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch),
    channel: channel ?? 'stable',
    prerelease: prerelease === undefined ? null : Number(prerelease),
  };
}

/** Orders versions: numeric parts compared as numbers, then alpha < beta < rc < stable. */
export function compareVersions(a, b) {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) {
    throw new Error(`Cannot compare "${a}" and "${b}": not a release version`);
  }
  const keys = [
    [left.major, right.major],
    [left.minor, right.minor],
    [left.patch, right.patch],
    [CHANNEL_RANK[left.channel], CHANNEL_RANK[right.channel]],
    [left.prerelease ?? 0, right.prerelease ?? 0],
  ];
  for (const [x, y] of keys) {
    if (x !== y) {
      return x - y;
    }
  }
  return 0;
}

/** True for a prerelease id that is really a commit hash made only of digits. */
export function isHashLikePrerelease(version) {
  const parsed = parseVersion(version);
  return parsed !== null && parsed.prerelease !== null && parsed.prerelease > MAX_PRERELEASE_NUMBER;
}

/** Stable, alpha, beta or rc version with a small prerelease number. */
export function isReleaseVersion(version) {
  return parseVersion(version) !== null && !isHashLikePrerelease(version);
}

export function isWithinRange(version, from, to) {
  return compareVersions(version, from) >= 0 && compareVersions(version, to) <= 0;
}

/** Channel label for display: "alpha", "beta", "release candidate" or "stable". */
export function channelOf(version) {
  const parsed = parseVersion(version);
  if (!parsed) {
    throw new Error(`Not a release version: ${version}`);
  }
  return parsed.channel;
}

/**
 * Highest major version a semver range lets in ("^16.8.4 || ^17.0.0" gives 17).
 * Upper bounds written with "<" are skipped: they name a version that is excluded.
 */
export function highestMajor(range) {
  if (typeof range !== 'string') {
    return null;
  }
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
  const majorBumps = [];
  for (const dependency of Object.keys(current.keyDependencies)) {
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

/** Splits items into pages of perPage, as the blog plugin paginates its list. */
export function splitIntoPages(items, perPage) {
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new Error(`perPage must be a positive integer, got ${perPage}`);
  }
  const pages = [];
  for (let start = 0; start < items.length; start += perPage) {
    pages.push(items.slice(start, start + perPage));
  }
  return pages;
}

/** Path of a list page: the first page is the base, then /page/2/, /page/3/... */
export function listPagePath(basePath, pageNumber) {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return pageNumber === 1 ? base : `${base}page/${pageNumber}/`;
}

/**
 * Picks the publish day of a release. A registry time is plausible only if it
 * is not later than the cut-off and not earlier than the plausible time of the
 * previous (older) version; registries that re-publish packages report later
 * times. Reference days (from the framework's changelogs or release pull
 * requests) win over registry times; an upper bound is the last resort.
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

function isIsoDay(value) {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) {
    return false;
  }
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Problems found in a list of releases; an empty list means the data is usable. */
export function validateReleases(releases) {
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
