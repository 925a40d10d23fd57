/** One option accepted by a schema, as the generator read it. */
export interface ReferenceOption {
  /** Dotted path for nested keys, e.g. `i18n.defaultLocale`. */
  name: string;
  /** Readable type from the schema, e.g. `string`, `"warn" | "throw"`, `string[]`. */
  type: string;
  /** JSON of the default, `(computed)` for defaults built by code, or null when there is none. */
  default: string | null;
  required: boolean;
}

/** The options of one schema: site config, a plugin's options or a theme config. */
export interface ReferenceSource {
  package: string;
  packageVersion: string;
  options: ReferenceOption[];
}

/** Everything the generator wrote for one docs version. */
export interface VersionReference {
  /** Docs version name: `current` (Canary), `3.6.1`, `3.5.2`. */
  version: string;
  sources: Record<string, ReferenceSource>;
}
