/**
 * Docs versions that are no longer built with this site. Each one links to the
 * docs sources frozen at its release tag, and to its release notes when the
 * release had notes of its own.
 */
export interface ArchivedVersion {
  /** Version name as readers know it. */
  name: string;
  /** Where that version's docs can still be read. */
  docsUrl: string;
  /** Release notes of that version, when they exist. */
  releaseNotesUrl?: string;
}

const repo = 'https://github.com/facebook/docusaurus';

function taggedRelease(name: string): ArchivedVersion {
  return {
    name,
    docsUrl: `${repo}/tree/v${name}/website/docs`,
    releaseNotesUrl: `${repo}/releases/tag/v${name}`,
  };
}

export const archivedVersions: readonly ArchivedVersion[] = [
  taggedRelease('2.3.1'),
  taggedRelease('2.2.0'),
  taggedRelease('2.1.0'),
  taggedRelease('2.0.1'),
  // Docusaurus 1 kept its own site, which still serves the 1.x docs.
  {name: '1.x.x', docsUrl: 'https://v1.docusaurus.io/'},
];
