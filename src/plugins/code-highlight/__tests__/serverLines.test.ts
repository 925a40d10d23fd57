import {describe, expect, it} from 'vitest';
import {keepsServerLines, pageRenderedOnServer, type LinesState} from '../client/serverLines';

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

describe('pageRenderedOnServer', () => {
  const documentWith = (root: {hasChildNodes(): boolean} | null) =>
    ({getElementById: (id: string) => (id === '__docusaurus' ? root : null)}) as unknown as Document;

  it("is true when the root holds the server's markup, false for an empty shell, a missing root or no DOM", () => {
    expect(pageRenderedOnServer(documentWith({hasChildNodes: () => true}))).toBe(true);
    expect(pageRenderedOnServer(documentWith({hasChildNodes: () => false}))).toBe(false);
    expect(pageRenderedOnServer(documentWith(null))).toBe(false);
    expect(pageRenderedOnServer(undefined)).toBe(false);
  });
});
