/**
 * The ids of the online playgrounds and the key that stores the reader's
 * choice: what the boot-time storage validation needs of ./playgrounds.ts,
 * without the names, links and summaries that only the playground pages show.
 */
export const playgroundIds = ['codesandbox', 'stackblitz'] as const;

export type PlaygroundId = (typeof playgroundIds)[number];

/** Storage key of the reader's last choice; theme-common's storage slot adds the site's namespace suffix. */
export const playgroundChoiceStorageKey = 'docusaurus.playground.choice';
