// Local search's navbar button: the DocSearch modal fed by the Pagefind index, loaded only when wanted.
import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import {createPortal} from 'react-dom';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {contextualFacetFilters} from '../../client/contextualFilters';
import {useSearchIndex} from '../../client/useSearchIndex';
import {errorScreenTexts, searchButtonTexts} from '../../client/buttonTexts';
import {isSearchShortcut, isTypingTarget} from '../../client/shortcuts';
import type {SearchModalProps} from './SearchModal';
import styles from './styles.module.css';

type ModalComponent = ComponentType<SearchModalProps>;

let modalLoading: Promise<ModalComponent> | undefined;

/** Fetches the modal's code once; a failure is forgotten so a later click retries. */
function loadModal(): Promise<ModalComponent> {
  if (!modalLoading) {
    // The name is searchModalChunkName (../../searchConfig): the offline precache looks for it.
    modalLoading = import(/* webpackChunkName: "search-modal" */ './SearchModal').then((module) => module.default);
    modalLoading.catch(() => {
      modalLoading = undefined;
    });
  }
  return modalLoading;
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Shown in place of the modal when its code cannot be loaded (offline, or a
 * failed or corrupt chunk): without it the button would do nothing at all.
 * DocSearch's stylesheet is in that same chunk, so this box has its own.
 */
function ModalLoadFailure({onRetry, onClose}: {onRetry: () => void; onClose: () => void}) {
  const texts = errorScreenTexts();
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <div className={styles.failureBackdrop} onClick={onClose} role="presentation">
      <div
        className={styles.failure}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="search-load-failure-title"
        aria-describedby="search-load-failure-help"
        onClick={(event) => event.stopPropagation()}>
        <p id="search-load-failure-title" className={styles.failureTitle}>
          {texts.titleText}
        </p>
        <p id="search-load-failure-help">{texts.helpText}</p>
        <div className={styles.failureActions}>
          <button ref={retryRef} type="button" className="button button--primary" onClick={onRetry}>
            Retry
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

export default function SearchBar(): JSX.Element {
  const loadIndex = useSearchIndex();
  const {locale, tags} = useContextualSearchFilters();
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [shortcutLabel, setShortcutLabel] = useState('Ctrl');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const texts = searchButtonTexts();

  const [loadFailed, setLoadFailed] = useState(false);

  /** Hover, focus and touch warm up both the modal code and the index script. */
  const prepare = useCallback(() => {
    void loadModal().then(
      (component) => {
        setModal(() => component);
        setLoadFailed(false);
      },
      () => setLoadFailed(true),
    );
    // The same filters as the modal's searches, so the same index instance is warmed.
    void loadIndex(contextualFacetFilters(locale, tags)).catch(() => {
      // Reported by the modal when a search actually needs the index.
    });
  }, [loadIndex, locale, tags]);

  const open = useCallback(() => {
    prepare();
    setIsOpen(true);
  }, [prepare]);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) {
      setShortcutLabel('⌘');
    }
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        if (isOpen) {
          close();
        } else {
          open();
        }
        return;
      }
      if (isOpen && event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (
        !isOpen &&
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event.target)
      ) {
        event.preventDefault();
        open();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={texts.buttonAriaLabel}
        onClick={open}
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}>
        <SearchIcon />
        <span className={styles.label}>{texts.buttonText}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>{shortcutLabel}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      </button>
      {isOpen && Modal && createPortal(<Modal onClose={close} />, document.body)}
      {isOpen &&
        !Modal &&
        loadFailed &&
        createPortal(
          <ModalLoadFailure
            onRetry={() => {
              setLoadFailed(false);
              prepare();
            }}
            onClose={close}
          />,
          document.body,
        )}
    </>
  );
}
