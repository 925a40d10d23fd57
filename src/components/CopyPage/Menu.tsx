import React, {useEffect, useRef} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinMessageType} from '../../plugins/offline/sw/offlineWorkerCore.mjs';
import {
  absoluteUrl,
  assistantPrompt,
  assistants,
  copiedMessage,
  copyFailureMessages,
  focusIndexAfterKey,
} from './copyPageCore';
import {twinPath} from '@site/src/data/markdownTwins';
import {copyTwin} from './copyTwin';

export interface StatusMessage {
  text: string;
  error: boolean;
}

export interface MenuProps {
  id: string;
  /** The id of the menu button, which names the menu. */
  labelledBy: string;
  permalink: string;
  initialFocus: 'first' | 'last';
  button: React.RefObject<HTMLButtonElement | null>;
  /** Closes the menu, giving the focus back to the button when asked. */
  onClose: (focusButton: boolean) => void;
  onStatus: (status: StatusMessage | null) => void;
}

/** Asks the offline worker, if one serves this page (either tier), to keep the twin the reader just copied (src/plugins/offline). */
function keepForOffline(path: string): void {
  navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.active?.postMessage({type: twinMessageType, path}))
    .catch(() => undefined);
}

/**
 * The open "Copy page" menu (the WAI-ARIA menu button pattern): arrow keys,
 * Home and End move between items, Escape closes it and returns to the
 * button, Tab or a click elsewhere closes it.
 */
export default function Menu({
  id,
  labelledBy,
  permalink,
  initialFocus,
  button,
  onClose,
  onStatus,
}: MenuProps): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const menuRef = useRef<HTMLUListElement>(null);
  const twin = twinPath(permalink);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    all[initialFocus === 'first' ? 0 : all.length - 1]?.focus();
  }, [initialFocus]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !button.current?.contains(target)) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [button, onClose]);

  if (twin === undefined) {
    return null;
  }
  const prompt = assistantPrompt(absoluteUrl(twin, siteConfig.url), siteConfig.title);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    } else {
      const all = items();
      const next = focusIndexAfterKey(event.key, all.indexOf(document.activeElement as HTMLElement), all.length);
      if (next !== null) {
        event.preventDefault();
        all[next].focus();
      }
    }
  };

  const copy = async () => {
    onClose(true);
    const failure = await copyTwin(twin, {
      fetch: (url) => fetch(url),
      clipboard: navigator.clipboard,
      ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
      isOnline: () => navigator.onLine,
    });
    if (failure === null) {
      onStatus({text: copiedMessage, error: false});
      keepForOffline(twin);
    } else {
      onStatus({text: copyFailureMessages[failure], error: true});
    }
  };

  // Links opened in a new tab say so to screen readers; their visible label stays short.
  const newTab = <span className="copy-page__new-tab"> (opens in a new tab)</span>;
  return (
    <ul id={id} role="menu" aria-labelledby={labelledBy} className="dropdown__menu" ref={menuRef} onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className="dropdown__link copy-page__item" onClick={copy}>
          Copy as Markdown
        </button>
      </li>
      <li role="none">
        {/* pathname:// makes Link a plain link, without the trailing slash it adds to site paths; the permalink holds the baseUrl already. */}
        <Link
          role="menuitem"
          tabIndex={-1}
          className="dropdown__link"
          to={`pathname://${twin}`}
          autoAddBaseUrl={false}
          target="_blank"
          onClick={() => onClose(true)}>
          View as Markdown{newTab}
        </Link>
      </li>
      {assistants.map((assistant) => (
        <li role="none" key={assistant.name}>
          {/* An external address: Link opens it in a new tab, with rel="noopener noreferrer". */}
          <Link
            role="menuitem"
            tabIndex={-1}
            className="dropdown__link"
            href={assistant.url(prompt)}
            onClick={() => onClose(true)}>
            Open in {assistant.name}
            {newTab}
          </Link>
        </li>
      ))}
    </ul>
  );
}
