import React, {useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import BrowserOnly from '@docusaurus/BrowserOnly';

export const serverText = 'Rendered on the server';
export const browserText = 'Rendered in the browser';

/** First render matches the server HTML; the browser text comes from the re-render after hydration. */
function IsBrowserProbe(): React.ReactNode {
  const isBrowser = useIsBrowser();
  return <output data-testid="is-browser">{isBrowser ? browserText : serverText}</output>;
}

/** Values only the browser knows, read in an effect so hydration sees the server value first. */
function EffectProbe(): React.ReactNode {
  const [viewport, setViewport] = useState<string | null>(null);
  useEffect(() => {
    setViewport(`${window.innerWidth}×${window.innerHeight}`);
  }, []);
  return <output data-testid="effect">{viewport ? `Viewport ${viewport}` : 'Viewport unknown on the server'}</output>;
}

export default function HydrationTests(): React.ReactNode {
  return (
    <ul>
      <li>
        <code>useIsBrowser()</code>: <IsBrowserProbe />
      </li>
      <li>
        <code>useEffect</code>: <EffectProbe />
      </li>
      <li>
        <code>&lt;BrowserOnly&gt;</code>:{' '}
        <BrowserOnly fallback={<output data-testid="browser-only">Fallback from the server</output>}>
          {() => <output data-testid="browser-only">{`Browser-only content, language ${navigator.language}`}</output>}
        </BrowserOnly>
      </li>
    </ul>
  );
}
