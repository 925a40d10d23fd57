import type {OptionChange, OptionRename, SourceHistory} from '../../data/reference/history/types';
import type {BreakingChangeDoc, ReleaseRequirements} from '../../data/upgrade/types';

/** One PR of a "Breaking Change" section of the changelog. */
export interface BreakingChange {
  /** The release whose changelog entry lists it. */
  release: string;
  pr: number;
  /** The PR title as the changelog gives it. */
  title: string;
  /** Our page that explains it, when the hand-written table names one. */
  docs?: BreakingChangeDoc;
}

/**
 * Everything the planner reads, assembled at build time by ./data.ts. The
 * /upgrade/ route receives it as its own data, so no other page loads it.
 */
export interface PlannerData {
  /** Releases a reader may pick, oldest first: every stable release of the changelog from 2.0.0 to Canary's. */
  releases: string[];
  /** Releases the schema history read, oldest first (the latest patch of each minor line, plus the docs versions). */
  historyReleases: string[];
  sources: Record<string, SourceHistory>;
  renames: readonly OptionRename[];
  /** Breaking changes per release, only for releases that list some. */
  breaking: Record<string, BreakingChange[]>;
  /** Node.js and React ranges per @docusaurus/core release; missing when the registry lacks the release. */
  requirements: Record<string, ReleaseRequirements>;
}

/** An option whose type, default or required flag changed between the two ends. */
export interface ChangedOption {
  option: string;
  changes: OptionChange[];
}

/** What changed in one schema (a plugin's options, the site config, a front matter…). */
export interface SourcePlan {
  source: string;
  package: string;
  added: string[];
  removed: string[];
  renamed: {from: string; to: string; pr: number}[];
  changed: ChangedOption[];
}

/** One upgrade, from one release to a later one. */
export interface UpgradePlan {
  from: string;
  to: string;
  /** The releases of the schema history the option comparison reads for each end. */
  fromLine: string;
  toLine: string;
  breaking: BreakingChange[];
  /** Schemas with at least one change, in the order of the data. */
  sources: SourcePlan[];
  requirements: {from: ReleaseRequirements | null; to: ReleaseRequirements | null};
  /** `future` flags the site config of the target line accepts (`experimental_faster`…). */
  futureFlags: string[];
}
