// Replaces theme-live-codeblock's wrapper so react-live (~50 KB gzip) loads only on pages with a `live` block: the stock wrapper imports it on every page with code.
import React, {useEffect, useState} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import ReactLiveScope from '@theme/ReactLiveScope';
import type {Props} from '@theme/CodeBlock';
import type PlaygroundComponent from '@theme/Playground';

/** `live` comes from the code fence's meta string (```jsx live). */
type LiveProps = Props & {live?: boolean};

/**
 * The server and the first browser render show the code as a plain block, so
 * hydration matches; the editor takes its place once its chunk has loaded. (A
 * Suspense boundary around a lazy component fails hydration instead: React
 * error 421 when a context updates before the chunk arrives.)
 */
function LivePlayground(props: LiveProps): React.ReactNode {
  const [Playground, setPlayground] = useState<typeof PlaygroundComponent | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@theme/Playground')
      .then((module) => {
        if (mounted) {
          setPlayground(() => module.default);
        }
      })
      .catch((error: unknown) => {
        // Offline or a removed chunk: the code stays readable as a plain block.
        console.warn('The live code editor could not be loaded.', error);
      });
    return () => {
      mounted = false;
    };
  }, []);
  return Playground ? <Playground scope={ReactLiveScope} {...props} /> : <CodeBlock {...props} />;
}

export default function CodeBlockWithLazyPlayground(props: LiveProps): React.ReactNode {
  return props.live ? <LivePlayground {...props} /> : <CodeBlock {...props} />;
}
