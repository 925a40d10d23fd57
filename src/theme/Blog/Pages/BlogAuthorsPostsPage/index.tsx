// Wrapped to give each author's page a meta description, which the theme leaves out.
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import {authorPostsDescription} from '@site/src/data/pageTexts';

export default function BlogAuthorsPostsPageWithDescription(props: Props): React.ReactNode {
  const pluginId = useRouteContext().plugin.id;
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata description={authorPostsDescription(pluginId, props.author, props.listMetadata)} />
    </>
  );
}
