// The releases the schema history reads, and the @docusaurus/* packages
// installed for each: the latest patch of every minor line from 2.0 to
// Canary's, plus the docs versions this site builds.
import {builtVersions, canary} from '../../../config/releases.mjs';
import {compareReleases} from '../layout.mjs';

/**
 * The latest patch of each past minor line, where it is not a docs version
 * this site builds. 2.0.1 stands for the 2.0 line: 2.0.0 of
 * plugin-client-redirects, plugin-pwa and theme-live-codeblock was never
 * published, so 2.0.0 cannot be installed as a whole. When a minor line is
 * released, add its latest patch here (a unit test checks that every line
 * from 2.0 to Canary's has a release).
 */
const PAST_LINES = ['2.0.1', '2.1.0', '2.2.0', '2.3.1', '2.4.3', '3.0.1', '3.1.1', '3.2.1', '3.3.2', '3.4.0', '3.6.3'];

/**
 * Releases read, oldest first: the past lines, the docs versions built here
 * (so that their tables and the history agree) and the Canary release.
 * @type {string[]}
 */
export const HISTORY_RELEASES = [...new Set([...PAST_LINES, ...builtVersions, canary.release])].sort(compareReleases);

/**
 * Packages installed in each release's scratch folder: every package whose
 * options, theme config or front matter the history reads, with the first
 * release the registry has it at, as [major, minor, patch] (and at the latest
 * patch of every line from then on).
 * @type {Array<{name: string, since: [number, number, number]}>}
 */
export const HISTORY_PACKAGES = [
  {name: 'core', since: [2, 0, 0]},
  {name: 'plugin-content-docs', since: [2, 0, 0]},
  {name: 'plugin-content-blog', since: [2, 0, 0]},
  {name: 'plugin-content-pages', since: [2, 0, 0]},
  {name: 'plugin-client-redirects', since: [2, 0, 0]},
  {name: 'plugin-debug', since: [2, 0, 0]},
  {name: 'plugin-google-analytics', since: [2, 0, 0]},
  {name: 'plugin-google-gtag', since: [2, 0, 0]},
  {name: 'plugin-google-tag-manager', since: [2, 3, 0]},
  {name: 'plugin-ideal-image', since: [2, 0, 0]},
  {name: 'plugin-pwa', since: [2, 0, 0]},
  // Published from 3.6.0, but the registry lacks 3.6.0 to 3.6.2 of it.
  {name: 'plugin-rsdoctor', since: [3, 6, 3]},
  {name: 'plugin-sitemap', since: [2, 0, 0]},
  {name: 'plugin-svgr', since: [3, 7, 0]},
  // Published from 3.3.2 on (no 3.3.0).
  {name: 'plugin-vercel-analytics', since: [3, 3, 2]},
  {name: 'preset-classic', since: [2, 0, 0]},
  {name: 'theme-classic', since: [2, 0, 0]},
  {name: 'theme-live-codeblock', since: [2, 0, 0]},
  {name: 'theme-mermaid', since: [2, 2, 0]},
  {name: 'theme-search-algolia', since: [2, 0, 0]},
];

/**
 * The minor line of a release: `3.6.1` → `3.6`.
 * @param {string} release
 * @returns {string}
 */
export function minorLine(release) {
  return release.split('.').slice(0, 2).join('.');
}

/**
 * Whether `release` is `since` or later.
 * @param {string} release
 * @param {[number, number, number]} since
 * @returns {boolean}
 */
function fromRelease(release, since) {
  const parts = release.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    if (parts[index] !== since[index]) return parts[index] > since[index];
  }
  return true;
}

/**
 * The packages published at a release, as `@docusaurus/<name>` → exact version.
 * @param {string} release
 * @returns {Record<string, string>}
 */
export function packagesOf(release) {
  return Object.fromEntries(
    HISTORY_PACKAGES.filter(({since}) => fromRelease(release, since)).map(({name}) => [`@docusaurus/${name}`, release]),
  );
}
