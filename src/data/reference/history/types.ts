/**
 * A change of one option between the release read before and `release`.
 * Only what changed is present.
 */
export interface OptionChange {
  /** The first release read that has the new state, e.g. `3.0.1` (the 3.0 line). */
  release: string;
  /** Readable type before → after, as the reference tables print types. */
  type?: [string, string];
  /**
   * Default before → after as the tables print it (null: none). A default
   * computed by code shows as `(computed)` or `(computed: <function name>)`;
   * long values shorten to `{…}` / `[…]`, so both sides may read alike while
   * the full values differ.
   */
  default?: [string | null, string | null];
  required?: [boolean, boolean];
}

/** The history of one option (a row of a reference table) across the releases read. */
export interface OptionHistory {
  /** First release read that has it; the oldest release read means "since 2.0". */
  added: string;
  /** First release read without it, when it is gone. */
  removed?: string;
  /** Changes of type, default or required flag while it existed, oldest first. */
  changes?: OptionChange[];
}

/** The options of one schema (site config, a plugin, theme config, a front matter) over time. */
export interface SourceHistory {
  package: string;
  /** Option name as in the reference tables (`feedOptions.limit`, `footer.links[].items`). */
  options: Record<string, OptionHistory>;
}

/** Everything `npm run sync:schema-history` writes, assembled. */
export interface SchemaHistory {
  /** Releases read, oldest first: the latest patch of each minor line, plus the published docs versions. */
  releases: string[];
  sources: Record<string, SourceHistory>;
}

/** An option renamed, recorded by hand with the pull request that did it. */
export interface OptionRename {
  source: string;
  from: string;
  to: string;
  /** The release read in which `from` is removed and `to` appears. */
  release: string;
  /** Pull request number in facebook/docusaurus, listed in that release's changelog entry. */
  pr: number;
}
