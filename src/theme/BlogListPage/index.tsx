// Replaced to give every blog list page (blog, changelog, tests blog) an <h1> with the blog's title and description: the theme's list has none (axe "page-has-heading-one").
import React from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import styles from './styles.module.css';

export default function BlogListPage(props: Props): React.ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription, page, totalPages} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{blogTitle}</Heading>
          <p className={styles.description}>
            {blogDescription}
            {totalPages > 1 && ` Page ${page} of ${totalPages}.`}
          </p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
