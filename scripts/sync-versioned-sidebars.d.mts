import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
export function loadCanarySidebars(): SidebarsConfig;
export function versionedSidebarsPath(version: string): string;
export function releasedVersions(): string[];
