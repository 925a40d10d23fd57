// Facts about the project that several config modules and pages share.
import {latestRelease} from './releases.mjs';

export const siteUrl = 'https://docusaurus.io';
export const baseUrl = '/';
export const repoUrl = 'https://github.com/facebook/docusaurus';
export const editUrlBase = `${repoUrl}/edit/main/website/`;

/**
 * Changing this id shows the announcement bar again to readers who closed the
 * previous one: the theme compares it with the id it stored at dismissal.
 */
export const announcementId = `announcement-v${latestRelease.minor}`;
