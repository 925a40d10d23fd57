export const searchBenchPairs: ReadonlyArray<{query: string; expected: string}>;
