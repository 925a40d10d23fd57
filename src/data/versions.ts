/**
 * The docs versions this site builds, read from the framework's own
 * versions.json, plus the archived ones served elsewhere.
 */
import versionsJson from '@site/versions.json';
import {latestRelease, repoUrl} from '@site/config/site';
import {archivedVersions} from './archivedVersions';

/** Released versions built from versioned_docs/, newest first. */
export const builtVersions: readonly string[] = versionsJson;

/** The newest release: what most readers should use. */
export const latestStableVersion: string = builtVersions[0]!;

/** Released versions that are still built here but are not the newest. */
export const pastBuiltVersions: readonly string[] = builtVersions.slice(1);

export {archivedVersions};

/** Where a built version's docs live: the newest release is not the default version here, Canary is. */
export function docsPathOf(version: string): string {
  return `/docs/${version}/`;
}

/** A link on the versions page: `to` stays on this site, `href` leaves it. */
export type VersionLink = {label: string; to: string} | {label: string; href: string};

/** One row of the versions page. */
export interface VersionRow {
  name: string;
  docs: VersionLink;
  /** Release notes or changes; several when both our blog and the GitHub release exist. */
  notes: VersionLink[];
}

export interface VersionsPageData {
  next: VersionRow;
  latest: VersionRow;
  past: VersionRow[];
}

function githubRelease(version: string): VersionLink {
  return {label: 'GitHub release', href: `${repoUrl}/releases/tag/v${version}`};
}

/** Every row of the versions page, in the order readers need them: upcoming, current, older. */
export function versionsPageData(): VersionsPageData {
  const latestNotes: VersionLink[] = [githubRelease(latestStableVersion)];
  // Our blog holds the announcement of the newest minor, when the release is part of it.
  if (latestStableVersion.startsWith(`${latestRelease.minor}.`)) {
    latestNotes.unshift({label: `Docusaurus ${latestRelease.minor} announcement`, to: latestRelease.blogPath});
  }
  return {
    next: {
      name: 'Canary',
      docs: {label: 'Documentation', to: '/docs/'},
      notes: [{label: 'Unreleased changes', href: `${repoUrl}/commits/main/`}],
    },
    latest: {
      name: latestStableVersion,
      docs: {label: 'Documentation', to: docsPathOf(latestStableVersion)},
      notes: latestNotes,
    },
    past: [
      ...pastBuiltVersions.map((version) => ({
        name: version,
        docs: {label: 'Documentation', to: docsPathOf(version)},
        notes: [githubRelease(version)],
      })),
      ...archivedVersions.map((version) => ({
        name: version.name,
        docs: {label: 'Documentation', href: version.docsUrl},
        notes: version.releaseNotesUrl ? [{label: 'GitHub release', href: version.releaseNotesUrl}] : [],
      })),
    ],
  };
}
