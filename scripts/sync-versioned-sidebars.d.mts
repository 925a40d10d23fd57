import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
export function loadCanarySidebars(): SidebarsConfig;
export function versionedSidebarsPath(version: string): string;
export function versionedDocsPath(version: string): string;
export function releasedVersions(): string[];
export function docIdsIn(folder: string, prefix?: string): string[];
export function pruneSidebarItems<T>(items: T, existingIds: ReadonlySet<string>): T;
export function sidebarsForVersion(version: string): SidebarsConfig;
