import {describe, expect, it} from 'vitest';
import {keepsServerLines, type LinesState} from '../client/serverLines';

const firstLoad: LinesState = {
  pageFromServer: true,
  mountedInHydration: true,
  serverTheme: true,
  serverLinesGone: false,
};

describe('keepsServerLines', () => {
  it("keeps the server's lines for a block hydrated on a first load in the server's colour mode", () => {
    expect(keepsServerLines(firstLoad)).toBe(true);
  });

  it('has React draw the lines in every other case', () => {
    // The dev server: an empty shell, nothing to keep.
    expect(keepsServerLines({...firstLoad, pageFromServer: false})).toBe(false);
    // Mounted after hydration: a client-side navigation.
    expect(keepsServerLines({...firstLoad, mountedInHydration: false})).toBe(false);
    // A reader in the other colour mode: the server's inline colours are wrong.
    expect(keepsServerLines({...firstLoad, serverTheme: false})).toBe(false);
    // Drawn once by React, or found empty after a failed hydration.
    expect(keepsServerLines({...firstLoad, serverLinesGone: true})).toBe(false);
  });
});
