/** The key dependencies whose major versions the changelog tracks across releases. */
export const keyDependencyNames = ['react', 'webpack', '@mdx-js/mdx', '@rspack/core'] as const;
export type KeyDependencyName = (typeof keyDependencyNames)[number];

/** Where a release date comes from; registry publish times are kept only when plausible. */
export type DateSource = 'registry' | 'changelog' | 'release-pr' | 'upper-bound';

export interface MajorBump {
  dependency: KeyDependencyName;
  /** Declared range in the previous release; null when this release declares it for the first time. */
  from: string | null;
  /** Declared range in this release. */
  to: string;
}

export interface ReleaseFacts {
  /** Packages published in this release but not in the previous one. */
  packagesAdded: string[];
  /** Packages published in the previous release but not in this one. */
  packagesRemoved: string[];
  /** Set when the declared engines.node range differs from the previous release. */
  nodeEngineChange: {from: string | null; to: string | null} | null;
  /** Key dependencies whose highest declared major version went up, or that are declared for the first time. */
  majorBumps: MajorBump[];
}

export interface Release {
  version: string;
  /** Publish day, YYYY-MM-DD. */
  date: string;
  dateSource: DateSource;
  /** Earliest publish time the registry reported for this version, kept for transparency. */
  registryTime: string | null;
  /** False when the registry time was rejected (later than the cut-off or out of order). */
  registryTimePlausible: boolean;
  /** npm user name of the publisher (never an e-mail); null when the registry does not record it. */
  publisher: string | null;
  /** @docusaurus/* packages published with this version, sorted. */
  packages: string[];
  /** engines.node declared by @docusaurus/core (or the most common value when core is absent). */
  nodeEngine: string | null;
  /** Declared ranges of the key dependencies across the release's packages. */
  keyDependencies: Record<KeyDependencyName, string | null>;
  /** Differences with the previous (older) release; null for the oldest release. */
  facts: ReleaseFacts | null;
}

export interface ExcludedVersion {
  version: string;
  reason: string;
}

export interface ReleaseData {
  /** Registry the metadata was read from. */
  registry: string;
  /** ISO time the sync script ran. */
  syncedAt: string;
  /** First and last versions of the covered range. */
  range: {from: string; to: string};
  /** Every @docusaurus/* package whose metadata was read. */
  scannedPackages: string[];
  /** In-range versions left out on purpose (canary builds with a commit hash as prerelease id). */
  excludedVersions: ExcludedVersion[];
  /** How publish dates were chosen, in words, for readers of the data file. */
  dateNotes: string;
  /** Newest first. */
  releases: Release[];
}
