// Swizzled to register our custom navbar item types; the theme has no option for adding types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import TestsOnlyAlertNavbarItem from './TestsOnlyAlertNavbarItem';
import TestsOnlyNavbarItem from './TestsOnlyNavbarItem';

export default {
  ...ComponentTypes,
  'custom-testsOnlyAlert': TestsOnlyAlertNavbarItem,
  'custom-testsOnly': TestsOnlyNavbarItem,
};
