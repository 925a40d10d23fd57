// Wrapped so the Mermaid library (~650 KB) loads only on pages that draw a diagram: the theme imports it into every MDX page.
import React, {lazy, Suspense} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidComponent from '@theme-original/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidComponent>;

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * Mermaid only renders in the browser, so the server output is a placeholder
 * of similar height, holding a native indeterminate progress bar that says
 * what is loading (ARIA forbids naming the bare <div> itself).
 */
function Placeholder() {
  return (
    <div className={styles.placeholder}>
      <progress className={styles.progress} aria-label="Loading diagram" />
    </div>
  );
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
