// Wrapped so that on a phone, where CSS hides the navbar's desktop items, a link item keeps the server's markup instead of being hydrated (components/ServerMarkup); it comes alive if the window grows to the desktop layout. The mobile menu draws its own items.
import React, {memo} from 'react';
import OriginalDefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {KeptOnPhone, useHiddenOnPhoneAtMount} from '@site/src/components/ServerMarkup/KeptOnPhone';

type Props = WrapperProps<typeof OriginalDefaultNavbarItem>;

function DefaultNavbarItem(props: Props): React.ReactNode {
  const item = <OriginalDefaultNavbarItem {...props} />;
  // A desktop item outside a dropdown is the theme's NavbarNavLink: one <a>. One without a label or
  // HTML (the GitHub link, drawn by CSS) has nothing to keep: the theme's from the start.
  const hasContent = Boolean(props.label ?? props.html);
  return useHiddenOnPhoneAtMount(!props.mobile && !props.isDropdownItem && hasContent) ? (
    <KeptOnPhone as="a">{item}</KeptOnPhone>
  ) : (
    item
  );
}

// Memoised: the navbar renders its items again once it has set up the mobile menu after hydration,
// with the same props from the site's config; a kept item then skips that render altogether.
export default memo(DefaultNavbarItem);
