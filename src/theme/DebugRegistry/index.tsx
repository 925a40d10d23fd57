// Rendered only in the browser: the registry lists bundler module ids, which differ between the server and client bundles in 3.6.1, so hydrating this page always failed.
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugRegistry from '@theme-original/DebugRegistry';

export default function DebugRegistryInBrowser(): React.ReactNode {
  return <BrowserOnly>{() => <DebugRegistry />}</BrowserOnly>;
}
