// A navbar item type of our own: it wraps any item so the test area can show cases the production navbar must not.
import React from 'react';
import {useLocation} from '@docusaurus/router';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import {isTestArea} from './TestsOnlyAlertNavbarItem';

interface Props {
  /** The wrapped item; the theme does not validate it, so it must carry every prop its type needs. */
  readonly item: NavbarItemProps;
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly onClick?: () => void;
}

export default function TestsOnlyNavbarItem({item, mobile, position, onClick}: Props): React.ReactNode {
  const {pathname} = useLocation();
  if (!isTestArea(pathname)) {
    return null;
  }
  return <NavbarItem {...item} mobile={mobile} position={position} onClick={onClick} />;
}
