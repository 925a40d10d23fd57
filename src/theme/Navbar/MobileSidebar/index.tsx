// Replaces the theme's mobile sidebar so that its menus are drawn when the reader first opens it: the theme draws them, closed and hidden, right after hydration on every small-screen page (the doc sidebar a second time, and every navbar item), one of a phone's largest post-hydration tasks.
import React, {useState} from 'react';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar(): React.ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  // Once opened, the menus stay drawn, so closing slides them out and reopening is instant.
  const [opened, setOpened] = useState(false);
  if (mobileSidebar.shown && !opened) {
    // Derived state, set while rendering: the menus arrive in the same commit as the open class, so they slide in with the panel.
    setOpened(true);
  }
  if (!mobileSidebar.shouldRender) {
    return null;
  }
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={opened ? <NavbarMobileSidebarPrimaryMenu /> : null}
      secondaryMenu={opened ? <NavbarMobileSidebarSecondaryMenu /> : null}
    />
  );
}
