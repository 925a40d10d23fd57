/**
 * Printing a twin: converted mdast to Markdown text with the site's style options, the
 * twin's header (title, description, byline) and card lists. Separate because it is the only
 * part that decides how the Markdown is written, and generated pages with no source use it
 * directly.
 */
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mathToMarkdown} from 'mdast-util-math';
import {directiveToMarkdown} from 'mdast-util-directive';
import type {TwinCard, TwinPage} from './context';
import {absoluteUrl, type LinkContext} from './links';
import {paragraph, text, type MdNode} from './mdast';

/** A list of cards, as a generated index or `<DocCardList />` shows them. */
export function cardList(cards: TwinCard[], page: Pick<LinkContext, 'siteUrl'>): MdNode {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: cards.map((card) => ({
      type: 'listItem',
      spread: false,
      children: [
        paragraph([
          {type: 'link', url: absoluteUrl(page.siteUrl, card.permalink), children: [text(card.title)]},
          ...(card.description ? [text(`: ${card.description}`)] : []),
        ]),
      ],
    })),
  };
}

const markdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  // Only the container handler: with the directive extension's `unsafe` rules, every `word:word` would be escaped.
  handlers: {containerDirective: directiveToMarkdown().handlers!.containerDirective!},
  // Unpadded tables: the reference tables would otherwise be padded to their longest description.
  extensions: [gfmToMarkdown({tablePipeAlign: false}), mathToMarkdown()],
} as const;

/** Prints converted content (an mdast root's children). */
export function printMarkdown(children: MdNode[]): string {
  return toMarkdown({type: 'root', children} as never, markdownOptions as never);
}

/** The twin's head: `# Title`, the description as a quote, an optional byline. Written as is, not escaped. */
export function twinHeader(page: Pick<TwinPage, 'title' | 'description' | 'byline'>): string {
  const parts = [`# ${page.title}`];
  if (page.description)
    parts.push(
      page.description
        .split('\n')
        .map((line) => `> ${line}`.trimEnd())
        .join('\n'),
    );
  if (page.byline) parts.push(page.byline);
  return `${parts.join('\n\n')}\n`;
}
