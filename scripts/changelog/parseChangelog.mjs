// Parser for the framework's CHANGELOG.md (the lerna-changelog layout used since
// 2.0.0-alpha.34, plus the plain bullet lists of the older alphas). Plain
// JavaScript typed with JSDoc (checked by `tsc`), so that the sync script runs it
// with Node alone.
//
// It keeps facts only: versions, dates, categories, PR numbers and titles,
// package names, author handles and committers. Free prose of the source (notes
// longer than a status line, plain bullets, code samples) is counted, never
// copied, so the committed data holds no sentence of the framework's text.

/** @import {ChangeCategory, ChangelogEntry, PackageGroup} from '../../src/plugins/changelog/changeTypes' */
import {compareVersions} from '../../src/plugins/changelog/releaseVersion.mjs';

const RELEASE_HEADING = /^## (.+?) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const COMMITTERS_HEADING = /^#### Committers: (\d+)\s*$/;
const CATEGORY_HEADING = /^#{3,4} (.+?)\s*$/;
const EMOJI_LABEL = /^:([a-z_]+): (.+)$/;
const PACKAGE_LINE = /^- ((?:`[^`]+`)(?:, `[^`]+`)*|Other)\s*$/;
const PR_LINE = /^(\s*)- \[#(\d+)\]\(https:\/\/github\.com\/facebook\/docusaurus\/pull\/\d+\) (.+)$/;
// The author link closes the line; bots link to github.com/apps/<name>.
const AUTHOR_SUFFIX = /^(.*) \(\[@(.+?)\]\(https:\/\/github\.com\/[^)]+\)\)$/;
const COMMITTER_LINE = /^- (?:(.+) \()?\[@(.+?)\]\(https:\/\/github\.com\/[^)]+\)\)?\s*$/;
const VERSION_LIKE = /^\d+\.\d+\.\d+/;

/** Longest source line kept as a release note: a status line, not a paragraph. */
export const MAX_NOTE_LENGTH = 80;

/**
 * Slug of an entry: the version, or a kebab-case name for a non-version section.
 * @param {string} name
 * @returns {string}
 */
export function entrySlug(name) {
  return VERSION_LIKE.test(name)
    ? name
    : name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
}

/**
 * @param {string | null} emoji
 * @param {string} label
 */
