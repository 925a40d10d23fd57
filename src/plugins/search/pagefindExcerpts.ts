/**
 * Pagefind's browser script builds every excerpt of a result (the page's,
 * then one per section the search matched) by splitting the page's whole
 * text into words again: `build_excerpt` in pagefind.js 1.5, called once per
 * section from `loadFragment`. A reference page matched in 30 sections is
 * split 31 times, and that splitting was the costliest JavaScript of a
 * keystroke in the modal (CPU profile of the search bench's later queries:
 * about 4 ms a query on average, the most of any function, up to 15 ms for a
 * long page). The page's words do not change between its excerpts, so the
 * script written into the index splits a page's text once and hands each
 * excerpt a copy (the excerpt marks words in its own array, as before):
 * the same excerpts, a copy of an array instead of a regular-expression split
 * of the whole text per section.
 *
 * The replaced code is matched exactly: a Pagefind whose script differs fails
 * the build here, instead of quietly shipping an unpatched or broken script.
 */

/** The Pagefind release whose script the patch was written against (package.json pins it). */
export const patchedPagefindVersion = '1.5.2';

/** The start of `build_excerpt` in Pagefind's unminified script: its signature and its split of the text. */
const original =
  'var build_excerpt=(content,start,length,locations,not_before,not_from)=>{let is_zws_delimited=content.includes("\\u200B");let fragment_words=[];if(is_zws_delimited){fragment_words=content.split("\\u200B");}else{fragment_words=content.split(/[\\r\\n\\s]+/g);}';

/**
 * The same start, through a one-entry cache of the last text split: a page's excerpts are built one after
 * the other for the same text (`loadFragment` runs them in one go), so each page is split once.
 */
const replacement =
  'var excerpt_words_cache={content:void 0,zws:false,words:[]};' +
  'var excerpt_words_of=(content)=>{if(excerpt_words_cache.content!==content){const zws=content.includes("\\u200B");' +
  'excerpt_words_cache={content,zws,words:zws?content.split("\\u200B"):content.split(/[\\r\\n\\s]+/g)};}' +
  'return excerpt_words_cache;};' +
  'var build_excerpt=(content,start,length,locations,not_before,not_from)=>{const split_words=excerpt_words_of(content);' +
  'let is_zws_delimited=split_words.zws;let fragment_words=split_words.words.slice();';

/** A marker the patched script holds (tests and the indexer's check look for it). */
export const excerptPatchMarker = 'excerpt_words_of';

/** Pagefind's script with a page's text split once for all its excerpts; throws when the script is not the expected one. */
export function patchPagefindScript(source: string): string {
  const at = source.indexOf(original);
  if (at < 0 || source.indexOf(original, at + 1) >= 0) {
    throw new Error(
      `pagefindExcerpts: pagefind.js does not hold build_excerpt as Pagefind ${patchedPagefindVersion} writes it; ` +
        'check the patch against the new script (src/plugins/search/pagefindExcerpts.ts).',
    );
  }
  return source.slice(0, at) + replacement + source.slice(at + original.length);
}
