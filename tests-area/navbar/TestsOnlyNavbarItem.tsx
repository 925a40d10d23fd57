// A navbar item type of our own: it wraps any item so the test area can show cases the production navbar must not.
import React from 'react';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';

interface Props {
  /** The wrapped item; the theme does not validate it, so it must carry every prop its type needs. */
  readonly item: NavbarItemProps;
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly onClick?: () => void;
}

/** Rendered only under /tests/ (the gate in ./itemTypes), in a chunk of its own. */
export default function TestsOnlyNavbarItem({item, mobile, position, onClick}: Props): React.ReactNode {
  return <NavbarItem {...item} mobile={mobile} position={position} onClick={onClick} />;
}
