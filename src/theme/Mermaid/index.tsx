// Wrapped so the Mermaid library (~650 KB) loads only on pages that draw a diagram: the theme imports it into every MDX page.
import React, {lazy, Suspense} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidComponent from '@theme-original/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidComponent>;

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** Mermaid only renders in the browser, so the server output is a placeholder of similar height. */
function Placeholder() {
  return <div className={styles.placeholder} aria-busy="true" aria-label="Loading diagram" />;
}

export default function Mermaid(props: Props): React.ReactNode {
  return (
    <BrowserOnly fallback={<Placeholder />}>
      {() => (
        <Suspense fallback={<Placeholder />}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
