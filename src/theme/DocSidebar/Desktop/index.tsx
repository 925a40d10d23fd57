// Wrapped so that on a phone the desktop sidebar, which the theme renders while hydrating and removes right after, keeps the server's markup instead of being hydrated first (components/ServerMarkup).
import React from 'react';
import OriginalDocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {KeptServerMarkup, useServerMarkup} from '@site/src/components/ServerMarkup';
import {phoneLayout} from '@site/src/components/ServerMarkup/viewport';

type Props = WrapperProps<typeof OriginalDocSidebarDesktop>;

export default function DocSidebarDesktop(props: Props): React.ReactNode {
  const {keep, ref} = useServerMarkup(() => phoneLayout());
  // The theme's desktop sidebar is one <div>; on a phone it is gone as soon as the window size is known.
  return keep ? <KeptServerMarkup as="div" ref={ref} /> : <OriginalDocSidebarDesktop {...props} />;
}
