// Wrapped because Docusaurus 3.6.1 appends the trailing slash to Markdown links to files (`/assets/files/x.pdf/`), which then 404.
import React from 'react';
import OriginalA from '@theme-original/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import {assetSafeHref} from './assetSafeHref';

type Props = WrapperProps<typeof OriginalA> & {'data-noBrokenLinkCheck'?: boolean};

export default function MDXA(props: Props): React.ReactNode {
  return <OriginalA {...props} href={assetSafeHref(props.href, props['data-noBrokenLinkCheck'])} />;
}
