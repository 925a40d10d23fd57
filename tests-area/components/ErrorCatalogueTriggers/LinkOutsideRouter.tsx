import React, {useEffect, useRef} from 'react';
import {createRoot} from 'react-dom/client';
import Link from '@docusaurus/Link';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

function ReportError({error, onError}: {error: Error; onError: (error: Error) => void}): React.ReactNode {
  useEffect(() => onError(error), [error, onError]);
  return null;
}

/**
 * Mounts a link in a React root of its own, as a widget started by hand with
 * `createRoot` would be: that root has no router above it, so the router's
 * link fails its "inside a <Router>" assertion. The error is handed back to the
 * page, which rethrows it so the page's crash screen shows it.
 */
export default function LinkOutsideRouter({onError}: {onError: (error: Error) => void}): React.ReactNode {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = createRoot(host.current!);
    root.render(
      <ErrorBoundary fallback={({error}) => <ReportError error={error} onError={onError} />}>
        <Link to="/docs/">A link with no router above it</Link>
      </ErrorBoundary>,
    );
    // Unmounting synchronously while the page's own root commits is not allowed.
    return () => void setTimeout(() => root.unmount());
  }, [onError]);
  return <div ref={host} />;
}
