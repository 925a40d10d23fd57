// Wrapped so that on a phone, where CSS hides it, the table of contents beside a doc, post or page keeps the server's markup instead of being hydrated and watching the scroll (components/ServerMarkup); it comes alive if the window grows to the desktop layout.
import React from 'react';
import OriginalTOC from '@theme-original/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {KeptServerMarkup} from '@site/src/components/ServerMarkup';
import {useKeptOnPhone} from '@site/src/components/ServerMarkup/useKeptOnPhone';

type Props = WrapperProps<typeof OriginalTOC>;

export default function TOC(props: Props): React.ReactNode {
  const {keep, ref} = useKeptOnPhone();
  // The theme's table of contents is one <div>.
  return keep ? <KeptServerMarkup as="div" ref={ref} /> : <OriginalTOC {...props} />;
}
