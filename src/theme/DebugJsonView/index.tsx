// Wrapped to render only in the browser: in 3.6.1 the JSON tree's server render prints "[object Object]", so every debug page with one fails hydration.
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugJsonView from '@theme-original/DebugJsonView';

interface Props {
  readonly src: unknown;
  readonly collapseDepth?: number;
}

export default function DebugJsonViewInBrowser(props: Props): React.ReactNode {
  return <BrowserOnly fallback={<p>Loading the JSON view…</p>}>{() => <DebugJsonView {...props} />}</BrowserOnly>;
}
