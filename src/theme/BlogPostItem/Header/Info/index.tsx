// Wrapped to put the "Copy page" menu on the date line of a post's own page (not on list pages, which show many posts).
import React from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useRouteContext from '@docusaurus/useRouteContext';
import CopyPage from '@site/src/components/CopyPage';
import {hasTwin} from '@site/src/data/markdownTwins';

type Props = WrapperProps<typeof Info>;

export default function InfoWithCopyPage(props: Props): React.ReactNode {
  const {plugin} = useRouteContext();
  const {isBlogPostPage, metadata} = useBlogPost();
  if (!isBlogPostPage || !plugin || !hasTwin(plugin)) {
    return <Info {...props} />;
  }
  return (
    <div className="copy-page-row">
      <Info {...props} />
      <CopyPage permalink={metadata.permalink} />
    </div>
  );
}
