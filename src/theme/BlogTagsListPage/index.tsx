// Wrapped to give the blog's tag list a meta description, which the theme leaves out.
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import {blogTagsListDescription} from '@site/src/data/pageTexts';

export default function BlogTagsListPageWithDescription(props: Props): React.ReactNode {
  const pluginId = useRouteContext().plugin.id;
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata description={blogTagsListDescription(pluginId)} />
    </>
  );
}
