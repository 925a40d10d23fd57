/**
 * One ranked list from the searches of a query plan (./plan.ts): a page
 * scores what Pagefind scores it for each group it satisfies (its best
 * alternative), plus the rarity of the groups it satisfies, so that when no
 * page holds every word the pages holding the most, and the rarest, come
 * first (as hosted search does with optional words). Pages holding every
 * group come first. News (blog posts, changelog entries) ranks below guides
 * and reference unless the query names a version or a release.
 */
import type {TermGroup} from './plan';
import type {PagefindResult} from './pagefindTypes';
import type {PageKinds} from './vocabularyClient';
import type {QueryIntent} from './words';

/** How much satisfying a group counts, per unit of its rarity, beside Pagefind's score for it. */
export const coverageWeight = 2;
/**
 * Added to pages that satisfy every group (the strict AND of a classic search comes first), and to the
 * others by the share of the query's rarity they satisfy.
 */
export const everyGroupBonus = 4;
/** News pages' score is multiplied by this unless the query names a release. */
export const newsFactor = 0.35;

/** Changelog entries' score when a release is named but not the changelog: the announcement is a blog post. */
export const changelogFactor = 0.35;
/** API reference pages' score for a question ("how do I…"): a guide answers it first. */
export const referenceFactor = 0.7;
/**
 * API reference pages' score for plain words that name no identifier (`blog authors`, `last updated
 * date`): the guide on the topic comes first; the reference still leads on the words only it holds.
 */
export const plainWordsReferenceFactor = 0.8;
/**
 * Upgrade plans' and docs category indexes' score, always: a plan lists every option and release between
 * two versions, a category index its docs' titles and descriptions, so each holds the words of many
 * queries, while the page it digests (the option's reference, the release's changelog entry, the
 * migration guide, the guide listed) answers them.
 */
export const digestFactor = 0.35;

export interface RankOptions {
  /** Ids of the pages of each kind (../vocabulary.ts writes them); empty when unknown. */
  kinds: PageKinds;
  /** What the query says of itself (./words.ts). */
  intent: QueryIntent;
}

/**
 * Added per unit of the share of the query's rarity that the page's title
 * holds (Pagefind tells which results matched their title): a page named by
 * the query reaches the first window, where ./definition.ts reads its title.
 */
export const titleWeight = 3;

interface Scored {
  result: PagefindResult;
  /** First seen: ties keep Pagefind's order. */
  order: number;
  best: number;
  perGroup: number[];
  /** Per group: whether a word of it is in the page's title. */
  inTitle: boolean[];
  /** Per group: the search result that scored the page best for it. */
  perGroupResult: (PagefindResult | undefined)[];
}

/** A ranked page: the result whose data it shows, its score, and the results of its other groups' searches. */
export interface RankedPage {
  result: PagefindResult;
  total: number;
  /**
   * The page as the searches of its other groups found it: their data lists the sections holding those
   * groups' words (Pagefind makes a page's sub-results from the searched word's places), which the data
   * of `result` leaves out. Same fragment, so reading them costs no byte.
   */
  others: PagefindResult[];
}

/**
 * Ranks the pages found: `responses[g][a]` are the results of alternative a of group g.
 */
export function rankResults(
  groups: readonly TermGroup[],
  responses: readonly (readonly (readonly PagefindResult[])[])[],
  options: RankOptions,
): PagefindResult[] {
  return rankScored(groups, responses, options).map((entry) => entry.result);
}

/** The same ranking with each page's score, best first. */
export function rankScored(
  groups: readonly TermGroup[],
  responses: readonly (readonly (readonly PagefindResult[])[])[],
  options: RankOptions,
): RankedPage[] {
  const pages = new Map<string, Scored>();
  groups.forEach((group, groupIndex) => {
    group.alternatives.forEach((alternative, alternativeIndex) => {
      for (const result of responses[groupIndex]?.[alternativeIndex] ?? []) {
        const score = (result.score ?? 0) * alternative.weight;
        let entry = pages.get(result.id);
        if (!entry) {
          entry = {
            result,
            order: pages.size,
            best: score,
            perGroup: groups.map(() => -1),
            inTitle: groups.map(() => false),
            perGroupResult: groups.map(() => undefined),
          };
          pages.set(result.id, entry);
        }
        if (result.matchedMetaFields?.includes('title')) {
          entry.inTitle[groupIndex] = true;
        }
        if (score > entry.perGroup[groupIndex]!) {
          entry.perGroup[groupIndex] = score;
          entry.perGroupResult[groupIndex] = result;
        }
        // The data (excerpt, sections) comes from the search that scored the page best.
        if (score > entry.best) {
          entry.best = score;
          entry.result = result;
        }
      }
    });
  });
  const allRarity = groups.reduce((sum, group) => sum + group.rarity, 0) || 1;
  const scored = [...pages.values()].map((entry) => {
    let total = 0;
    let titleRarity = 0;
    let coveredRarity = 0;
    entry.perGroup.forEach((score, groupIndex) => {
      if (score >= 0) {
        total += score + coverageWeight * groups[groupIndex]!.rarity;
        coveredRarity += groups[groupIndex]!.rarity;
      }
      if (entry.inTitle[groupIndex]) {
        titleRarity += groups[groupIndex]!.rarity;
      }
    });
    // By the share of the query's rarity the page holds: a page without the query's commonest word
    // (`custom` of "custom heading id", on the guide that names heading ids) loses little of it.
    if (groups.length > 1) {
      total += everyGroupBonus * (coveredRarity / allRarity);
    }
    total += titleWeight * (titleRarity / allRarity);
    const {id} = entry.result;
    const {intent, kinds} = options;
    if (!intent.namesRelease && kinds.news.has(id)) {
      total *= newsFactor;
    } else if (intent.namesRelease && !intent.namesChangelog && kinds.changelog.has(id)) {
      total *= changelogFactor;
    }
    if (kinds.digest.has(id)) {
      total *= digestFactor;
    }
    if (kinds.reference.has(id)) {
      if (intent.isQuestion) {
        total *= referenceFactor;
      } else if (!intent.namesIdentifier) {
        total *= plainWordsReferenceFactor;
      }
    }
    const others = [...new Set(entry.perGroupResult)].filter(
      (other): other is PagefindResult => other !== undefined && other !== entry.result,
    );
    return {result: entry.result, order: entry.order, total, others};
  });
  return scored
    .sort((a, b) => b.total - a.total || a.order - b.order)
    .map(({result, total, others}) => ({result, total, others}));
}
