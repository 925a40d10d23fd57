// Rendered only in the browser: the registry lists bundler module ids, which differ between the server and client bundles in 3.6.1, so hydrating this page always failed.
/// <reference types="@docusaurus/plugin-debug" />
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugLayout from '@theme/DebugLayout';
import Heading from '@theme/Heading';
import DebugRegistry from '@theme-original/DebugRegistry';

/**
 * The server still renders the debug layout around the heading, so the page's
 * HTML carries the layout's title and `noindex` (which also keeps it out of the
 * sitemap); the module list appears once the page runs in the browser.
 */
export default function DebugRegistryInBrowser(): React.ReactNode {
  return (
    <BrowserOnly
      fallback={
        <DebugLayout>
          <Heading as="h2">Registry</Heading>
        </DebugLayout>
      }>
      {() => <DebugRegistry />}
    </BrowserOnly>
  );
}
