// Swizzled to register our custom navbar item types; the theme has no option for adding types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import {testsAreaNavbarItemTypes} from '@site/tests-area/navbar/itemTypes';

export default {
  ...ComponentTypes,
  // The test area's items: a path check here, their code loaded only under /tests/.
  ...testsAreaNavbarItemTypes,
};
