/** HTML helpers for hit titles and excerpts, which DocSearch renders as HTML. */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"};

/**
 * Reverses `escapeHtml` (and the entities Pagefind writes) in one pass, so
 * `&amp;lt;` becomes `&lt;`, not `<`.
 */
export function decodeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of a query, as the index sees them: letters and digits only. */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

export interface Highlighted {
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
}

/**
 * Escapes plain text and wraps each word that starts with a query term in
 * `<mark>` (the index matches word prefixes and stems, so prefixes are the
 * honest approximation).
 */
export function highlightText(text: string, terms: readonly string[]): Highlighted {
  if (terms.length === 0 || text === '') {
    return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  }
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${terms
      .map(escapeRegExp)
      .sort((a, b) => b.length - a.length)
      .join('|')})[\\p{L}\\p{N}]*`,
    'giu',
  );
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    value += escapeHtml(text.slice(last, index));
    value += `<mark>${escapeHtml(match[0])}</mark>`;
    last = index + match[0].length;
    const term = terms.find((candidate) => match[1]!.toLowerCase() === candidate);
    if (term) {
      matched.add(term);
    }
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

/**
 * Re-escapes a Pagefind excerpt so that `<mark>` is the only markup left,
 * whatever the indexed text contained.
 */
export function safeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<\/?mark>)/)
    .map((part) =>
      part === '<mark>' || part === '</mark>' ? part : escapeHtml(decodeHtml(part.replace(/<[^>]*>/g, ''))),
    )
    .join('');
}

/** Plain text of an excerpt: no markup, entities decoded. */
export function excerptText(excerpt: string): string {
  return decodeHtml(excerpt.replace(/<[^>]*>/g, ''));
}
