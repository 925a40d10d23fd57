// The release facts of the site, in one place: which docs versions are built
// (versions.json, written by `docusaurus docs:version`), which one is the
// latest release, what Canary is, and the versions archived elsewhere. The
// config, the pages and the scripts all read them from here; a unit test
// (config/__tests__/releases.test.ts) fails when another file hard-codes them.
//
// Plain JavaScript typed with JSDoc (checked by `tsc`), so that the scripts
// that run on Node alone (word count, reference generator, changelog sync) can
// import it as well as the TypeScript config and the React pages.
import versions from '../versions.json' with {type: 'json'};

/** @import {VersionOptions} from '@docusaurus/plugin-content-docs' */

/**
 * A docs version that is no longer built with this site. It links to the docs
 * sources frozen at its release tag, and to its release notes when the release
 * had notes of its own.
 * @typedef {object} ArchivedVersion
 * @property {string} name Version name as readers know it.
 * @property {string} docsUrl Where that version's docs can still be read.
 * @property {string} [releaseNotesUrl] Release notes of that version, when they exist.
 */

/** The framework's repository (as `repoUrl` of config/site.ts, which Node scripts cannot import). */
const repoUrl = 'https://github.com/facebook/docusaurus';

/**
 * Released docs versions built from versioned_docs/, newest first.
 * @type {readonly string[]}
 */
export const builtVersions = versions;

const newest = builtVersions[0];
if (newest === undefined) {
  throw new Error('versions.json lists no released docs version');
}

/** `3.6` for 3.6.1: the release line the announcement bar and its id are about. */
const newestMinor = newest.split('.').slice(0, 2).join('.');

/**
 * The newest release: what most readers should use. The announcement bar and
 * the versions page point to the blog post of its minor line
 * (blog/releases/<minor>/, slug /releases/<minor>).
 */
export const latestRelease = {
  version: newest,
  minor: newestMinor,
  blogPath: `/blog/releases/${newestMinor}/`,
};

/** Released versions that are still built here but are not the newest. */
export const pastVersions = builtVersions.slice(1);

/** Every docs version name of the main docs instance: `current` (Canary), then the built versions. */
export const docsVersions = ['current', ...builtVersions];

/**
 * The upcoming release line, documented in docs/ (the `current` docs version)
 * and labelled Canary. `release` is the framework release whose packages the
 * Canary API reference is generated from (scripts/reference/generate.mjs).
 */
export const canary = {label: 'Canary', line: '3.7', release: '3.7.0'};

/** @param {string} name */
function taggedRelease(name) {
  return {
    name,
    docsUrl: `${repoUrl}/tree/v${name}/website/docs`,
    releaseNotesUrl: `${repoUrl}/releases/tag/v${name}`,
  };
}

/**
 * Versions served outside this build, listed after the live ones in the navbar
 * dropdown and on the versions page.
 * @type {readonly ArchivedVersion[]}
 */
export const archivedVersions = [
  taggedRelease('2.3.1'),
  taggedRelease('2.2.0'),
  taggedRelease('2.1.0'),
  taggedRelease('2.0.1'),
  // Docusaurus 1 kept its own site, which still serves the 1.x docs.
  {name: '1.x.x', docsUrl: 'https://v1.docusaurus.io/'},
];

/**
 * The docs plugin's `versions` option: Canary first, then every built version
 * at /docs/<version>/. Only the latest release goes without the "old version"
 * banner; the older ones say they are no longer maintained.
 * @type {Record<string, VersionOptions>}
 */
export const docsVersionOptions = {
  current: {label: canary.label, banner: 'none', badge: true},
  ...Object.fromEntries(
    builtVersions.map((version) => [
      version,
      {label: version, path: version, banner: version === newest ? 'none' : 'unmaintained', badge: true},
    ]),
  ),
};

/**
 * Where a docs version's pages live, relative to the site folder.
 * @param {string} version a name of versions.json, or `current` for Canary
 */
export function docsFolderOf(version) {
  return version === 'current' ? 'docs' : `versioned_docs/version-${version}`;
}
