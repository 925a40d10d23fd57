// The entries of the relevance floor (e2e/search-relevance.spec.ts): the committed evaluation set
// (scripts/bench/searchEvalSet.mjs) when the checkout has it, else the bench's queries.

export interface FloorEntry {
  query: string;
  expected: string | null;
  alsoOk?: string[] | string;
  category: string;
  heldOut?: boolean;
}

async function evaluationSet(): Promise<FloorEntry[] | undefined> {
  try {
    // @ts-expect-error: written on its own branch; absent until merged, which the catch handles.
    const module = (await import('../../scripts/bench/searchEvalSet.mjs')) as Record<string, unknown>;
    const entries = module.searchEvalSet ?? module.default ?? Object.values(module).find(Array.isArray);
    return Array.isArray(entries) ? (entries as FloorEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Every committed entry, tuning and held-out alike. */
export async function floorEntries(fallback: readonly {query: string; expected: string}[]): Promise<FloorEntry[]> {
  return (await evaluationSet()) ?? fallback.map((pair) => ({...pair, category: 'bench'}));
}

/** Twenty entries for the dialog, taken in turn from each category so that every kind of query is typed. */
export async function dialogQueries(fallback: readonly {query: string; expected: string}[]): Promise<FloorEntry[]> {
  const entries = await floorEntries(fallback);
  const byCategory = new Map<string, FloorEntry[]>();
  for (const entry of entries) {
    byCategory.set(entry.category, [...(byCategory.get(entry.category) ?? []), entry]);
  }
  const picked: FloorEntry[] = [];
  for (let round = 0; picked.length < 20 && round < entries.length; round += 1) {
    for (const list of byCategory.values()) {
      if (list[round] && picked.length < 20) {
        picked.push(list[round]!);
      }
    }
  }
  return picked;
}
