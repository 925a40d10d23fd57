// Facts about the project that several config modules and pages share.
export const siteUrl = 'https://docusaurus.io';
export const baseUrl = '/';
export const repoUrl = 'https://github.com/facebook/docusaurus';
export const editUrlBase = `${repoUrl}/edit/main/website/`;

/** The release the announcement bar and the "latest" labels talk about. */
export const latestRelease = {
  version: '3.6.1',
  minor: '3.6',
  blogPath: '/blog/releases/3.6/',
} as const;

/**
 * Changing this id shows the announcement bar again to readers who closed the
 * previous one: the theme compares it with the id it stored at dismissal.
 */
export const announcementId = `announcement-v${latestRelease.minor}`;

/** Versions served outside this build, listed after the live ones in the dropdown. */
export {archivedVersions} from '../src/data/archivedVersions';
