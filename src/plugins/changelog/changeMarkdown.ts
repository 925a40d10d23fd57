import type {ChangeCategory, ChangeRecord, ChangelogEntry, PackageGroup} from './changeTypes';
import type {Release} from './types';
import {channelOf} from './releaseVersion.mjs';

export interface ChangelogRoutes {
  /** Base path of the changelog, with a trailing slash (for example /changelog/). */
  basePath: string;
  /** Path of the V2 changelog page. */
  v2Path: string;
  /** Path of the committers page. */
  authorsPath: string;
}

/** What the site adds to an entry: our summary and, for plain-bullet releases, our descriptions. */
export interface EntryExtras {
  summary: string;
  /** Our own words for the source's plain bullets, in source order. */
  plainChanges?: readonly string[];
  /** Registry facts still worth showing (engines and React range); absent for versions the registry lacks. */
  registry?: Pick<Release, 'nodeEngine' | 'keyDependencies'>;
}

const PR_URL = 'https://github.com/facebook/docusaurus/pull/';
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

/** Reading order of the categories: what a site owner must act on comes first. */
const CATEGORY_ORDER = ['boom', 'rocket', 'bug', 'running-woman', 'nail-care', 'memo', 'robot', 'wrench', 'house'];

export function formatDay(isoDay: string): string {
  return DATE_FORMAT.format(new Date(`${isoDay}T00:00:00Z`));
}

export function entryTitle(entry: Pick<ChangelogEntry, 'kind' | 'version'>): string {
  return entry.kind === 'release' ? `Docusaurus ${entry.version}` : entry.version;
}

export function changeCount(entry: ChangelogEntry): number {
  return entry.categories.reduce((sum, category) => sum + categoryCount(category), 0);
}

function categoryCount(category: ChangeCategory): number {
  return category.groups.reduce((sum, group) => sum + group.changes.length, 0) + category.plainCount;
}

export function sortedCategories(categories: readonly ChangeCategory[]): ChangeCategory[] {
  const rank = (category: ChangeCategory) => {
    const index = CATEGORY_ORDER.indexOf(category.key);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...categories].sort((a, b) => rank(a) - rank(b));
}

/**
 * Makes source Markdown safe as plain text on a page: angle brackets and braces
 * outside code spans are escaped, so a title such as "use `<details>`" or
 * "{<...>}" renders as written instead of becoming markup.
 */
export function escapeInline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/[{}]/g, (brace) => `\\${brace}`),
    )
    .join('');
}

function changeLine(change: ChangeRecord): string {
  const author = change.author
    ? ` by [@${change.author}](https://github.com/${change.author === 'dependabot[bot]' ? 'apps/dependabot' : change.author})`
    : '';
  return `- [#${change.pr}](${PR_URL}${change.pr}) “${escapeInline(change.title)}”${author}`;
}

function groupLabel(group: PackageGroup): string {
  return group.packages.length === 0 ? 'Not tied to a package' : group.packages.map((name) => `\`${name}\``).join(', ');
}

function categoryLines(category: ChangeCategory, plainChanges: readonly string[]): string[] {
  const lines = [`## ${category.label} (${categoryCount(category)})`, ''];
  for (const group of category.groups) {
    if (group.changes.length === 0) {
      continue;
    }
    lines.push(`**${groupLabel(group)}**`, '', ...group.changes.map(changeLine), '');
  }
  if (category.plainCount > 0) {
    lines.push(
      'The framework’s changelog describes these changes in prose, without pull request links. In our words:',
      '',
      ...plainChanges.map((description) => `- ${description}`),
      '',
    );
  }
  return lines;
}

function registryLines(registry: EntryExtras['registry']): string[] {
  if (!registry) {
    return [];
  }
  const facts: string[] = [];
  if (registry.nodeEngine) {
    facts.push(`- Node.js: \`${registry.nodeEngine}\` (\`engines.node\` of \`@docusaurus/core\`)`);
  }
  if (registry.keyDependencies.react) {
    facts.push(`- React: \`${registry.keyDependencies.react}\``);
  }
  return facts.length > 0 ? ['## Requirements declared on npm', '', ...facts, ''] : [];
}

/**
 * The Markdown source of one changelog page. The summary above the truncate
 * marker is what the paginated list shows.
 */
export function renderEntryMarkdown(entry: ChangelogEntry, extras: EntryExtras, routes: ChangelogRoutes): string {
  const title = entryTitle(entry);
  const count = changeCount(entry);
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `slug: ${JSON.stringify(entry.slug)}`,
    `date: ${entry.date}`,
    `description: ${JSON.stringify(`${title}, ${formatDay(entry.date)}: ${count} ${count === 1 ? 'change' : 'changes'}, with what they mean for your site.`)}`,
    '---',
  ];
  const body = [escapeInline(extras.summary), '', '<!-- truncate -->', ''];
  const kindWord =
    entry.kind === 'release'
      ? `${channelOf(entry.version)} release`.replace('rc release', 'release candidate')
      : 'section of the changelog';
  body.push(`Released on ${formatDay(entry.date)} as ${/^[aeiou]/.test(kindWord) ? 'an' : 'a'} ${kindWord}.`, '');
  for (const note of entry.notes) {
    body.push(`The framework’s changelog notes: “${escapeInline(note.replace(/\*\*/g, ''))}”`, '');
  }
  let plainIndex = 0;
  for (const category of sortedCategories(entry.categories)) {
    const own = (extras.plainChanges ?? []).slice(plainIndex, plainIndex + category.plainCount);
    plainIndex += category.plainCount;
    body.push(...categoryLines(category, own));
  }
  if (entry.committers.length > 0) {
    body.push(
      `## Committers (${entry.committers.length})`,
      '',
      ...entry.committers.map(
        (person) =>
          `- ${person.name ? `${escapeInline(person.name)} ` : ''}([@${person.handle}](https://github.com/${person.handle}))`,
      ),
      '',
      `Every committer’s releases are on the [committers page](${routes.authorsPath}).`,
      '',
    );
  }
  body.push(...registryLines(extras.registry));
  body.push(
    '## Follow the releases',
    '',
    `Subscribe to the [RSS feed](pathname://${routes.basePath}rss.xml) or the [Atom feed](pathname://${routes.basePath}atom.xml) of this changelog.`,
  );
  if (entry.version.startsWith('2.') || entry.kind === 'section') {
    body.push(`Every 2.x release is also listed on one page in the [V2 changelog](${routes.v2Path}).`);
  }
  return `${frontMatter.join('\n')}\n\n${body.join('\n')}\n`;
}
