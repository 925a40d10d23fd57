import React, {lazy, type ComponentProps, type ComponentType} from 'react';
import {useLocation} from '@docusaurus/router';
import {isTestArea} from './testArea';

/**
 * The test area's navbar item types, which src/theme/NavbarItem/ComponentTypes registers.
 * The site navbar lists these items on every page, so this module is part of the main
 * bundle: it holds only the path check and lazy references. The items' code, including
 * the alert item that throws on demand, is in a chunk of its own that only a page of the
 * test area loads (e2e/test-area.spec.ts checks that a docs page never fetches it).
 * One chunk name for both, so a test page fetches them in one request.
 */
const TestsOnlyAlertNavbarItem = lazy(
  () => import(/* webpackChunkName: "tests-area-navbar" */ './TestsOnlyAlertNavbarItem'),
);
const TestsOnlyNavbarItem = lazy(() => import(/* webpackChunkName: "tests-area-navbar" */ './TestsOnlyNavbarItem'));

/**
 * Renders `Item` under /tests/ and nothing elsewhere, so other pages never load its chunk.
 * No Suspense boundary on purpose: the static build waits for the chunk and writes the
 * same HTML as a plain import would, and in the browser React holds the hydration, or
 * the navigation into the test area, until the chunk is there, as it does for a route's
 * own chunks, instead of showing a fallback in the navbar.
 */
function testAreaOnly<Props extends object>(Item: ComponentType<Props>): ComponentType<Props> {
  function TestAreaOnlyNavbarItem(props: Props): React.ReactNode {
    const {pathname} = useLocation();
    return isTestArea(pathname) ? <Item {...props} /> : null;
  }
  return TestAreaOnlyNavbarItem;
}

export const testsAreaNavbarItemTypes = {
  'custom-testsOnlyAlert': testAreaOnly<ComponentProps<typeof TestsOnlyAlertNavbarItem>>(TestsOnlyAlertNavbarItem),
  'custom-testsOnly': testAreaOnly<ComponentProps<typeof TestsOnlyNavbarItem>>(TestsOnlyNavbarItem),
};
