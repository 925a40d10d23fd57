// Release version parsing and ordering, used at build time by the changelog
// plugin and by the sync scripts in scripts/changelog/. Plain JavaScript, typed
// with JSDoc (checked by `tsc`), because those scripts run on Node alone.

/** @typedef {'alpha' | 'beta' | 'rc' | 'stable'} Channel */

/**
 * @typedef {object} ParsedVersion
 * @property {number} major
 * @property {number} minor
 * @property {number} patch
 * @property {Channel} channel
 * @property {number | null} prerelease
 */

/** @type {Record<Channel, number>} */
const CHANNEL_RANK = {alpha: 0, beta: 1, rc: 2, stable: 3};

const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)(?:-(alpha|beta|rc)\.(\d+))?$/;

/**
 * Parses x.y.z and x.y.z-(alpha|beta|rc).n; anything else (canaries, hashes) gives null.
 * @param {string} version
 * @returns {ParsedVersion | null}
 */
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
    channel: /** @type {Channel | undefined} */ (channel) ?? 'stable',
    prerelease: prerelease === undefined ? null : Number(prerelease),
  };
}

/**
 * Orders versions: numeric parts compared as numbers, then alpha < beta < rc < stable.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
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

/**
 * Channel label for display: "alpha", "beta", "release candidate" or "stable".
 * @param {string} version
 * @returns {Channel}
 */
export function channelOf(version) {
  const parsed = parseVersion(version);
  if (!parsed) {
    throw new Error(`Not a release version: ${version}`);
  }
  return parsed.channel;
}
