// Replaces theme-live-codeblock's wrapper so react-live (~50 KB gzip) loads only on pages with a `live` block (the stock wrapper imports it on every page with code), and the classic theme's block so string blocks are not remounted after hydration.
import React, {isValidElement, useEffect, useState} from 'react';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';
import ReactLiveScope from '@theme/ReactLiveScope';
import type {Props} from '@theme/CodeBlock';
import type PlaygroundComponent from '@theme/Playground';

/** Plain text children as one string (copyable, highlightable); children with elements as they are. */
export function stringifyChildren(children: React.ReactNode): React.ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic theme's block, hydrated once and kept. The theme remounts every
 * block after hydration so that its colours follow the reader's colour mode,
 * which rebuilds all of a long page's code DOM on each first load; here the
 * colours come from the hydration-safe Prism theme
 * (src/plugins/code-highlight/client/hydrationSafeTheme.ts) and update in place.
 */
function CodeBlock({children, ...props}: Props): React.ReactNode {
  const content = stringifyChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}

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
