// What the classic theme's DocRoot renders for a docs path with no doc (see ../index.ts): the 404 body, loaded then.
import React, {lazy, Suspense} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFoundContent = lazy(() => import(/* webpackChunkName: "not-found-content" */ '@theme/NotFound/Content'));

export default function LazyNotFoundContent(props: Props): React.ReactNode {
  // No fallback text: the chunk is small, and an empty main area for a moment says nothing wrong.
  return (
    <Suspense fallback={null}>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
