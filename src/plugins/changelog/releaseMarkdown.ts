import type {Release, ReleaseFacts} from './types';
import {channelOf} from './releaseFacts.mjs';

/** Author key used when the registry did not record who published a release. */
export const UNRECORDED_PUBLISHER_KEY = 'publisher-not-recorded';

export interface ChangelogRoutes {
  /** Base path of the changelog, with a trailing slash (for example /changelog/). */
  basePath: string;
  /** Path of the V2 changelog page. */
  v2Path: string;
}

const CHANNEL_LABELS = {alpha: 'alpha', beta: 'beta', rc: 'release candidate', stable: 'stable'} as const;

/** How the first sentence of a release page names its channel. */
const CHANNEL_PHRASES = {
  alpha: 'an alpha release',
  beta: 'a beta release',
  rc: 'a release candidate',
  stable: 'a stable release',
} as const;

const DEPENDENCY_LABELS: Record<string, string> = {
  react: 'React',
  webpack: 'webpack',
  '@mdx-js/mdx': 'MDX',
  '@rspack/core': 'Rspack',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

export function formatDay(isoDay: string): string {
  return DATE_FORMAT.format(new Date(`${isoDay}T00:00:00Z`));
}

export function authorKeyOf(release: Pick<Release, 'publisher'>): string {
  return release.publisher ?? UNRECORDED_PUBLISHER_KEY;
}

/** Slug of a release page: the version itself, so pages live at /changelog/{version}/. */
export function releaseSlug(version: string): string {
  return version;
}

function code(value: string): string {
  return `\`${value}\``;
}

function codeList(values: readonly string[]): string {
  return values.map(code).join(', ');
}

function dateSentence(release: Release): string {
  const day = formatDay(release.date);
  switch (release.dateSource) {
    case 'upper-bound':
      return `Published on or before ${day}: the exact day is not recorded in the sources this changelog uses.`;
    case 'release-pr':
      return `Published on ${day}, the date of its release pull request.`;
    case 'registry':
      return `Published on ${day}, according to the registry.`;
    default:
      return `Published on ${day}.`;
  }
}

function factLines(release: Release, previousVersion: string | null, facts: ReleaseFacts | null): string[] {
  const lines: string[] = [];
  if (!facts || !previousVersion) {
    lines.push(`- The oldest release covered here, so there is nothing to compare it with.`);
    return lines;
  }
  if (facts.packagesAdded.length === 0 && facts.packagesRemoved.length === 0) {
    lines.push(`- Same set of packages as ${previousVersion}.`);
  }
  if (facts.packagesAdded.length > 0) {
    lines.push(`- Listed for this version but not for ${previousVersion}: ${codeList(facts.packagesAdded)}.`);
  }
  if (facts.packagesRemoved.length > 0) {
    lines.push(`- Listed for ${previousVersion} but not for this version: ${codeList(facts.packagesRemoved)}.`);
  }
  if (facts.nodeEngineChange) {
    const {from, to} = facts.nodeEngineChange;
    lines.push(
      `- Node.js requirement (\`engines.node\` of \`@docusaurus/core\`) changes from ${code(from!)} to ${code(to!)}.`,
    );
  } else if (release.nodeEngine) {
    lines.push(`- Node.js requirement unchanged: ${code(release.nodeEngine)}.`);
  }
  for (const bump of facts.majorBumps) {
    const label = DEPENDENCY_LABELS[bump.dependency] ?? bump.dependency;
    lines.push(
      bump.from === null
        ? `- ${label} (${code(bump.dependency)}) is declared for the first time: ${code(bump.to)}.`
        : `- ${label} (${code(bump.dependency)}) moves to a new major version: ${code(bump.from)} becomes ${code(bump.to)}.`,
    );
  }
  if (facts.majorBumps.length === 0) {
    lines.push('- No major version change for React, webpack, MDX or Rspack.');
  }
  return lines;
}

function dependencyLines(release: Release): string[] {
  const declared = Object.entries(release.keyDependencies).filter((entry): entry is [string, string] => !!entry[1]);
  if (declared.length === 0) {
    return ['No key dependency is declared by the packages of this release.'];
  }
  return declared.map(([name, range]) => `- ${DEPENDENCY_LABELS[name] ?? name}: ${code(range)}`);
}

/**
 * The Markdown source of one release page. The text before the truncate marker
 * is the summary shown in the paginated list.
 */
export function renderReleaseMarkdown(
  release: Release,
  previousVersion: string | null,
  highlights: readonly string[] | undefined,
  routes: ChangelogRoutes,
): string {
  const channel = CHANNEL_LABELS[channelOf(release.version)];
  const count = release.packages.length;
  const packagesWord = count === 1 ? 'package' : 'packages';
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(`Docusaurus ${release.version}`)}`,
    `slug: ${JSON.stringify(releaseSlug(release.version))}`,
    `date: ${release.date}`,
    `authors: [${JSON.stringify(authorKeyOf(release))}]`,
    `description: ${JSON.stringify(`Docusaurus ${release.version} (${channel}), ${count} ${packagesWord}: what the release changed.`)}`,
    '---',
  ];
  const body = [
    `Docusaurus ${release.version} is ${CHANNEL_PHRASES[channelOf(release.version)]}. ${dateSentence(release)} ${count} \`@docusaurus/*\` ${packagesWord} ${count === 1 ? 'was' : 'were'} published under this version.`,
    '',
    '<!-- truncate -->',
    '',
  ];
  if (highlights && highlights.length > 0) {
    body.push('## Highlights', '', ...highlights.map((point) => `- ${point}`), '');
  }
  body.push(
    '## What the registry metadata shows',
    '',
    ...factLines(release, previousVersion, release.facts),
    '',
    '### Key dependencies',
    '',
    ...dependencyLines(release),
    '',
    `## Packages (${count})`,
    '',
    ...release.packages.map((name) => `- ${code(name)}`),
    '',
    '## Publisher',
    '',
    release.publisher
      ? `Published to npm by ${code(release.publisher)}.`
      : 'The registry this data was read from does not record who published this version.',
    '',
    '## Follow the releases',
    '',
    `Subscribe to the [RSS feed](pathname://${routes.basePath}rss.xml) or the [Atom feed](pathname://${routes.basePath}atom.xml) of this changelog.`,
  );
  if (release.version.startsWith('2.')) {
    body.push(`Every 2.x release is also listed on one page in the [V2 changelog](${routes.v2Path}).`);
  }
  return `${frontMatter.join('\n')}\n\n${body.join('\n')}\n`;
}

