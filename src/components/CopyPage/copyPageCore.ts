/**
 * Pure logic of the "Copy page" menu (./index.tsx, ./Menu.tsx): what the
 * assistants are asked, which message a failed copy shows, and how the arrow
 * keys move through the menu. Loaded with the menu (on first use), so none of
 * it weighs on a page's first load. Where a page's twin lives is
 * src/data/markdownTwins.ts, shared with the twin links.
 */

/** A site path made absolute on the site's configured `url` (assistants fetch it from outside). */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href;
}

/** What an assistant is asked: it names the twin's absolute URL, so the assistant reads the Markdown, not the page. */
export function assistantPrompt(twinUrl: string, siteTitle: string): string {
  return `I am reading the ${siteTitle} documentation. Please read the Markdown page at ${twinUrl}, then help me with questions about it.`;
}

export interface Assistant {
  /** Shown as "Open in <name>". */
  name: string;
  /** The address that starts a new conversation with this prompt already typed. */
  url: (prompt: string) => string;
}

/**
 * Two widely used assistants whose web apps take a prompt in the `q` query
 * parameter of a new chat, so one link starts the conversation (others, such
 * as Gemini, have no such parameter and would need a copy and paste).
 */
export const assistants: readonly Assistant[] = [
  {name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

/** Why copying failed, from what the reader can do about it. */
export type CopyFailure = 'denied' | 'unsupported' | 'offline' | 'network' | 'missing' | 'unknown';

export const copyFailureMessages: Record<CopyFailure, string> = {
  denied:
    'Copy failed: the browser did not allow this page to write to the clipboard. Allow clipboard access for this site, or choose "View as Markdown" and copy the text there.',
  unsupported:
    'Copy failed: this browser does not let pages write to the clipboard. Choose "View as Markdown" and copy the text there.',
  offline:
    'Copy failed: you are offline, and the Markdown of this page was not saved on this device. Connect to the internet and try again.',
  network: 'Copy failed: the Markdown of this page could not be downloaded. Check your connection and try again.',
  missing: 'Copy failed: this page has no Markdown version on this server. Choose "View as Markdown" to check.',
  unknown: 'Copy failed: the browser refused to copy the page. Try again, or choose "View as Markdown".',
};

export const copiedMessage = 'Copied the page as Markdown.';

/** Shown when the menu's own code cannot be downloaded (offline before first use, or a new deployment). */
export const menuLoadFailedMessage = 'The menu could not be loaded. Check your connection and try again.';

/**
 * Why the clipboard refused: browsers reject with a DOMException named
 * NotAllowedError when permission is denied (or the page lacks focus), and
 * SecurityError outside a secure context or under a Permissions-Policy.
 */
export function clipboardFailure(error: unknown): CopyFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unknown';
}

/**
 * Whether a fetched twin is usable: a 200 answer that is not an HTML page
 * (a development server or a single-page host answers any path with HTML).
 */
export function isTwinResponse(status: number, contentType: string | null): boolean {
  return status >= 200 && status < 300 && !/^\s*text\/html\b/i.test(contentType ?? '');
}

/**
 * The menu item to focus after a key press, following the WAI-ARIA menu
 * pattern (arrows wrap around, Home and End jump); null for any other key.
 * `current` is -1 when no item has the focus.
 */
export function focusIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) {
    return null;
  }
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
