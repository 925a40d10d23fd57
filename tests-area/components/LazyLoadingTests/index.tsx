import React, {useState} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';

/**
 * The pairing the framework uses for every route: react-loadable with the
 * theme's Loading component (nothing for 200 ms, then a spinner; on failure the
 * error and a Retry button). The chunk is named so a test can slow it down or
 * make it fail.
 */
const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "lazy-loading-panel" */ './LoadedPanel'),
  loading: Loading,
});

/** The chunk is requested on demand, after hydration: the page itself never shows an error unprompted. */
export default function LazyLoadingTests(): React.ReactNode {
  const [requested, setRequested] = useState(false);
  if (requested) {
    return <LazyPanel />;
  }
  return (
    <button type="button" className="button button--primary" onClick={() => setRequested(true)}>
      Load the panel
    </button>
  );
}
