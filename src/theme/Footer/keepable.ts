import type {Footer, FooterLinkItem} from '@docusaurus/theme-common';

/** Raw HTML from the config (an `html` item, the copyright) that holds a link. */
const htmlLink = /<a\s/i;

/**
 * Whether the footer may keep the server's markup on a first load
 * (components/ServerMarkup). Its links into this site then get Link's
 * behaviour from the document's listeners (keptLinks.ts), which treat every
 * same-origin `<a>` without a target as one that Link routes. That holds for
 * `to` and `href` items and the logo's link, but not for a `pathname://` link
 * (Link renders it plain, without a target) nor for links written as raw HTML:
 * a footer with either is hydrated as the theme's.
 */
export function footerKeepable(footer: Footer | undefined): footer is Footer {
  if (!footer) {
    return false;
  }
  const items: FooterLinkItem[] = footer.links.flatMap((column) => ('items' in column ? column.items : [column]));
  const hrefs = [footer.logo?.href, ...items.map((item) => item.href)];
  const html = [footer.copyright, ...items.map((item) => item.html)];
  return (
    hrefs.every((href) => typeof href !== 'string' || !href.startsWith('pathname://')) &&
    html.every((text) => typeof text !== 'string' || !htmlLink.test(text))
  );
}
