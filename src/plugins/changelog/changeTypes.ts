/** One pull request as the framework's changelog lists it. */
export interface ChangeRecord {
  pr: number;
  /** The PR title exactly as the changelog gives it (Markdown, backslash escapes kept). */
  title: string;
  /** GitHub handle of the author; null where the changelog names none. */
  author: string | null;
}

/** The PRs listed under one package line (no packages: top-level or "Other" items). */
export interface PackageGroup {
  /** Source package folder names, e.g. docusaurus-theme-classic. */
  packages: string[];
  changes: ChangeRecord[];
}

export interface ChangeCategory {
  /** Stable key from the emoji code (bug, rocket, boom...) or the plain heading. */
  key: string;
  /** Emoji code of the heading without colons, e.g. "rocket"; null for plain headings. */
  emoji: string | null;
  label: string;
  groups: PackageGroup[];
  /** Plain bullets or paragraphs the source gives instead of PR records; counted, never copied. */
  plainCount: number;
}

export interface Committer {
  /** Display name; null where the changelog gives only the handle. */
  name: string | null;
  handle: string;
}

export interface ChangelogEntry {
  /** The heading's version, or the section name ("V2 Changelog"). */
  version: string;
  /** URL segment under /changelog/. */
  slug: string;
  /** Day from the heading, YYYY-MM-DD. */
  date: string;
  /** A release, or a non-version section of the changelog. */
  kind: 'release' | 'section';
  /** One-line status notes of the source ("Failed release"); longer prose is left out. */
  notes: string[];
  categories: ChangeCategory[];
  committers: Committer[];
}

export interface ChangelogData {
  /** Where the facts come from, for readers of the data file. */
  source: string;
  /** Length of the local copy the data was parsed from, in characters (code points). */
  sourceChars: number;
  /** Newest version kept; newer headings are left out. */
  to: string;
  /** Newest first, as in the source; the "V2 Changelog" section closes the list. */
  entries: ChangelogEntry[];
}

/** `changelog/newer.ts`: the releases after the site's latest one, up to Canary's (not rendered as pages). */
export interface NewerChangelogData {
  source: string;
  /** Newest version kept (Canary's release). */
  to: string;
  /** Newest first; releases only. */
  entries: ChangelogEntry[];
}
