// Wrapped so that on a phone, where CSS hides the navbar's desktop items, a link item keeps the server's markup instead of being hydrated (components/ServerMarkup); it comes alive if the window grows to the desktop layout. The mobile menu draws its own items.
import React from 'react';
import OriginalDefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {KeptOnPhone, useHiddenOnPhoneAtMount} from '@site/src/components/ServerMarkup/KeptOnPhone';

type Props = WrapperProps<typeof OriginalDefaultNavbarItem>;

export default function DefaultNavbarItem(props: Props): React.ReactNode {
  const item = <OriginalDefaultNavbarItem {...props} />;
  // A desktop item outside a dropdown is the theme's NavbarNavLink: one <a>.
  return useHiddenOnPhoneAtMount(!props.mobile && !props.isDropdownItem) ? (
    <KeptOnPhone as="a">{item}</KeptOnPhone>
  ) : (
    item
  );
}
