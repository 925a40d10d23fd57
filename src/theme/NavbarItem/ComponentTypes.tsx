// Swizzled to register our custom navbar item type; the theme has no option for adding types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import TestsOnlyAlertNavbarItem from './TestsOnlyAlertNavbarItem';

export default {
  ...ComponentTypes,
  'custom-testsOnlyAlert': TestsOnlyAlertNavbarItem,
};
