// Wrapped to put the "Copy page" menu on the breadcrumbs' row, which both doc pages and generated category pages render.
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import CopyPage from '@site/src/components/CopyPage';
import {hasTwin} from '@site/src/data/markdownTwins';

type Props = WrapperProps<typeof DocBreadcrumbs>;

export default function DocBreadcrumbsWithCopyPage(props: Props): React.ReactNode {
  const {plugin} = useRouteContext();
  // The route of a doc or category page is its permalink (the location the page is rendered for).
  const {pathname} = useLocation();
  if (!plugin || !hasTwin(plugin)) {
    return <DocBreadcrumbs {...props} />;
  }
  return (
    <div className="copy-page-row">
      <DocBreadcrumbs {...props} />
      <CopyPage permalink={pathname} />
    </div>
  );
}
