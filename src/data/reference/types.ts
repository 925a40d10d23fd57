/** One option accepted by a schema, as the generator read it. */
export interface ReferenceOption {
  /** Dotted path for nested keys, e.g. `i18n.defaultLocale`; `[]` steps into array items (`metadata[].name`). */
  name: string;
  /** Readable type from the schema, e.g. `string`, `"warn" | "throw"`, `string[]`. */
  type: string;
  /** JSON of the default, `(computed)` for defaults built by code, or null when there is none. */
  default: string | null;
  required: boolean;
}

/**
 * The options of one schema: site config, a plugin's options, a theme config,
 * a navbar item type or a front matter. One generated module holds one, shared
 * by every docs version whose schema gives the same rows.
 */
export interface ReferenceSource {
  /** The package whose schema it is, e.g. `@docusaurus/plugin-content-docs`. */
  package: string;
  options: ReferenceOption[];
}

/** Generated `manifest.json`: per docs version, its release and the module of each source. */
export interface ReferenceManifest {
  versions: Record<
    string,
    {
      /** Framework release the version's rows were read from (Canary: the upcoming release). */
      release: string;
      /** Source id → module id under `sources/`, e.g. `plugin-content-docs/3.6.1`. */
      sources: Record<string, string>;
    }
  >;
}

/** Everything the generator wrote for one docs version, assembled (tests and scripts only). */
export interface VersionReference {
  /** Docs version name: `current` (Canary), `3.6.1`, `3.5.2`. */
  version: string;
  release: string;
  sources: Record<string, ReferenceSource>;
}
