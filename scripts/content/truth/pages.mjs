/**
 * The content pages the truth checks read, each with the Docusaurus release it is checked against:
 * - docs/ (Canary): `canary.release` (3.7.0);
 * - versioned_docs/version-X/: X;
 * - community/: the latest release (3.6.1);
 * - blog/: a post speaks as of its date, so it is checked against the newest release it could
 *   know: a release post (blog/releases/<line>/) against the release of that line we have
 *   packages for, another post against the newest such release published on or before its date.
 *   A post older than every release we have packages for is skipped (`version: null`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {builtVersions, canary, latestRelease} from '../../../config/releases.mjs';

export const siteRoot = path.resolve(import.meta.dirname, '../../..');

/** Releases whose packages the checks know (Canary's, then the built docs versions). */
export const checkedReleases = [canary.release, ...builtVersions];

/** @type {{dates: Record<string, string>}} */
const releaseDates = JSON.parse(readFileSync(path.join(siteRoot, 'changelog/release-dates.json'), 'utf8'));

/** Publish day of the first release of a version's minor line (3.5.2 -> 3.5.0), when known. */
function lineStart(/** @type {string} */ version) {
  return releaseDates.dates[version.replace(/\.\d+$/, '.0')];
}

/**
 * @param {string} file path relative to the site, with `/`
 * @param {string} source the page's Markdown
 * @returns {string | null}
 */
export function versionOfPage(file, source) {
  if (file.startsWith('docs/')) return canary.release;
  const versioned = /^versioned_docs\/version-([^/]+)\//.exec(file);
  if (versioned) return versioned[1];
  if (file.startsWith('community/')) return latestRelease.version;
  const release = /^blog\/releases\/(\d+\.\d+)\//.exec(file);
  if (release) return checkedReleases.find((v) => v.startsWith(`${release[1]}.`)) ?? null;
  const date = /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(source)?.[1] ?? /(\d{4}-\d{2}-\d{2})/.exec(file)?.[1];
  if (!date) return null;
  const known = checkedReleases
    .filter((v) => lineStart(v) !== undefined && /** @type {string} */ (lineStart(v)) <= date)
    .sort((a, b) => (/** @type {string} */ (lineStart(b)) < /** @type {string} */ (lineStart(a)) ? -1 : 1));
  return known[0] ?? null;
}

/** @typedef {{file: string, version: string | null, source: string}} ContentPage */

/**
 * Every Markdown page of docs/, versioned_docs/, community/ and blog/.
 * @returns {ContentPage[]}
 */
export function contentPages() {
  return ['docs', 'versioned_docs', 'community', 'blog'].flatMap((dir) =>
    readdirSync(path.join(siteRoot, dir), {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f))
      .sort()
      .map((f) => {
        const file = `${dir}/${f.split(path.sep).join('/')}`;
        const source = readFileSync(path.join(siteRoot, file), 'utf8');
        return {file, version: versionOfPage(file, source), source};
      }),
  );
}
