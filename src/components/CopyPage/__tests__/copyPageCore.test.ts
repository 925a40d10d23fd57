import {describe, expect, it} from 'vitest';
import {
  absoluteUrl,
  assistantPrompt,
  assistants,
  clipboardFailure,
  copyFailureMessages,
  focusIndexAfterKey,
  isTwinResponse,
} from '../copyPageCore';

describe('assistant links', () => {
  const twinUrl = absoluteUrl('/docs/3.6.1/installation.md', 'https://docusaurus.io');
  const prompt = assistantPrompt(twinUrl, 'Docusaurus');

  it('name the twin by its absolute URL on the site', () => {
    expect(twinUrl).toBe('https://docusaurus.io/docs/3.6.1/installation.md');
    expect(prompt).toContain('https://docusaurus.io/docs/3.6.1/installation.md');
    expect(prompt).toContain('Docusaurus');
  });

  it('carry the prompt in the q parameter of a new chat, encoded', () => {
    expect(assistants.map((assistant) => assistant.name)).toEqual(['ChatGPT', 'Claude']);
    for (const assistant of assistants) {
      const url = new URL(assistant.url(prompt));
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('q')).toBe(prompt);
      expect(assistant.url(prompt)).not.toMatch(/\s/);
    }
    expect(new URL(assistants[0].url(prompt)).origin).toBe('https://chatgpt.com');
    expect(new URL(assistants[1].url(prompt)).pathname).toBe('/new');
  });
});

describe('copy failures', () => {
  it('reads a refused clipboard as denied, other errors as unknown', () => {
    expect(clipboardFailure(new DOMException('Write permission denied.', 'NotAllowedError'))).toBe('denied');
    expect(clipboardFailure(new DOMException('Insecure', 'SecurityError'))).toBe('denied');
    expect(clipboardFailure(new TypeError('x'))).toBe('unknown');
    expect(clipboardFailure('text')).toBe('unknown');
    expect(clipboardFailure(null)).toBe('unknown');
  });

  it('has a message for each reason, saying what the reader can do', () => {
    expect(copyFailureMessages.denied).toMatch(/clipboard/i);
    expect(copyFailureMessages.offline).toMatch(/offline/i);
    for (const message of Object.values(copyFailureMessages)) {
      expect(message).toMatch(/^Copy failed: /);
    }
  });

  it('accepts only a successful answer that is not an HTML page as a twin', () => {
    expect(isTwinResponse(200, 'text/markdown; charset=utf-8')).toBe(true);
    expect(isTwinResponse(200, null)).toBe(true);
    expect(isTwinResponse(404, 'text/markdown')).toBe(false);
    expect(isTwinResponse(200, 'text/html; charset=utf-8')).toBe(false);
    expect(isTwinResponse(200, 'TEXT/HTML')).toBe(false);
  });
});

describe('focusIndexAfterKey', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(focusIndexAfterKey('ArrowDown', 0, 4)).toBe(1);
    expect(focusIndexAfterKey('ArrowDown', 3, 4)).toBe(0);
    expect(focusIndexAfterKey('ArrowUp', 0, 4)).toBe(3);
    expect(focusIndexAfterKey('ArrowUp', 2, 4)).toBe(1);
    expect(focusIndexAfterKey('Home', 2, 4)).toBe(0);
    expect(focusIndexAfterKey('End', 0, 4)).toBe(3);
  });

  it('starts from the ends when no item has the focus', () => {
    expect(focusIndexAfterKey('ArrowDown', -1, 4)).toBe(0);
    expect(focusIndexAfterKey('ArrowUp', -1, 4)).toBe(3);
  });

  it('ignores other keys and empty menus', () => {
    expect(focusIndexAfterKey('a', 0, 4)).toBeNull();
    expect(focusIndexAfterKey('ArrowDown', 0, 0)).toBeNull();
  });
});
