import React from 'react';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';
import {twinPathOf} from '@site/src/data/markdownTwins';

/**
 * `<link rel="alternate" type="text/markdown">` to the page's Markdown twin,
 * for tools that prefer Markdown to HTML; nothing on pages without a twin.
 * Rendered through the head manager, so it is in the built HTML and follows
 * the reader from page to page in client-side navigation.
 */
export default function MarkdownTwinLink({permalink}: {permalink: string}): React.ReactNode {
  const href = twinPathOf(useRouteContext().plugin, permalink);
  return href ? (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  ) : null;
}
