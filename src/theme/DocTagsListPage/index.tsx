// Wrapped to give the docs' tag list a meta description, which the theme leaves out.
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type {Props} from '@theme/DocTagsListPage';
import {docTagsListDescription} from '@site/src/data/pageTexts';

export default function DocTagsListPageWithDescription(props: Props): React.ReactNode {
  return (
    <>
      <DocTagsListPage {...props} />
      <PageMetadata description={docTagsListDescription} />
    </>
  );
}
