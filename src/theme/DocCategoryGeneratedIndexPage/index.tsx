// Wrapped to link the category page's Markdown twin in the head (src/components/MarkdownTwinLink); the theme has no slot for it.
import React from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function DocCategoryGeneratedIndexPageWithTwin(props: Props): React.ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <MarkdownTwinLink permalink={props.categoryGeneratedIndex.permalink} />
    </>
  );
}
