/**
 * The rows of the versions page: Canary, the docs versions this site builds and
 * the archived ones served elsewhere, all from the release facts of
 * config/releases.mjs.
 */
import {archivedVersions, canary, latestRelease, pastVersions} from '@site/config/releases.mjs';
import {repoUrl} from '@site/config/site';

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
  // Our blog holds the announcement of the newest minor line, then GitHub the release's own notes.
  const latestNotes: VersionLink[] = [
    {label: `Docusaurus ${latestRelease.minor} announcement`, to: latestRelease.blogPath},
    githubRelease(latestRelease.version),
  ];
  return {
    next: {
      name: canary.label,
      docs: {label: 'Documentation', to: '/docs/'},
      notes: [{label: 'Unreleased changes', href: `${repoUrl}/commits/main/`}],
    },
    latest: {
      name: latestRelease.version,
      docs: {label: 'Documentation', to: docsPathOf(latestRelease.version)},
      notes: latestNotes,
    },
    past: [
      ...pastVersions.map((version) => ({
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
