// Wrapped so a docs tag page has a meta description even when its tag has none (the theme only uses the tag's own).
import React from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import DocTagDocListPage from '@theme-original/DocTagDocListPage';
import type {Props} from '@theme/DocTagDocListPage';
import {docTagDescription} from '@site/src/data/pageTexts';

export default function DocTagDocListPageWithDescription(props: Props): React.ReactNode {
  return (
    <>
      <DocTagDocListPage {...props} />
      <PageMetadata description={docTagDescription(props.tag)} />
    </>
  );
}