export interface ChangelogAuthor {
  key: string;
  name: string;
  title: string;
  url?: string;
}

/** One author per publisher user name, plus a placeholder for unrecorded publishers. */
export function changelogAuthors(releases: readonly Release[]): ChangelogAuthor[] {
  const authors = new Map<string, ChangelogAuthor>();
  for (const release of releases) {
    const key = authorKeyOf(release);
    if (authors.has(key)) {
      continue;
    }
    authors.set(
      key,
      release.publisher
        ? {key, name: release.publisher, title: 'npm publisher', url: `https://www.npmjs.com/~${release.publisher}`}
        : {
            key,
            name: 'Publisher not recorded',
            title: 'Releases whose registry metadata does not say who published them',
          },
    );
  }
  return [...authors.values()];
}

/** authors.yml for the blog plugin; every author gets a page under /changelog/authors/. */
export function renderAuthorsYaml(authors: readonly ChangelogAuthor[]): string {
  return authors
    .map((author) =>
      [
        `${JSON.stringify(author.key)}:`,
        `  name: ${JSON.stringify(author.name)}`,
        `  title: ${JSON.stringify(author.title)}`,
        ...(author.url ? [`  url: ${JSON.stringify(author.url)}`] : []),
        '  page: true',
      ].join('\n'),
    )
    .join('\n');
}