function categoryKey(emoji, label) {
  return (emoji ?? label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * @param {string} heading
 * @returns {ChangeCategory}
 */
function newCategory(heading) {
  const match = EMOJI_LABEL.exec(heading);
  const emoji = match ? match[1] : null;
  const label = match ? match[2] : heading;
  return {key: categoryKey(emoji, label), emoji, label, groups: [], plainCount: 0};
}

/**
 * Splits "title ([@handle](url))" into its title and author; the author is optional in the source.
 * @param {string} text
 * @returns {{title: string, author: string | null}}
 */
export function splitTitleAndAuthor(text) {
  const match = AUTHOR_SUFFIX.exec(text.trimEnd());
  return match ? {title: match[1], author: match[2]} : {title: text.trimEnd(), author: null};
}

/**
 * Parses the whole changelog into entries, newest first as in the source.
 * Options: `to` drops release headings newer than that version (non-version
 * sections such as "V2 Changelog" are always kept).
 * @param {string} text
 * @param {{to?: string}} [options]
 * @returns {{entries: ChangelogEntry[], problems: string[]}}
 */
export function parseChangelog(text, {to} = {}) {
  /** @type {ChangelogEntry[]} */
  const entries = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {ChangelogEntry | null} */
  let entry = null;
  /** @type {ChangeCategory | null} */
  let category = null;
  /** @type {PackageGroup | null} */
  let group = null;
  let inFence = false;
  /** @type {number | null} */
  let expectedCommitters = null;
  let inCommitters = false;
  // The group collecting top-level PR lines of the current category (no package line above them).
  /** @type {PackageGroup | null} */
  let looseGroup = null;

  const finishEntry = () => {
    if (entry && expectedCommitters !== null && entry.committers.length !== expectedCommitters) {
      problems.push(
        `${entry.version}: ${entry.committers.length} committers listed, heading says ${expectedCommitters}`,
      );
    }
  };
  const ensureCategory = () => {
    // Older alphas list their changes without a category heading.
    if (!category) {
      category = newCategory('Changes');
      entry.categories.push(category);
    }
    return category;
  };

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    if (line.trimStart().startsWith('```')) {
      inFence = !inFence;
      continue;
    }
    if (inFence || line === '') {
      continue;
    }
    const heading = RELEASE_HEADING.exec(line);
    if (heading) {
      finishEntry();
      const [, name, date] = heading;
      const isVersion = VERSION_LIKE.test(name);
      entry = {
        version: name,
        slug: entrySlug(name),
        date,
        kind: isVersion ? 'release' : 'section',
        notes: [],
        categories: [],
        committers: [],
      };
      category = null;
      group = null;
      looseGroup = null;
      inCommitters = false;
      expectedCommitters = null;
      if (!(isVersion && to && compareVersions(name, to) > 0)) {
        entries.push(entry);
      }
      continue;
    }
    if (!entry) {
      continue; // the file title before the first release
    }
    const committers = COMMITTERS_HEADING.exec(line);
    if (committers) {
      inCommitters = true;
      expectedCommitters = Number(committers[1]);
      category = null;
      continue;
    }
    const categoryHeading = CATEGORY_HEADING.exec(line);
    if (categoryHeading) {
      inCommitters = false;
      category = newCategory(categoryHeading[1]);
      group = null;
      looseGroup = null;
      entry.categories.push(category);
      continue;
    }
    if (inCommitters) {
      const committer = COMMITTER_LINE.exec(line);
      if (committer) {
        entry.committers.push({name: committer[1] ?? null, handle: committer[2]});
      } else {
        problems.push(`${entry.version}: unreadable committer line "${line}"`);
      }
      continue;
    }
    const pr = PR_LINE.exec(line);
    if (pr) {
      const target = ensureCategory();
      const nested = pr[1].length > 0 && group !== null;
      const {title, author} = splitTitleAndAuthor(pr[3]);
      if (nested) {
        group.changes.push({pr: Number(pr[2]), title, author});
        continue;
      }
      // A PR at the top level of a category belongs to no package group.
      if (!looseGroup) {
        looseGroup = {packages: [], changes: []};
        target.groups.push(looseGroup);
      }
      looseGroup.changes.push({pr: Number(pr[2]), title, author});
      continue;
    }
    const packages = PACKAGE_LINE.exec(line);
    if (packages) {
      const names = packages[1] === 'Other' ? [] : packages[1].split(', ').map((name) => name.slice(1, -1));
      group = {packages: names, changes: []};
      looseGroup = null;
      ensureCategory().groups.push(group);
      continue;
    }
    if (/^- /.test(line)) {
      ensureCategory().plainCount += 1;
      group = null;
      continue;
    }
    if (/^ {2}- /.test(line) && group && group.changes.length === 0) {
      // A plain bullet directly under a package line (the 2.0.0-alpha.5x Infima notes).
      category.plainCount += 1;
      continue;
    }
    if (/^\S/.test(line)) {
      if (!category) {
        if (line.length <= MAX_NOTE_LENGTH && !line.includes('](')) {
          entry.notes.push(line);
        }
      } else if (category.groups.length === 0 && category.plainCount === 0) {
        // A category whose only content is a paragraph (2.0.0-alpha.72) still holds one change.
        category.plainCount += 1;
      }
    }
  }
  finishEntry();
  return {entries, problems};
}

/**
 * Every PR number of an entry, in source order (a PR listed under two categories appears twice).
 * @param {ChangelogEntry} entry
 * @returns {number[]}
 */
export function prNumbersOf(entry) {
  return entry.categories.flatMap((category) => category.groups.flatMap((group) => group.changes.map((c) => c.pr)));
}
