import {describe, expect, it} from 'vitest';
import {decideRecovery, isChunkLoadFailure, reloadWindowMs, type ReloadMemory} from '../chunkLoadRecoveryCore';

function memory(initial: string | null = null): ReloadMemory & {value: string | null} {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(value) {
      this.value = value;
    },
  };
}

describe('isChunkLoadFailure', () => {
  it('recognises the errors webpack and Rspack reject failed or corrupt chunks with', () => {
    const failed = Object.assign(new Error('Loading chunk 4521 failed.\n(error: http://x/assets/js/a.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadFailure(failed)).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading chunk 17 failed.\n(missing: http://x/assets/js/b.js)'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading CSS chunk 9 failed.'))).toBe(true);
  });

  it.each([undefined, null, 'ChunkLoadError', 42, new Error('Network down'), new TypeError('x is undefined'), {}])(
    'ignores %j',
    (reason) => {
      expect(isChunkLoadFailure(reason)).toBe(false);
    },
  );
});

describe('decideRecovery', () => {
  it('reloads the first time and remembers it', () => {
    const stored = memory();
    expect(decideRecovery('/docs/', 1000, stored)).toBe('reload');
    expect(JSON.parse(stored.value!)).toEqual({url: '/docs/', at: 1000});
  });

  it('shows the message when the same page fails again right after its reload', () => {
    const stored = memory();
    decideRecovery('/docs/', 1000, stored);
    expect(decideRecovery('/docs/', 1000 + reloadWindowMs - 1, stored)).toBe('show-error');
  });

  it('reloads again for another page, or for the same page much later', () => {
    const stored = memory();
    decideRecovery('/docs/', 1000, stored);
    expect(decideRecovery('/blog/', 2000, stored)).toBe('reload');
    expect(decideRecovery('/blog/', 2000 + reloadWindowMs, stored)).toBe('reload');
  });

  it.each(['garbage', '{}', 'null', '[]', '{"url":"/docs/","at":"soon"}'])(
    'treats a corrupt memory %j as none',
    (value) => {
      expect(decideRecovery('/docs/', 1000, memory(value))).toBe('reload');
    },
  );

  it('never reloads when the reload cannot be remembered (it could loop)', () => {
    const throwing: ReloadMemory = {
      get: () => null,
      set: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const forgetful: ReloadMemory = {get: () => null, set: () => undefined};
    expect(decideRecovery('/docs/', 1000, throwing)).toBe('show-error');
    expect(decideRecovery('/docs/', 1000, forgetful)).toBe('show-error');
  });
});
