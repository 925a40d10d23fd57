/** Keyboard rules of the search button, kept apart from React so they are unit-tested. */

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** Ctrl+K or Cmd+K toggles the modal, wherever the focus is. */
export function isSearchShortcut(event: KeyLike): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/** "/" opens search only when it would not type a character somewhere. */
export function isTypingTarget(target: EventTarget | TargetLike | null): boolean {
  if (!target || typeof target !== 'object') {
    return false;
  }
  const element = target as TargetLike;
  const tagName = element.tagName?.toUpperCase();
  return tagName === 'INPUT' || tagName === 'TEXTAREA' || tagName === 'SELECT' || element.isContentEditable === true;
}
