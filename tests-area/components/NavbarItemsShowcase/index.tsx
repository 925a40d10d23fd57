import React from 'react';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import {customItem, showcaseItems} from './items';

/** Renders each navbar item type in a navbar of its own, labelled with the type name. */
export default function NavbarItemsShowcase(): React.ReactNode {
  return (
    <nav className="navbar" aria-label="Navbar item types" data-testid="navbar-items-showcase">
      <div className="navbar__inner">
        <div className="navbar__items">
          {showcaseItems.map(({name, item}) => (
            <div key={name} data-navbar-item-type={name}>
              <NavbarItem {...item} />
            </div>
          ))}
          <div data-navbar-item-type={customItem.type}>
            <NavbarItem {...(customItem as unknown as NavbarItemProps)} />
          </div>
        </div>
      </div>
    </nav>
  );
}
