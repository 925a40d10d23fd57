// Replaces theme-live-codeblock's wrapper so react-live (~50 KB gzip) loads only for `live` blocks: the stock wrapper imports it on every page with code.
import React, {lazy, Suspense} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import ReactLiveScope from '@theme/ReactLiveScope';
import type {Props} from '@theme/CodeBlock';

const Playground = lazy(() => import('@theme/Playground'));

/** `live` comes from the code fence's meta string (```jsx live). */
type LiveProps = Props & {live?: boolean};

export default function CodeBlockWithLazyPlayground(props: LiveProps): React.ReactNode {
  if (!props.live) {
    return <CodeBlock {...props} />;
  }
  // The server render waits for the Playground, so the HTML holds the full
  // playground; in the browser this boundary hydrates once the chunk arrives.
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <Playground scope={ReactLiveScope} {...props} />
    </Suspense>
  );
}
