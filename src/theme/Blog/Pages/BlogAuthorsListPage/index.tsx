// Wrapped to name the blog in the title ("Blog authors", not "Authors" on every blog) and give the page a meta description, which the theme leaves out.
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {authorsListDescription, authorsListTitle} from '@site/src/data/pageTexts';

export default function BlogAuthorsListPageWithMetadata(props: Props): React.ReactNode {
  const pluginId = useRouteContext().plugin.id;
  return (
    <>
      <BlogAuthorsListPage {...props} />
      {/* After the theme's own metadata, so these values win. */}
      <PageMetadata title={authorsListTitle(pluginId)} description={authorsListDescription(pluginId)} />
    </>
  );
}
