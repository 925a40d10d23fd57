import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import type {MenuProps, StatusMessage} from './Menu';
import styles from './styles.module.css';

type MenuComponent = React.ComponentType<MenuProps>;

/** Shown when the menu's code cannot be downloaded (offline before the first use, or a removed chunk). */
const menuLoadFailed = 'The menu could not be loaded. Check your connection and try again.';

let menuModule: Promise<MenuComponent> | undefined;

/** The menu's code, downloaded once on first use; a failed download is tried again on the next. */
function loadMenu(): Promise<MenuComponent> {
  menuModule ??= import(/* webpackChunkName: "copy-page-menu" */ './Menu').then(
    (module) => module.default,
    (error: unknown) => {
      menuModule = undefined;
      throw error;
    },
  );
  return menuModule;
}

function preload(): void {
  loadMenu().catch(() => undefined);
}

/**
 * The "Copy page" menu button of a page that has a Markdown twin. Only the
 * button and an empty status line are rendered on the server (nothing moves
 * when the page hydrates); the menu itself, with everything it does, is in
 * ./Menu.tsx, downloaded when the reader first points at, focuses or opens it.
 */
export default function CopyPage({permalink}: {permalink: string}): React.ReactNode {
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  // Open when set: which item takes the focus as the menu opens (ArrowUp opens on the last one).
  const [openOn, setOpenOn] = useState<'first' | 'last' | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const isOpen = openOn !== null && Menu !== null;

  const open = (focus: 'first' | 'last') => {
    setStatus(null);
    loadMenu().then(
      (component) => {
        setMenu(() => component);
        setOpenOn(focus);
      },
      () => setStatus({text: menuLoadFailed, error: true}),
    );
  };

  const close = useCallback((focusButton: boolean) => {
    setOpenOn(null);
    if (focusButton) {
      buttonRef.current?.focus();
    }
  }, []);

  // Success is said for a few seconds; a failure stays until the reader tries again.
  useEffect(() => {
    if (!status || status.error) {
      return undefined;
    }
    const timeout = window.setTimeout(() => setStatus(null), 6000);
    return () => window.clearTimeout(timeout);
  }, [status]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    // The button's words are no content of the page: kept out of the search index.
    <div className={styles.copyPage} data-pagefind-ignore="all">
      <div className="dropdown dropdown--right dropdown--show">
        <button
          ref={buttonRef}
          id={`${id}-button`}
          type="button"
          className={clsx('button button--sm button--outline button--secondary', styles.button)}
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={isOpen ? `${id}-menu` : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onKeyDown={onKeyDown}
          onClick={() => (isOpen ? close(false) : open('first'))}>
          Copy page
        </button>
        {isOpen && (
          <Menu
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            permalink={permalink}
            initialFocus={openOn}
            button={buttonRef}
            onClose={close}
            onStatus={setStatus}
          />
        )}
      </div>
      <p role="status" className={clsx(styles.status, status && `alert alert--${status.error ? 'danger' : 'success'}`)}>
        {status?.text}
      </p>
    </div>
  );
}
