/**
 * `llms.txt` (https://llmstxt.org: an H1, a quoted summary, then H2 sections
 * of `- [name](url): notes` lists) and `llms-full.txt` for each docs version.
 *
 * The version served at the docs root (`isLast`, Canary here) has its files at
 * the site root, `/llms.txt` and `/llms-full.txt`; its index also lists the
 * community docs, the release notes and the other versions' indexes. Every
 * other version has `<version path>llms.txt` and `llms-full.txt` that list only
 * its own pages. Index links lead to twins; llms-full.txt holds the twins.
 */
import {absoluteUrl, twinPathOf} from './links';
import type {PlannedTwin, VersionIndex} from './pages';

/** Where a version's two files live, as URL paths. */
export function llmsPaths(
  version: Pick<VersionIndex, 'path' | 'isLast'>,
  baseUrl: string,
): {index: string; full: string} {
  const folder = version.isLast ? baseUrl.replace(/\/?$/, '/') : version.path.replace(/\/?$/, '/');
  return {index: `${folder}llms.txt`, full: `${folder}llms-full.txt`};
}

export interface LlmsSite {
  siteUrl: string;
  baseUrl: string;
  /** The site's title and tagline: the index's H1 and summary. */
  title: string;
  tagline: string;
  /** Section titles by sidebar id, e.g. `{docs: 'Docs', api: 'API'}`. */
  sidebarTitles: Record<string, string>;
}

/** `- [Title](twin URL): description` */
function entry(page: PlannedTwin, siteUrl: string): string {
  const description = page.description?.replace(/\s+/g, ' ').trim();
  const link = `[${page.title.replace(/([[\]])/g, '\\$1')}](${absoluteUrl(siteUrl, twinPathOf(page.permalink))})`;
  return `- ${link}${description ? `: ${description}` : ''}`;
}

function section(title: string, lines: string[]): string {
  return lines.length > 0 ? `## ${title}\n\n${lines.join('\n')}\n` : '';
}

function sidebarTitle(sidebarId: string, site: LlmsSite): string {
  if (sidebarId === '') return 'Other pages';
  return site.sidebarTitles[sidebarId] ?? sidebarId.charAt(0).toUpperCase() + sidebarId.slice(1);
}

function versionName(version: VersionIndex): string {
  return `${version.label} docs`;
}

export interface RootExtras {
  community: PlannedTwin[];
  releaseNotes: PlannedTwin[];
  otherVersions: VersionIndex[];
}

/** A version's llms.txt; `extras` only for the version served at the docs root. */
export function renderLlmsIndex(version: VersionIndex, site: LlmsSite, extras?: RootExtras): string {
  const {full} = llmsPaths(version, site.baseUrl);
  const summary = `${site.tagline} This index lists the ${versionName(version)} (${absoluteUrl(site.siteUrl, version.path)}) in sidebar order; each link is the Markdown version of a page, whose HTML page is the same URL without \`.md\`, with a trailing slash.`;
  const parts = [`# ${site.title} ${version.label} documentation\n`, `> ${summary}\n`];
  for (const {sidebarId, pages} of version.sidebars) {
    parts.push(
      section(
        sidebarTitle(sidebarId, site),
        pages.map((page) => entry(page, site.siteUrl)),
      ),
    );
  }
  if (extras) {
    parts.push(
      section(
        'Community',
        extras.community.filter((page) => page.listed).map((page) => entry(page, site.siteUrl)),
      ),
    );
    parts.push(
      section(
        'Release notes',
        extras.releaseNotes.filter((page) => page.listed).map((page) => entry(page, site.siteUrl)),
      ),
    );
    parts.push(
      section(
        'Other versions',
        extras.otherVersions.map((other) => {
          const paths = llmsPaths(other, site.baseUrl);
          return `- [${site.title} ${other.label} documentation](${absoluteUrl(site.siteUrl, paths.index)}): the same index for version ${other.label}, whose full text is at ${absoluteUrl(site.siteUrl, paths.full)}`;
        }),
      ),
    );
  }
  parts.push(
    section('Optional', [
      `- [Full text](${absoluteUrl(site.siteUrl, full)}): every page of this index's ${versionName(version)} in one Markdown file`,
    ]),
  );
  return parts.filter(Boolean).join('\n');
}

/** A twin with its page's URL under the title, as llms-full.txt holds it. */
function withSource(twin: string, pageUrl: string): string {
  const newline = twin.indexOf('\n');
  const [title, rest] = newline === -1 ? [twin, ''] : [twin.slice(0, newline), twin.slice(newline + 1)];
  return `${title}\n\nSource: ${pageUrl}\n${rest}`;
}

/** A version's llms-full.txt: its pages' twins, in the order of its index. */
export function renderLlmsFull(version: VersionIndex, site: LlmsSite, twinOf: (permalink: string) => string): string {
  const {index} = llmsPaths(version, site.baseUrl);
  const pages = version.sidebars.flatMap(({pages: list}) => list);
  const head = `# ${site.title} ${version.label} documentation: full text\n\n> Every page of the ${versionName(version)} (${absoluteUrl(site.siteUrl, version.path)}) as Markdown, in the order of ${absoluteUrl(site.siteUrl, index)}. Pages are separated by horizontal rules; each names its URL under its title.\n`;
  const bodies = pages.map((page) =>
    withSource(twinOf(page.permalink).trimEnd(), absoluteUrl(site.siteUrl, page.permalink)),
  );
  // A blank line before each rule: right under a paragraph, `---` would make that paragraph a heading.
  return `${[head.trimEnd(), ...bodies].join('\n\n---\n\n')}\n`;
}
