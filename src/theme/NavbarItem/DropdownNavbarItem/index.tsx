// Wrapped so that on a phone, where CSS hides the navbar's desktop items, a dropdown (the docs versions, the locales) keeps the server's markup instead of hydrating every item in it (components/ServerMarkup); it comes alive if the window grows to the desktop layout. The mobile menu draws its own.
import React, {memo} from 'react';
import OriginalDropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {KeptOnPhone, useHiddenOnPhoneAtMount} from '@site/src/components/ServerMarkup/KeptOnPhone';

type Props = WrapperProps<typeof OriginalDropdownNavbarItem>;

function DropdownNavbarItem(props: Props): React.ReactNode {
  const item = <OriginalDropdownNavbarItem {...props} />;
  // The theme's desktop dropdown is one <div class="navbar__item dropdown">.
  return useHiddenOnPhoneAtMount(!props.mobile) ? <KeptOnPhone as="div">{item}</KeptOnPhone> : item;
}

// Memoised as DefaultNavbarItem is: a render with the same props (the navbar's, after hydration) is skipped.
export default memo(DropdownNavbarItem);
