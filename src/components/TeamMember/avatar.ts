/**
 * Avatars on the team page are drawn locally from a person's name: no photo is
 * fetched from GitHub or anywhere else.
 */

/** Background colours of the initials circle; each keeps white text at WCAG AA contrast or better. */
export const AVATAR_COLORS = ['#1f5f3f', '#3b4a8c', '#7a3b69', '#8a4b14', '#225f75', '#5b4a9e'] as const;

/**
 * One or two capital letters for a name: the first letter of the first word and,
 * when there is more than one word, of the last word. Accented letters are kept
 * ("Sébastien Lorber" gives "SL", "Émile" gives "É"); anything that is not a
 * letter or digit is skipped, so "@slorber" gives "S".
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) {
    return '?';
  }
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  return (first + last).toLocaleUpperCase('en-US');
}

/** A stable colour for a GitHub handle, so a person keeps the same colour wherever they appear. */
export function avatarColorOf(handle: string): (typeof AVATAR_COLORS)[number] {
  let hash = 0;
  for (const char of handle.toLowerCase()) {
    hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}
