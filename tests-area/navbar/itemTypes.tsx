import React, {lazy, startTransition, useEffect, useState, type ComponentType} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isTestArea} from './testArea';

/**
 * The test area's navbar item types, which src/theme/NavbarItem/ComponentTypes registers.
 * The site navbar lists these items on every page, so this module is part of the main
 * bundle: it holds only the path check and lazy references. The items' code, including
 * the alert item that throws on demand, is in a chunk of its own that only a page of the
 * test area loads (e2e/test-area.spec.ts checks that a docs page never fetches it).
 */

/**
 * Renders the item that `load` brings under /tests/ and nothing elsewhere, so other pages
 * never fetch its chunk. There is no Suspense boundary, so the HTML stays what a plain
 * import wrote: the static build waits for the chunk, and so does hydration, which React
 * runs as a transition. A page the reader reaches by a client-side navigation renders the
 * item once the chunk is there: the render that a click starts may not suspend without a
 * boundary (React error 426), so the item is asked for in a transition of its own.
 */
function testAreaOnly<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
): ComponentType<Props> {
  let loaded = false;
  // (React's types cannot relate the props of a lazy component to a type parameter.)
  const Item = lazy(() =>
    load().then((module) => {
      loaded = true;
      return module;
    }),
  ) as ComponentType<Props>;
  function TestAreaOnlyNavbarItem(props: Props): React.ReactNode {
    const inTestArea = isTestArea(useLocation().pathname);
    const hydrated = useIsBrowser();
    const [requested, setRequested] = useState(false);
    const shown = inTestArea && (!hydrated || loaded || requested);
    useEffect(() => {
      if (inTestArea && !shown) {
        startTransition(() => setRequested(true));
      }
    }, [inTestArea, shown]);
    return shown ? <Item {...props} /> : null;
  }
  return TestAreaOnlyNavbarItem;
}

// One chunk name for both, so a test page fetches them in one request.
export const testsAreaNavbarItemTypes = {
  'custom-testsOnlyAlert': testAreaOnly(
    () => import(/* webpackChunkName: "tests-area-navbar" */ './TestsOnlyAlertNavbarItem'),
  ),
  'custom-testsOnly': testAreaOnly(() => import(/* webpackChunkName: "tests-area-navbar" */ './TestsOnlyNavbarItem')),
};
