// Wrapped to link the post's Markdown twin in the head (src/components/MarkdownTwinLink); the theme has no slot for it.
import React from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostPageMetadata from '@theme-original/BlogPostPage/Metadata';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function BlogPostPageMetadataWithTwin(): React.ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <BlogPostPageMetadata />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
