import React, {useCallback, useRef, useState} from 'react';
import clsx from 'clsx';
import type {MenuProps, StatusMessage} from './Menu';
import './styles.css';

type MenuComponent = React.ComponentType<MenuProps>;

/** Shown when the menu's code cannot be downloaded (offline before the first use, or a removed chunk). */
const menuLoadFailed = 'The menu could not be loaded. Check your connection and try again.';

/** A page has one menu (a doc or a post), so fixed ids do; React's useId makes ids with colons, which html-validate refuses. */
const ids = {button: 'copypage-button', menu: 'copypage-menu'};

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

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    // The button's words are no content of the page: kept out of the search index.
    <div className="copy-page" data-pagefind-ignore="all">
      <div className="dropdown dropdown--right dropdown--show">
        <button
          ref={buttonRef}
          id={ids.button}
          type="button"
          className="button button--sm button--outline button--secondary copy-page__button"
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={isOpen ? ids.menu : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onKeyDown={onKeyDown}
          onClick={() => (isOpen ? close(false) : open('first'))}>
          Copy page
        </button>
        {isOpen && (
          <Menu
            id={ids.menu}
            labelledBy={ids.button}
            permalink={permalink}
            initialFocus={openOn}
            button={buttonRef}
            onClose={close}
            onStatus={setStatus}
          />
        )}
      </div>
      {/* A failure stays in view until the reader tries again; success is a quiet line. */}
      <p role="status" className={clsx('copy-page__status', status?.error && 'alert alert--danger')}>
        {status?.text}
      </p>
    </div>
  );
}
