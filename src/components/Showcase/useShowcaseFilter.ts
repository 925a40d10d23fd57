import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {defaultFilter, parseFilter, serializeFilter, type ShowcaseFilter} from '@site/src/data/showcaseFilter';

/**
 * The showcase filter lives in the URL query: shareable, and the back button
 * restores the previous filter. Until hydration ends the default filter is
 * used, so the first client render matches the server-rendered HTML.
 */
export function useShowcaseFilter(): [ShowcaseFilter, (next: ShowcaseFilter, options?: {push: boolean}) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const filter = isBrowser ? parseFilter(location.search) : defaultFilter;
  const setFilter = useCallback(
    (next: ShowcaseFilter, options = {push: true}) => {
      const update = {...history.location, search: serializeFilter(next, history.location.search)};
      if (options.push) {
        history.push(update);
      } else {
        history.replace(update);
      }
    },
    [history],
  );
  return [filter, setFilter];
}
