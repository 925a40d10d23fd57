import {describe, expect, it} from 'vitest';
import {isSearchShortcut, isTypingTarget} from '../client/shortcuts';

describe('isSearchShortcut', () => {
  it('accepts Ctrl+K and Cmd+K in either case', () => {
    expect(isSearchShortcut({key: 'k', ctrlKey: true, metaKey: false})).toBe(true);
    expect(isSearchShortcut({key: 'K', ctrlKey: false, metaKey: true})).toBe(true);
  });

  it('ignores K alone and Alt combinations', () => {
    expect(isSearchShortcut({key: 'k', ctrlKey: false, metaKey: false})).toBe(false);
    expect(isSearchShortcut({key: 'k', ctrlKey: true, metaKey: false, altKey: true})).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it('treats form fields and editable elements as typing targets', () => {
    expect(isTypingTarget({tagName: 'input'})).toBe(true);
    expect(isTypingTarget({tagName: 'TEXTAREA'})).toBe(true);
    expect(isTypingTarget({tagName: 'SELECT'})).toBe(true);
    expect(isTypingTarget({tagName: 'DIV', isContentEditable: true})).toBe(true);
  });

  it('lets "/" open search from anywhere else', () => {
    expect(isTypingTarget({tagName: 'BODY'})).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
