import {afterEach, describe, expect, it, vi} from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('isHydrating', () => {
  it('is true from load on a page the server rendered, until the first commit ends it', async () => {
    vi.stubGlobal('document', {getElementById: () => ({hasChildNodes: () => true})});
    const {endHydration, isHydrating} = await import('../hydration');
    expect(isHydrating()).toBe(true);
    endHydration();
    expect(isHydrating()).toBe(false);
  });

  it('is false on an empty shell (the dev server) and without a DOM (the server render)', async () => {
    vi.stubGlobal('document', {getElementById: () => ({hasChildNodes: () => false})});
    expect((await import('../hydration')).isHydrating()).toBe(false);
    vi.resetModules();
    vi.unstubAllGlobals();
    expect((await import('../hydration')).isHydrating()).toBe(false);
  });
});
