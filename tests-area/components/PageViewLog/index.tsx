import React, {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';

interface PageView {
  readonly path: string;
  readonly at: number;
}

declare global {
  interface Window {
    /** The queue analytics tags (gtag, Tag Manager) read; we only append to it. */
    dataLayer?: unknown[];
  }
}

/**
 * Records a page view for every location change, the way an analytics client
 * module does, and shows the log so a missed or doubled view is visible.
 */
export default function PageViewLog(): React.ReactNode {
  const location = useLocation();
  const [views, setViews] = useState<readonly PageView[]>([]);
  useEffect(() => {
    const path = `${location.pathname}${location.search}${location.hash}`;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({event: 'page_view', page_path: path});
    setViews((previous) => [...previous, {path, at: previous.length + 1}]);
  }, [location.pathname, location.search, location.hash]);
  return (
    <ol data-testid="page-views">
      {views.map((view) => (
        <li key={view.at}>
          <code>{view.path}</code>
        </li>
      ))}
    </ol>
  );
}
