// Replaced because the theme's skip link moves focus to the top of the page on every PUSH, a query-only one too, which scrolls filter pages to the top and takes focus off the filter.
import React, {useCallback, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import {shouldResetFocus} from './focusReset';
import styles from './styles.module.css';

/** Focuses an element that is not focusable by itself, without leaving it in the tab order. */
function programmaticFocus(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

/** The page's main content: its first <main>, else the layout's fallback target. */
function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

const label = translate({
  id: 'theme.common.skipToMainContent',
  description:
    'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
  message: 'Skip to main content',
});

export default function SkipToContent(): JSX.Element {
  const containerRef = useRef<HTMLElement>(null);
  const history = useHistory();
  useLocationChange(({location, previousLocation}) => {
    if (containerRef.current && shouldResetFocus(history.action, location, previousLocation)) {
      programmaticFocus(containerRef.current);
    }
  });
  const onClick = useCallback((event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) {
      programmaticFocus(target);
    }
  }, []);
  return (
    // A named <section> is a region landmark, as the theme's <div role="region"> is, without the role.
    <section ref={containerRef} aria-label={label}>
      {/* The href is the no-JavaScript fallback; with JavaScript, onClick focuses <main>. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </section>
  );
}
