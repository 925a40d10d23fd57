/**
 * The docs versions this site builds, read from the framework's own
 * versions.json, plus the archived ones served elsewhere.
 */
import versionsJson from '@site/versions.json';
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
