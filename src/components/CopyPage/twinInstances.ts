/**
 * The plugin instances whose pages have a Markdown twin (issue 34, item 1),
 * and so show the "Copy page" menu. The test area's instances have none. Kept
 * apart from ./copyPageCore.ts because the theme wrappers read it on every
 * page load, while the rest waits until the menu is used.
 */
export const twinInstances = {
  docs: ['default', 'community'],
  // The changelog is a blog instance too: each release page has a twin.
  blog: ['default', 'changelog'],
} as const satisfies Record<string, readonly string[]>;

export type ContentKind = keyof typeof twinInstances;

export function hasTwin(kind: ContentKind, pluginId: string): boolean {
  return (twinInstances[kind] as readonly string[]).includes(pluginId);
}
