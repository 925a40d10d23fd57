// Wrapped to link the doc's Markdown twin in the head (src/components/MarkdownTwinLink); the theme has no slot for it.
import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

export default function DocItemMetadataWithTwin(): React.ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <DocItemMetadata />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
