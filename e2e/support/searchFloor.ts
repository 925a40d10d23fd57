// The entries of the relevance floor (e2e/search-relevance.spec.ts): the committed evaluation set.
import {searchEvalSet} from '../../scripts/bench/searchEvalSet.mjs';

export interface FloorEntry {
  query: string;
  expected: string | null;
  alsoOk?: string[] | string;
  category: string;
  heldOut?: boolean;
}

/** Every committed entry, tuning and held-out alike. */
export const floorEntries: readonly FloorEntry[] = searchEvalSet;

/** DocSearch's input takes 64 characters at most (maxLength in @docsearch/react 3.9): longer pastes are cut. */
export const dialogMaxQueryLength = 64;

/** Twenty entries for the dialog, taken in turn from each category so that every kind of query is typed. */
export function dialogQueries(): FloorEntry[] {
  const byCategory = new Map<string, FloorEntry[]>();
  for (const entry of floorEntries.filter((candidate) => candidate.query.length <= dialogMaxQueryLength)) {
    byCategory.set(entry.category, [...(byCategory.get(entry.category) ?? []), entry]);
  }
  const picked: FloorEntry[] = [];
  for (let round = 0; picked.length < 20 && round < floorEntries.length; round += 1) {
    for (const list of byCategory.values()) {
      if (list[round] && picked.length < 20) {
        picked.push(list[round]!);
      }
    }
  }
  return picked;
}
