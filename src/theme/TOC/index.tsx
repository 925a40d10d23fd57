// Wrapped so that on a phone, where CSS hides it, the table of contents beside a doc, post or page keeps the server's markup instead of being hydrated and watching the scroll (components/ServerMarkup); it comes alive if the window grows to the desktop layout.
import React from 'react';
import OriginalTOC from '@theme-original/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {useWindowSize} from '@docusaurus/theme-common';
import {KeptServerMarkup, useServerMarkup} from '@site/src/components/ServerMarkup';
import {phoneLayout} from '@site/src/components/ServerMarkup/viewport';

type Props = WrapperProps<typeof OriginalTOC>;

export default function TOC(props: Props): React.ReactNode {
  const windowSize = useWindowSize();
  const {keep, ref} = useServerMarkup(() => (windowSize === 'ssr' ? phoneLayout() : windowSize === 'mobile'));
  // The theme's table of contents is one <div>.
  return keep ? <KeptServerMarkup as="div" ref={ref} /> : <OriginalTOC {...props} />;
}
