/** What one @docusaurus/core release declares on the registry (null: not declared). */
export interface ReleaseRequirements {
  /** `engines.node`, e.g. `>=18.0`. */
  node: string | null;
  /** The `react` peer dependency range, e.g. `^18.0.0 || ^19.0.0`. */
  react: string | null;
}

/** The docs page that explains a breaking change, recorded by hand per pull request. */
export interface BreakingChangeDoc {
  /** Site path of the page, with the anchor of its section when one covers the change. */
  path: string;
  /** Link text: what the reader finds there. */
  label: string;
}
